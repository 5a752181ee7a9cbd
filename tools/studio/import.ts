import path from 'node:path';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/open';
import { migrate } from '@server/db/migrate';
import { argValue } from './args';
import { importFromRepo } from './importFromRepo';

/**
 * `npm run screens:import -- --author <staff email> [--from <dir>] [--message "..."]`: starts a
 * studio change from the screens/ and locales/ layout under <dir> (default: this repository). The
 * files that differ from the published bundle become the change's edits; it is then checked,
 * previewed, approved where money moves, and published in the studio like any other change.
 * Stop the server first on PGlite.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const author = argValue(args, '--author');
  if (!author) {
    console.error('screens:import: --author <staff email> is required (a screen editor; the change is theirs)');
    return 2;
  }
  const from = path.resolve(argValue(args, '--from') ?? '.');
  const message = argValue(args, '--message') ?? `Imported from ${from}`;
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const done = await importFromRepo(db, { author, from, message, now: new Date() });
    if (!done.ok) {
      for (const problem of done.problems) console.error(`screens:import: ${problem}`);
      return 1;
    }
    for (const p of done.changed) console.log(`  edit   ${p}`);
    console.log(
      `screens:import: change ${done.id} with ${done.changed.length} edited file(s); check, preview and publish it at /ops/studio/draft?id=${done.id}`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
