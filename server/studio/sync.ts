import type { Queryable } from '../db/types';
import type { GateContext } from './gate';
import { runGate } from './gate';
import { putBlobs, textsOf } from './blobs';
import { headVersion, versionFiles, writeVersion, type FileMap } from './versions';
import { DSL_VERSION } from '@core/dsl/version';

export interface SyncResult {
  version: number;
  /** What this start wrote, if anything. */
  wrote?: 'seed' | 'deploy' | 'migrate';
  /** Studio edits a deploy could not keep (the merge did not pass the gate). */
  dropped?: string[];
}

// Several instances may start at once: one does the sync, the others wait and find it done.
const SYNC_LOCK = 7_007_001;

function sameFiles(a: FileMap, b: FileMap): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/**
 * At start: an empty database takes the repository's screens as version 1. Later starts compare
 * the repository with the one the last seed or deploy saw; when a deploy changed files, a new
 * version takes the repository's side for those files and keeps the studio's edits of the rest
 * (a three-way merge by file). If that merge does not pass the gate, the repository wins whole and
 * the version's message names the studio edits that were dropped. A bundle in an older DSL is
 * migrated as a version of its own.
 */
export async function syncRepoBundle(q: Queryable, repo: Map<string, string>, gate: GateContext, now: Date): Promise<SyncResult> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [SYNC_LOCK]);
  const repoFiles = await putBlobs(q, repo, now);
  const head = await headVersion(q, true);
  if (head === undefined) {
    const version = await writeVersion(q, { kind: 'seed', files: repoFiles, repoFiles, message: 'The repository screens (seed)', now });
    return { version, wrote: 'seed' };
  }
  const { rows } = await q.query<{ repo_files: FileMap }>(
    'SELECT repo_files FROM bundle_versions WHERE repo_files IS NOT NULL ORDER BY version DESC LIMIT 1',
  );
  const lastRepo = rows[0]?.repo_files ?? {};
  const published = (await versionFiles(q, head)) ?? {};
  if (!sameFiles(lastRepo, repoFiles)) {
    const merged: FileMap = { ...published };
    for (const path of new Set([...Object.keys(lastRepo), ...Object.keys(repoFiles)])) {
      if (lastRepo[path] === repoFiles[path]) continue;
      if (repoFiles[path] === undefined) delete merged[path];
      else merged[path] = repoFiles[path]!;
    }
    const texts = await textsOf(q, merged);
    const result = runGate(texts, gate);
    const studioEdits = Object.keys(published).filter((p) => published[p] !== lastRepo[p]);
    if (result.errors.length === 0) {
      const files = { ...merged, ...(await putBlobs(q, result.migrated, now)) };
      const version = await writeVersion(q, {
        kind: 'deploy',
        files,
        repoFiles,
        message: 'Repository screens changed: their files updated, studio edits of other files kept',
        now,
      });
      return { version, wrote: 'deploy' };
    }
    const dropped = studioEdits.filter((p) => merged[p] !== repoFiles[p]);
    const message = `Repository screens changed; studio edits dropped because the merge failed the gate: ${dropped.join(', ') || 'none'}`;
    const version = await writeVersion(q, { kind: 'deploy', files: repoFiles, repoFiles, message, now });
    return { version, wrote: 'deploy', dropped };
  }
  const { rows: dsl } = await q.query<{ dsl_version: number }>('SELECT dsl_version FROM bundle_versions WHERE version = $1', [head]);
  if ((dsl[0]?.dsl_version ?? DSL_VERSION) < DSL_VERSION) {
    const result = runGate(await textsOf(q, published), gate);
    const files = { ...published, ...(await putBlobs(q, result.migrated, now)) };
    const version = await writeVersion(q, { kind: 'migrate', files, message: `Migrated to DSL ${DSL_VERSION}`, now });
    return { version, wrote: 'migrate' };
  }
  return { version: head };
}
