import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
  css?: string[];
}

/**
 * Gzip bytes of the JavaScript a first visit to one screen downloads: the entry chunk and its
 * static imports, plus the lazy chunks the screen needs at once (named by source path) with theirs.
 */
export function screenJsGzip(distDir: string, screenSources: string[]): { bytes: number; files: string[]; dictionaryBytes: number } {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const src of screenSources) {
    const key = Object.keys(manifest).find((k) => k === src || k.endsWith(`/${src}`));
    if (!key) throw new Error(`no chunk for ${src} in the build manifest`);
    visit(key);
  }
  const gzip = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length;
  const keys = [...seen].filter((k) => manifest[k]!.file.endsWith('.js'));
  const files = keys.map((k) => manifest[k]!.file);
  const bytes = files.reduce((sum, f) => sum + gzip(f), 0);
  // The dictionaries' share: text that grows with every screen, apart from the code.
  const dictionaryBytes = keys.filter((k) => /(^|\/)locales\//.test(k)).reduce((sum, k) => sum + gzip(manifest[k]!.file), 0);
  return { bytes, files, dictionaryBytes };
}
