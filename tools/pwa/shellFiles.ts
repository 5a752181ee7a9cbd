/**
 * The files the built index.html loads before the app runs (its entry script, the chunks it
 * preloads, its stylesheets, icons and manifest), as paths relative to the build: the "shell" the
 * service worker precaches. The screens' lazy chunks stay out, so an install downloads the
 * first paint's files, not the whole app (the studio, the charts...).
 */
export function shellFiles(indexHtml: string): Set<string> {
  const files = new Set<string>(['index.html']);
  for (const tag of indexHtml.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    // Only the site's own files: never another origin.
    if (url && url.startsWith('/') && !url.startsWith('//')) files.add(url.slice(1));
  }
  return files;
}

/**
 * The chunks of the engine dictionaries (locales/<code>/engine.json), from the build's Vite
 * manifest: the offline screen's texts (engine/pwa/startOffline.ts) must load with no network.
 */
export function engineDictionaryChunks(viteManifest: Record<string, { file: string }>): string[] {
  return Object.entries(viteManifest)
    .filter(([source]) => /(^|\/)locales\/[^/]+\/engine\.json$/.test(source))
    .map(([, chunk]) => chunk.file);
}
