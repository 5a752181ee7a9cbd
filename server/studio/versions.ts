import type { Queryable } from '../db/types';
import { DSL_VERSION } from '@core/dsl/version';
import { textsOf } from './blobs';
import { diffBundles, type Change } from './diff-json';

export type FileMap = Record<string, string>;

export const BUNDLE_CHANNEL = 'meridian_bundle';
/** How many changes a version or a change's page lists at most. */
export const MAX_CHANGES = 500;

export interface NewVersion {
  kind: 'seed' | 'deploy' | 'migrate' | 'publish' | 'rollback';
  files: FileMap;
  repoFiles?: FileMap;
  message: string;
  authorId?: string;
  approverId?: string;
  draftId?: string;
  rollbackOf?: number;
  now: Date;
}

/** The published version; with lock, held until the transaction ends (publishes take turns). */
export async function headVersion(q: Queryable, lock = false): Promise<number | undefined> {
  const { rows } = await q.query<{ version: number }>(`SELECT version FROM bundle_head WHERE id = 1${lock ? ' FOR UPDATE' : ''}`);
  return rows[0]?.version;
}

export async function versionFiles(q: Queryable, version: number): Promise<FileMap | undefined> {
  const { rows } = await q.query<{ files: FileMap }>('SELECT files FROM bundle_versions WHERE version = $1', [version]);
  return rows[0]?.files;
}

/**
 * What a set of edits (path -> new hash, null for a removed file) changes in a bundle, as JSON
 * pointers with before and after: a version's diff, and a change's before it is approved.
 */
export async function diffFiles(q: Queryable, before: FileMap, edits: Record<string, string | null>): Promise<Change[]> {
  const paths = Object.keys(edits);
  const oldTexts = await textsOf(q, Object.fromEntries(paths.filter((p) => p in before).map((p) => [p, before[p]!])));
  const newTexts = await textsOf(q, edits);
  return diffBundles(oldTexts, newTexts);
}

/**
 * Writes the next version and makes it the published one, in the caller's transaction, with its
 * diff against the version before. NOTIFY reaches every instance's realtime sockets when the
 * transaction commits, and not at all if it rolls back.
 */
export async function writeVersion(q: Queryable, v: NewVersion): Promise<number> {
  const head = await headVersion(q, true);
  const before = head === undefined ? {} : ((await versionFiles(q, head)) ?? {});
  const changed: FileMap = {};
  const gone: FileMap = {};
  for (const [path, hash] of Object.entries(v.files)) if (before[path] !== hash) changed[path] = hash;
  for (const [path, hash] of Object.entries(before)) if (!(path in v.files)) gone[path] = hash;
  const changes = await diffFiles(q, before, { ...changed, ...Object.fromEntries(Object.keys(gone).map((p) => [p, null])) });
  const version = (head ?? 0) + 1;
  await q.query(
    `INSERT INTO bundle_versions (version, kind, dsl_version, files, repo_files, message, author_id, approver_id, draft_id, rollback_of, changes, changes_truncated, changed_files, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      version,
      v.kind,
      DSL_VERSION,
      JSON.stringify(v.files),
      v.repoFiles ? JSON.stringify(v.repoFiles) : null,
      v.message,
      v.authorId ?? null,
      v.approverId ?? null,
      v.draftId ?? null,
      v.rollbackOf ?? null,
      JSON.stringify(changes.slice(0, MAX_CHANGES)),
      changes.length > MAX_CHANGES,
      Object.keys(changed).length + Object.keys(gone).length,
      v.now,
    ],
  );
  if (head === undefined) await q.query('INSERT INTO bundle_head (id, version) VALUES (1, $1)', [version]);
  else await q.query('UPDATE bundle_head SET version = $1 WHERE id = 1', [version]);
  await q.query('UPDATE bundle_blobs SET published = true WHERE hash = ANY($1::text[]) AND NOT published', [Object.values(v.files)]);
  await q.query(`SELECT pg_notify('${BUNDLE_CHANNEL}', $1)`, [String(version)]);
  return version;
}
