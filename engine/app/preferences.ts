import type { Manifest, Theme } from '../runtime/dsl';
import { readJson } from '../runtime/store/readJson';
import { writeJson } from '../runtime/store/writeJson';
import type { KeyValueBackend } from '../runtime/store/KeyValueBackend';
import type { AppPreferences } from '../context/Engine';

const LOCALE_KEY = 'meridian.locale';
const THEME_KEY = 'meridian.theme';

/** The member's chosen locale and theme, if still offered by the manifest; else its defaults. */
export function readPreferences(backend: KeyValueBackend, manifest: Manifest): AppPreferences {
  const locale = readJson(backend, LOCALE_KEY);
  const theme = readJson(backend, THEME_KEY);
  return {
    locale: typeof locale === 'string' && manifest.i18n.locales.some((l) => l.code === locale) ? locale : manifest.i18n.default,
    theme: manifest.themes.available.includes(theme as Theme) ? (theme as Theme) : manifest.themes.default,
  };
}

export function writePreferences(backend: KeyValueBackend, prefs: AppPreferences): void {
  writeJson(backend, LOCALE_KEY, prefs.locale);
  writeJson(backend, THEME_KEY, prefs.theme);
}
