// npm run gen         regenerate everything under core/generated/, engine/generated/ and server/generated/
// npm run gen:check   regenerate in memory; exit 1 listing every file that is stale, missing or
//                     no longer produced (CI runs this, so nobody ships hand-edited output)
//
// Sources -> outputs:
//   schemas/api/<group>.json (core/catalogue/buildCatalogue.ts) -> core/generated/api.ts (ApiMap, EndpointId, ...)
//   schemas/dsl/*.schema.json                          -> core/generated/dsl.ts   (AppManifest, Screen, ...)
//   schemas/dsl/widgets.json                           -> engine/generated/widgetProps.ts (StackProps, widgetEnums, ...)
//   locales/en/server.json                             -> server/generated/messageKeys.ts (MessageKey, MessageArgsMap)
//   screens/forms/<id>.json                            -> engine/generated/forms/   (precompiled validators)
//   schemas/api + server/handlers.ts (handler files)   -> docs/endpoints.md         (the endpoint index)
// Every generator is a pure function returning files in memory; this file alone reads and writes
// the tree. Output is deterministic (sorted, no dates), so --check compares text.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFile } from '@core/codegen/generatedFile';
import { generateAll } from './all';
import { byCodeUnit } from './sort';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function listGenerated(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function differences(files: GeneratedFile[], ownedDirs: string[]): string[] {
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const problems: string[] = [];
  for (const [file, content] of wanted) {
    const abs = path.join(ROOT, file);
    if (!fs.existsSync(abs)) problems.push(`missing  ${file}`);
    else if (fs.readFileSync(abs, 'utf8') !== content) problems.push(`stale    ${file}`);
  }
  for (const dir of ownedDirs) {
    for (const file of listGenerated(dir)) {
      if (!wanted.has(file)) problems.push(`orphan   ${file}`);
    }
  }
  return problems.sort((a, b) => byCodeUnit(a.slice(9), b.slice(9)));
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { files, ownedDirs } = await generateAll(ROOT);
  const problems = differences(files, ownedDirs);

  if (check) {
    if (problems.length > 0) {
      console.error(`generated files are out of date (run npm run gen):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`gen:check: ${files.length} generated files up to date`);
    return;
  }

  for (const problem of problems) {
    const [kind, file = ''] = problem.split(/\s+/);
    const abs = path.join(ROOT, file);
    if (kind === 'orphan') fs.rmSync(abs);
    else {
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, files.find((f) => f.path === file)?.content ?? '');
    }
  }
  console.log(`gen: ${files.length} files, ${problems.length} written or removed${problems.length ? `:\n  ${problems.join('\n  ')}` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
