import type { Manifest } from '../dsl';

/**
 * The app's language codes for screens (`app.locales`), said once: the manifest's i18n.locales,
 * the fallback first (the language every text exists in, so an editor of all of them starts from
 * it), then the others in the manifest's order. Adding a locale to the manifest reaches every
 * screen that repeats over this list; the language picker repeats over app.languages (the
 * manifest's list with native names, in its order).
 */
export function appLocales(manifest: Pick<Manifest, 'i18n'>): string[] {
  const codes = manifest.i18n.locales.map((l) => l.code);
  const fallback = manifest.i18n.fallback;
  return codes.includes(fallback) ? [fallback, ...codes.filter((c) => c !== fallback)] : codes;
}
