import i18next, { type i18n as I18n } from 'i18next';
import { deepMerge } from '../runtime/i18n/deepMerge';
import { languageTag } from '@core/i18n/languageTag';
import { localeFilePath } from '../runtime/i18n/localeFilePath';
import type { Translate } from '../runtime/scope';
import type { LocaleFiles } from './localeLoaders';

export interface Localization {
  i18n: I18n;
  t: Translate;
  /** Loads a locale's dictionaries (once) and switches to it. */
  changeLocale(code: string): Promise<void>;
  /** Loads a deferred area (staff texts) for the locales in use, and for any switched to later. */
  loadArea(area: string): Promise<void>;
  /** Reads these dictionary files again (a published change replaced them); answers whether any was in use. */
  reload(paths: string[]): Promise<boolean>;
}

export interface I18nOptions {
  locale: string;
  fallback: string;
  files: LocaleFiles;
  /** Areas loaded only on demand (loadArea), e.g. staff. */
  deferred?: string[];
}

/**
 * An i18next instance fed from locales/<code>/<area>.json, each locale deep-merged from its files.
 * Only the starting locale and the fallback are loaded before the first render, and of them only
 * the areas every visitor needs.
 */
export async function createI18n(options: I18nOptions): Promise<Localization> {
  const { files, fallback } = options;
  const deferred = new Set(options.deferred ?? []);
  const areas = new Set<string>();
  const i18n = i18next.createInstance();
  await i18n.init({
    // i18next works on language tags so that its plural rules come from Intl for the right language.
    lng: languageTag(options.locale),
    fallbackLng: languageTag(fallback),
    resources: {},
    // React escapes text itself, and Text widgets never render HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  const paths = Object.keys(files).sort();
  const wanted = (code: string) =>
    paths.filter((p) => {
      const at = localeFilePath(p);
      return at?.code === code && (!deferred.has(at.area) || areas.has(at.area));
    });

  // code -> the files merged into it (by path), so a reload or a new area rebuilds it whole.
  const loaded = new Map<string, Promise<Map<string, unknown>>>();
  async function build(code: string, have: Map<string, unknown>, fresh: string[] = []): Promise<Map<string, unknown>> {
    const next = new Map(have);
    const missing = wanted(code).filter((p) => !next.has(p) || fresh.includes(p));
    const dicts = await Promise.all(missing.map((p) => files[p]!()));
    missing.forEach((p, i) => next.set(p, dicts[i]));
    const merged = [...next.keys()].sort().reduce<Record<string, unknown>>((acc, p) => deepMerge(acc, next.get(p)), {});
    i18n.removeResourceBundle(languageTag(code), 'translation');
    i18n.addResourceBundle(languageTag(code), 'translation', merged, true, true);
    return next;
  }
  function ensure(code: string, fresh?: string[]): Promise<Map<string, unknown>> {
    const previous = loaded.get(code);
    const next = (previous ?? Promise.resolve(new Map<string, unknown>())).then((have) =>
      fresh || !previous || wanted(code).some((p) => !have.has(p)) ? build(code, have, fresh) : have,
    );
    // A failed download may be retried by the next switch.
    next.catch(() => {
      if (loaded.get(code) === next) loaded.delete(code);
    });
    loaded.set(code, next);
    return next;
  }
  let active = options.locale;

  await Promise.all([ensure(options.locale), ensure(fallback)]);
  await i18n.changeLanguage(languageTag(options.locale));

  // i18next's t copies and walks its options on every call, and a list asks for the same labels in
  // each row: a text without arguments is kept until the language or a dictionary changes.
  const plain = new Map<string, string>();
  const forget = () => plain.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);

  return {
    i18n,
    t: (key, args) => {
      if (args) return i18n.t(key, args as Record<string, unknown>) as string;
      let value = plain.get(key);
      if (value === undefined) plain.set(key, (value = i18n.t(key) as string));
      return value;
    },
    async changeLocale(code) {
      await ensure(code);
      await i18n.changeLanguage(languageTag(code));
      active = code;
    },
    async loadArea(area) {
      if (areas.has(area)) return;
      areas.add(area);
      await Promise.all([...new Set([active, fallback])].map((c) => ensure(c)));
    },
    async reload(changed) {
      const byCode = new Map<string, string[]>();
      for (const p of changed) {
        const at = localeFilePath(p);
        if (at && loaded.has(at.code)) byCode.set(at.code, [...(byCode.get(at.code) ?? []), p]);
      }
      await Promise.all([...byCode].map(([code, fresh]) => ensure(code, fresh)));
      return byCode.size > 0;
    },
  };
}
