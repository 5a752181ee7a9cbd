/** Bundle path of a dictionary file (locales/<code>/<area>.json) -> its loader. */
export type LocaleFiles = Record<string, () => Promise<unknown>>;

// Every dictionary file of every locale is its own lazy chunk: the app downloads only the locales
// it shows (the active one and the fallback), never all thirteen. server.json holds the server's
// envelope messages (msg arrives already translated), so it stays out of the app.
//
// The first render needs engine and screens texts, so their loaders are in the entry chunk. The
// other areas (staff, and the areas routes name in `texts`: deferredAreas.ts) load with the screens
// that need them, and so do their loaders: a table of 91 chunk imports (laterLocaleLoaders.ts)
// fetched with the first of them, instead of riding in every visitor's first download.
const firstFiles = import.meta.glob<unknown>(['../../locales/*/engine.json', '../../locales/*/screens.json'], { import: 'default' });

/** The areas whose loaders are in the later chunk; tests/unit/engine/i18n/localeFiles.test.ts checks it against locales/. */
export const LATER_AREAS = ['content', 'invest', 'legal', 'service', 'staff', 'statements', 'team', 'trading'] as const;

let later: Promise<LocaleFiles> | undefined;
function laterFiles(): Promise<LocaleFiles> {
  later ??= import('./laterLocaleLoaders').then(
    (m) => m.laterLocaleFiles,
    (error: unknown) => {
      // A failed download is tried again by the next load (createI18n retries on the next switch).
      later = undefined;
      throw error;
    },
  );
  return later;
}

const bundlePath = (path: string) => path.replace(/^(\.\.\/)+/, '');

/** The dictionaries built into the app, by bundle path. */
export function bundledLocaleFiles(): LocaleFiles {
  const out: LocaleFiles = {};
  const codes = new Set<string>();
  for (const [path, load] of Object.entries(firstFiles)) {
    out[bundlePath(path)] = load;
    codes.add(bundlePath(path).split('/')[1]!);
  }
  for (const code of codes)
    for (const area of LATER_AREAS) {
      const path = `locales/${code}/${area}.json`;
      out[path] = async () => {
        const load = (await laterFiles())[path];
        if (!load) throw new Error(`No dictionary file ${path} in the app`);
        return load();
      };
    }
  return out;
}
