// npm run screens:migrate [-- <bundle-root>] [--check]
// Brings every file under <bundle-root>/screens (default: the repository) to the current DSL
// version and rewrites the ones that changed, two-space JSON as the repository keeps it. --check
// only reports, and exits 1 when a file is behind.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBundlePath } from '../../core/dsl/bundlePaths';
import { migrateDoc } from '../../core/dsl/migrateDoc';
import type { DocKind, JsonObject } from '../../core/dsl/types';
import { DSL_VERSION } from '../../core/dsl/version';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function screenFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.json')) out.push(child);
    }
  };
  if (fs.existsSync(path.join(root, 'screens'))) walk('screens');
  return out.sort();
}

function main(): number {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const root = path.resolve(args.find((a) => !a.startsWith('-')) ?? REPO);
  let behind = 0;
  for (const rel of screenFiles(root)) {
    const parsed = parseBundlePath(rel);
    if (!parsed || parsed.kind === 'locale') continue;
    const abs = path.join(root, rel);
    const doc = JSON.parse(fs.readFileSync(abs, 'utf8')) as JsonObject;
    const { doc: next, from, applied } = migrateDoc(parsed.kind as DocKind, doc);
    if (applied.length === 0) continue;
    behind += 1;
    console.log(`${rel}: ${from} -> ${DSL_VERSION} (${applied.join(', ')})`);
    if (!check) fs.writeFileSync(abs, `${JSON.stringify(next, null, 2)}\n`);
  }
  if (behind === 0) console.log(`screens:migrate: every file is at DSL ${DSL_VERSION}`);
  else console.log(`screens:migrate: ${behind} file(s) ${check ? 'behind' : 'migrated'} to DSL ${DSL_VERSION}`);
  return check && behind > 0 ? 1 : 0;
}

process.exitCode = main();
