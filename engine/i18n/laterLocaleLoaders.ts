// The loaders of the dictionary areas the first render does not need (localeLoaders.ts): a chunk
// of its own, fetched when the first of them is.
const files = import.meta.glob<unknown>(
  ['../../locales/*/*.json', '!../../locales/*/server.json', '!../../locales/*/engine.json', '!../../locales/*/screens.json'],
  { import: 'default' },
);

export const laterLocaleFiles: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [path.replace(/^(\.\.\/)+/, ''), load]),
);
