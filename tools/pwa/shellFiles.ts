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

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The build's key of the offline screen's module (engine/pwa/startOffline.ts, relative to engine/). */
export const OFFLINE_MODULE = 'pwa/startOffline.ts';

/**
 * What the offline screen needs with no network, from the build's Vite manifest: its own chunk
 * with the chunks it imports (main.tsx loads it only when offline, so it stays out of every
 * visitor's first download), and the engine dictionaries (locales/<code>/engine.json) it reads
 * its texts from.
 */
export function offlineChunks(viteManifest: ViteManifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!viteManifest[OFFLINE_MODULE]) throw new Error(`the build has no chunk for ${OFFLINE_MODULE}`);
  visit(OFFLINE_MODULE);
  for (const [source, chunk] of Object.entries(viteManifest)) if (/(^|\/)locales\/[^/]+\/engine\.json$/.test(source)) files.add(chunk.file);
  return [...files];
}
