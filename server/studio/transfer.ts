import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { putBlob, textsOf } from './blobs';
import { headVersion, versionFiles } from './versions';
import { keepRevision } from './drafts';

/** A version's bundle as files in the repository layout (default: the published one). */
export async function exportVersion(
  q: Queryable,
  version?: number,
): Promise<{ version: number; dslVersion: number; files: { path: string; text: string }[] }> {
  const chosen = version ?? (await headVersion(q));
  const files = chosen === undefined ? undefined : await versionFiles(q, chosen);
  if (!files || chosen === undefined) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  const texts = await textsOf(q, files);
  const { rows } = await q.query<{ dsl_version: number }>('SELECT dsl_version FROM bundle_versions WHERE version = $1', [chosen]);
  return {
    version: chosen,
    dslVersion: rows[0]?.dsl_version ?? 1,
    files: [...texts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, text]) => ({ path, text })),
  };
}

/** Whether two JSON texts hold the same document, whatever their layout. */
function sameJson(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}

/**
 * A new change from files in the repository layout: those that differ from the published bundle
 * become its edits (paths and JSON already checked by the caller). Files left out are not removed.
 * A file that differs only in layout is no edit: screens:export writes the one JSON layout
 * (core/json/formatJson) whatever layout the studio's text editor saved.
 */
export async function importDraft(
  q: Queryable,
  input: { staffId: string; message: string; files: { path: string; text: string }[]; now: Date },
): Promise<{ id: string; changed: string[] }> {
  const base = await headVersion(q);
  if (base === undefined) throw new AppError(Codes.CONFLICT, 'server.studio.noBundle');
  const head = (await versionFiles(q, base)) ?? {};
  const headTexts = await textsOf(q, head);
  const files: Record<string, string> = {};
  for (const f of input.files) {
    const hash = await putBlob(q, f.text, input.now);
    if (head[f.path] !== hash && !sameJson(headTexts.get(f.path), f.text)) files[f.path] = hash;
  }
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO bundle_drafts (message, base_version, files, status, author_id, created_at, updated_at) VALUES ($1, $2, $3, 'editing', $4, $5, $5) RETURNING id::text AS id`,
    [input.message.trim(), base, JSON.stringify(files), input.staffId, input.now],
  );
  const id = rows[0]!.id;
  await keepRevision(q, { draftId: id, revision: 0, files, baseVersion: base, staffId: input.staffId, now: input.now });
  await writeAudit(q, {
    staffId: input.staffId,
    action: 'studio.import',
    subjectType: 'bundle_draft',
    subjectId: id,
    before: null,
    after: { message: input.message.trim(), files: Object.keys(files) },
    at: input.now,
  });
  return { id, changed: Object.keys(files) };
}
