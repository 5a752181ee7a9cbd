// npm run screens:migrate [-- <bundle-root>] [--check]
// Brings every file under <bundle-root>/screens (default: the repository) to the current DSL
// version and to the one JSON layout (core/json/formatJson), and rewrites the ones that changed.
// --check only reports, and exits 1 when a file is behind or not formatted (npm run validate runs
// it, so screens/ stays formatted).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatJson } from '@core/json/formatJson';
import { parseBundlePath } from '@core/dsl/bundlePaths';
import { migrateDoc } from '@core/dsl/migrateDoc';
import type { DocKind, JsonObject } from '@core/dsl/types';
import { DSL_VERSION } from '@core/dsl/version';

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
  let unformatted = 0;
  for (const rel of screenFiles(root)) {
    const parsed = parseBundlePath(rel);
    if (!parsed || parsed.kind === 'locale') continue;
    const abs = path.join(root, rel);
    const text = fs.readFileSync(abs, 'utf8');
    const doc = JSON.parse(text) as JsonObject;
    // A fixture test is not DSL: it is only formatted.
    const {
      doc: next,
      from,
      applied,
    } = parsed.kind === 'test' ? { doc, from: DSL_VERSION, applied: [] } : migrateDoc(parsed.kind as DocKind, doc);
    const formatted = formatJson(next);
    if (formatted === text) continue;
    if (applied.length > 0) {
      behind += 1;
      console.log(`${rel}: ${from} -> ${DSL_VERSION} (${applied.join(', ')})`);
    } else {
      unformatted += 1;
      console.log(`${rel}: ${check ? 'not formatted' : 'formatted'}`);
    }
    if (!check) fs.writeFileSync(abs, formatted);
  }
  if (behind + unformatted === 0) console.log(`screens:migrate: every file is at DSL ${DSL_VERSION} and formatted`);
  else {
    console.log(
      `screens:migrate: ${behind} file(s) ${check ? 'behind' : 'migrated'} to DSL ${DSL_VERSION}, ${unformatted} ${check ? 'not formatted' : 'formatted'}`,
    );
    if (check) console.log('screens:migrate: run `npm run screens:migrate` to rewrite them');
  }
  return check && behind + unformatted > 0 ? 1 : 0;
}

process.exitCode = main();
