import type { Db } from '@server/db/types';
import { findStaffByEmail } from '@server/staff/accounts';
import { mayAct, parseRoles } from '@server/staff/roles';
import { parseFile } from '@server/studio/parse-file';
import { readRepoBundle } from '@server/studio/repo-bundle';
import { importDraft } from '@server/studio/transfer';

export type RepoImport = { ok: true; id: string; changed: string[] } | { ok: false; problems: string[] };

/**
 * The repository's screens/ and locales/ layout under `from` as a studio change by `author` (a
 * screen editor): the files that differ from the published bundle become its edits, which the
 * studio shows as before -> after and checks, previews, approves and publishes like any change.
 * `npm run screens:import` runs it; the e2e runs it beside a running server.
 */
export async function importFromRepo(db: Db, opts: { author: string; from: string; message: string; now: Date }): Promise<RepoImport> {
  const files = [...readRepoBundle(opts.from)].map(([p, text]) => ({ path: p, text }));
  const problems: string[] = [];
  for (const f of files) {
    const parsed = parseFile(f.text);
    if (!parsed.ok) problems.push(`${f.path}:${parsed.line}:${parsed.column}: not JSON: ${parsed.message}`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const staff = await findStaffByEmail({ db }, opts.author);
  if (!staff || staff.disabled_at || !mayAct(parseRoles(staff.roles), ['screen_editor']))
    return { ok: false, problems: [`${opts.author} is not an active staff member with the screen_editor role`] };
  const draft = await db.tx((q) => importDraft(q, { staffId: staff.id, message: opts.message, files, now: opts.now }));
  return { ok: true, id: String(draft.id), changed: draft.changed };
}
