import i18next, { type i18n as I18n } from 'i18next';
import { deepMerge } from '../runtime/i18n/deepMerge';
import { languageTag } from '../runtime/i18n/languageTag';
import type { Translate } from '../runtime/scope';
import type { LocaleLoaders } from './localeLoaders';

export interface Localization {
  i18n: I18n;
  t: Translate;
  /** Loads a locale's dictionaries (once) and switches to it. */
  changeLocale(code: string): Promise<void>;
}

/**
 * An i18next instance fed from locales/<code>/*.json, each locale deep-merged from its files.
 * Only the starting locale and the fallback are loaded before the first render.
 */
export async function createI18n(options: { locale: string; fallback: string; loaders: LocaleLoaders }): Promise<Localization> {
  const { loaders, fallback } = options;
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

  const loaded = new Map<string, Promise<void>>();
  function ensure(code: string): Promise<void> {
    let pending = loaded.get(code);
    if (!pending) {
      pending = Promise.all((loaders[code] ?? []).map((load) => load())).then((dictionaries) => {
        const merged = dictionaries.reduce<Record<string, unknown>>((acc, dict) => deepMerge(acc, dict), {});
        i18n.addResourceBundle(languageTag(code), 'translation', merged, true, true);
      });
      // A failed download may be retried by the next switch.
      pending.catch(() => loaded.delete(code));
      loaded.set(code, pending);
    }
    return pending;
  }

  await Promise.all([ensure(options.locale), ensure(fallback)]);
  await i18n.changeLanguage(languageTag(options.locale));

  return {
    i18n,
    t: (key, args) => i18n.t(key, args as Record<string, unknown>) as string,
    async changeLocale(code) {
      await ensure(code);
      await i18n.changeLanguage(languageTag(code));
    },
  };
}
