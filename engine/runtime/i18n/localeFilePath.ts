/** "locales/zh-Hant/engine.json" -> { code: "zh-Hant", area: "engine" }; undefined for anything else. */
export function localeFilePath(path: string): { code: string; area: string } | undefined {
  const m = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return m ? { code: m[1]!, area: m[2]! } : undefined;
}
