// `npm start` builds the app only when dist/ is older than its sources. `npm run build` ends by
// recording a hash of every input of the build in dist/; `tsx tools/build/stamp.ts check` exits 0
// when the inputs still hash the same (nothing to build), 1 otherwise; `write` records the hash.
// Contents are hashed, not times: a checkout or a copy touches times without changing anything.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads: the app and the pure code it imports (core/), its screens, texts and schemas, the generators, the build config and the dependencies. */
export const BUILD_INPUTS = ['core', 'engine', 'screens', 'locales', 'schemas', 'tools/gen', 'vite.config.ts', 'package-lock.json'];
export const STAMP_FILE = path.join('.vite', 'inputs.sha256');

function listFiles(abs: string): string[] {
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [abs];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** sha256 over every input file's path (relative, with /) and contents, in a fixed order. */
export function inputsHash(root: string, inputs: string[] = BUILD_INPUTS): string {
  const files = inputs
    .flatMap((input) => listFiles(path.join(root, input)))
    .map((abs) => ({ abs, rel: path.relative(root, abs).split(path.sep).join('/') }))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const hash = crypto.createHash('sha256');
  for (const { abs, rel } of files) {
    hash.update(`${rel}\0${fs.statSync(abs).size}\0`);
    hash.update(fs.readFileSync(abs));
  }
  return hash.digest('hex');
}

export function writeStamp(root: string, dist: string, inputs?: string[]): void {
  const file = path.join(dist, STAMP_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${inputsHash(root, inputs)}\n`);
}

/** True when dist/ holds a build (index.html) made from exactly the inputs there are now. */
export function isUpToDate(root: string, dist: string, inputs?: string[]): boolean {
  const file = path.join(dist, STAMP_FILE);
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(file)) return false;
  return fs.readFileSync(file, 'utf8').trim() === inputsHash(root, inputs);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dist = path.join(root, 'dist');
  if (process.argv[2] === 'write') {
    writeStamp(root, dist);
  } else if (process.argv[2] === 'check') {
    const fresh = isUpToDate(root, dist);
    console.log(fresh ? 'dist/ is up to date with its sources: no build' : 'dist/ is missing or older than its sources: building');
    process.exit(fresh ? 0 : 1);
  } else {
    console.error('usage: tsx tools/build/stamp.ts write|check');
    process.exit(2);
  }
}
