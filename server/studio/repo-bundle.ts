import fs from 'node:fs';
import path from 'node:path';
import { parseBundlePath } from '@core/dsl/bundlePaths';

// The repository's bundle as the server finds it on disk: the same files Vite builds into the app.
// They are the seed of an empty database and the "built-in" screens the published bundle is
// compared with, so members download only the files the studio changed.

function jsonFiles(root: string, rel: string): string[] {
  const dir = path.join(root, rel);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(root, `${rel}/${e.name}`) : e.name.endsWith('.json') ? [`${rel}/${e.name}`] : []));
}

/** path -> text of every bundle file under root (screens/ and locales/); other files are ignored. */
export function readRepoBundle(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of [...jsonFiles(root, 'screens'), ...jsonFiles(root, 'locales')].sort()) {
    if (parseBundlePath(rel)) out.set(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
  }
  return out;
}
