import path from 'node:path';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/open';
import { migrate } from '@server/db/migrate';
import { mayAct, parseRoles } from '@server/staff/roles';
import { parseFile } from '@server/studio/parse-file';
import { readRepoBundle } from '@server/studio/repo-bundle';
import { importDraft } from '@server/studio/transfer';
import { argValue } from './args';

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
  const files = [...readRepoBundle(from)].map(([p, text]) => ({ path: p, text }));
  const broken = files.map((f) => ({ f, parsed: parseFile(f.text) })).filter((x) => !x.parsed.ok);
  for (const { f, parsed } of broken)
    if (!parsed.ok) console.error(`${f.path}:${parsed.line}:${parsed.column}: not JSON: ${parsed.message}`);
  if (broken.length > 0) return 1;
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const { rows } = await db.query<{ id: string; roles: string }>(
      'SELECT id::text AS id, roles FROM staff WHERE email = $1 AND disabled_at IS NULL',
      [author.toLowerCase()],
    );
    const staff = rows[0];
    if (!staff || !mayAct(parseRoles(staff.roles), ['screen_editor'])) {
      console.error(`screens:import: ${author} is not an active staff member with the screen_editor role`);
      return 1;
    }
    const draft = await db.tx((q) => importDraft(q, { staffId: staff.id, message, files, now: new Date() }));
    for (const p of draft.changed) console.log(`  edit   ${p}`);
    console.log(
      `screens:import: change ${draft.id} with ${draft.changed.length} edited file(s); check, preview and publish it at /ops/studio/draft?id=${draft.id}`,
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
