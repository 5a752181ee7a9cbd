import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/open';
import { migrate } from '@server/db/migrate';
import { readRepoBundle } from '@server/studio/repo-bundle';
import { exportVersion } from '@server/studio/transfer';
import { formatJson } from '@core/json/formatJson';
import { parseBundlePath } from '@core/dsl/bundlePaths';
import { argValue } from './args';

/**
 * A stored screen file as the repository keeps it (core/json/formatJson, which npm run validate
 * checks): the studio's text editor saves whatever layout was typed, and a review should see only
 * what changed. Locale files are written as stored (the studio writes them one key per line, as the
 * repository does); text that is not JSON (the gate refuses it anyway) too.
 */
function inRepoLayout(rel: string, text: string): string {
  if (parseBundlePath(rel)?.kind === 'locale') return text;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return text;
  }
  return formatJson(doc);
}

/**
 * `npm run screens:export [-- --version N] [--out <dir>]`: writes a version of the screen bundle
 * (default: the published one) into the screens/ and locales/ layout under <dir> (default: this
 * repository), so studio changes can be reviewed and committed. Bundle files the version does not
 * have are removed; other files are left alone. Uses DATABASE_URL or the PGlite directory in
 * DATA_DIR (stop the server first on PGlite: the embedded database has one process at a time).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const out = path.resolve(argValue(args, '--out') ?? '.');
  const wanted = argValue(args, '--version');
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const { version, dslVersion, files } = await exportVersion(db, wanted === undefined ? undefined : Number(wanted));
    const before = readRepoBundle(out);
    let written = 0;
    for (const { path: rel, text: stored } of files) {
      const text = inRepoLayout(rel, stored);
      if (before.get(rel) === text) continue;
      fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
      fs.writeFileSync(path.join(out, rel), text);
      written += 1;
      console.log(`  write  ${rel}`);
    }
    const keep = new Set(files.map((f) => f.path));
    let removed = 0;
    for (const rel of before.keys()) {
      if (keep.has(rel)) continue;
      fs.rmSync(path.join(out, rel));
      removed += 1;
      console.log(`  remove ${rel}`);
    }
    console.log(
      `screens:export: v${version} (DSL ${dslVersion}) -> ${out}: ${written} written, ${removed} removed, ${files.length - written} unchanged`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
