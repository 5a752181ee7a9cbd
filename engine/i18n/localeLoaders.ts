/** Bundle path of a dictionary file (locales/<code>/<area>.json) -> its loader. */
export type LocaleFiles = Record<string, () => Promise<unknown>>;

// Every dictionary file of every locale, each its own lazy chunk: the app downloads only the
// locales it shows (the active one and the fallback), never all thirteen, and staff texts
// (staff.json) only when a staff screen opens. server.json holds the server's envelope messages
// (msg arrives already translated), so it stays out of the app.
const files = import.meta.glob<unknown>(['../../locales/*/*.json', '!../../locales/*/server.json'], { import: 'default' });

/** The dictionaries built into the app, by bundle path. */
export function bundledLocaleFiles(): LocaleFiles {
  const out: LocaleFiles = {};
  for (const [path, load] of Object.entries(files)) out[path.replace(/^(\.\.\/)+/, '')] = load;
  return out;
}
