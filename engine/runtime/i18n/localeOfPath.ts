/** The locale code of a dictionary file path: "../../locales/zh-Hant/engine.json" -> "zh-Hant". */
export function localeOfPath(path: string): string | undefined {
  return /(?:^|\/)locales\/([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
}
