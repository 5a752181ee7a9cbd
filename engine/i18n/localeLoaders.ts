import { localeOfPath } from '../runtime/i18n/localeOfPath';

export type LocaleLoaders = Record<string, (() => Promise<unknown>)[]>;

// Every dictionary file of every locale, each its own lazy chunk: the app downloads only the
// locales it shows (the active one and the fallback), never all thirteen.
// server.json holds the server's envelope messages (msg arrives already translated), so it stays out of the app.
const files = import.meta.glob<unknown>(['../../locales/*/*.json', '!../../locales/*/server.json'], { import: 'default' });

/** Locale code -> loaders of that locale's files, in file-name order so merges are stable. */
export function bundledLocaleLoaders(): LocaleLoaders {
  const byLocale: LocaleLoaders = {};
  for (const path of Object.keys(files).sort()) {
    const code = localeOfPath(path);
    const load = files[path];
    if (code && load) (byLocale[code] ??= []).push(load);
  }
  return byLocale;
}
