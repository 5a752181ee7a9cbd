import type { Queryable } from '../db/types';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { textsOf } from './blobs';
import { approvalReasons } from './approval';
import type { GateResult } from './gate';
import { bundleOf, gateOf, localeIndexOf } from './gate-memo';
import { staleTexts, type ReviewedText, type StaleText } from './stale-texts';
import { headVersion, versionFiles, type FileMap } from './versions';

export type DraftStatus = 'editing' | 'pending' | 'approved' | 'published' | 'discarded';

export interface DraftRow {
  id: string;
  message: string;
  base_version: number;
  files: Record<string, string | null>;
  status: DraftStatus;
  author_id: string;
  author: string;
  approved_by: string | null;
  approver: string | null;
  approved_at: Date | null;
  approved_files: Record<string, string | null> | null;
  published_as: number | null;
  check_errors: GateResult['errors'] | null;
  reviewed_texts: ReviewedText[];
  checked_at: Date | null;
  updated_at: Date;
  /** Counts the saves of the change's edits: a save or publish names the one it was based on. */
  revision: number;
  saved_by: string | null;
  saved_at: Date | null;
}

export async function loadDraft(q: Queryable, id: number | string, lock = false): Promise<DraftRow> {
  const { rows } = await q.query<DraftRow>(
    `SELECT d.id::text AS id, d.message, d.base_version, d.files, d.status, d.author_id::text AS author_id, a.name AS author,
            d.approved_by::text AS approved_by, b.name AS approver, d.approved_at, d.approved_files, d.published_as,
            d.check_errors, d.reviewed_texts, d.checked_at, d.updated_at, d.revision, c.name AS saved_by, d.saved_at
       FROM bundle_drafts d JOIN staff a ON a.id = d.author_id LEFT JOIN staff b ON b.id = d.approved_by
            LEFT JOIN staff c ON c.id = d.saved_by
      WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [String(id)],
  );
  const row = rows[0];
  if (!row) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  return row;
}

export const isOpen = (d: DraftRow): boolean => d.status === 'editing' || d.status === 'pending' || d.status === 'approved';

export function sameEdits(a: Record<string, string | null> | null, b: Record<string, string | null>): boolean {
  if (!a) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && a[k] === b[k]);
}

/** The published bundle with the draft's edits on top (null removes a file). */
export function compose(head: FileMap, edits: Record<string, string | null>): FileMap {
  const out = { ...head };
  for (const [path, hash] of Object.entries(edits)) {
    if (hash === null) delete out[path];
    else out[path] = hash;
  }
  return out;
}

export interface DraftBundle {
  head: number;
  headFiles: FileMap;
  files: FileMap;
  /** Files the draft edits that a version published since it began also changed. */
  conflicts: string[];
}

export async function draftBundle(q: Queryable, draft: DraftRow): Promise<DraftBundle> {
  const head = (await headVersion(q)) ?? draft.base_version;
  const headFiles = (await versionFiles(q, head)) ?? {};
  const baseFiles = head === draft.base_version ? headFiles : ((await versionFiles(q, draft.base_version)) ?? {});
  const conflicts = Object.keys(draft.files).filter((p) => baseFiles[p] !== headFiles[p]);
  return { head, headFiles, files: compose(headFiles, draft.files), conflicts };
}

export interface DraftCheck extends DraftBundle {
  texts: Map<string, string>;
  gate: GateResult;
  reasons: string[];
  /** Other languages of keys the change rewrote, still saying the published text (a warning, not an error). */
  stale: StaleText[];
}

/** The publish gate on the bundle as the draft would leave it, and why it needs a second person. */
export async function checkDraft(q: Queryable, services: Services, draft: DraftRow): Promise<DraftCheck> {
  const state = await draftBundle(q, draft);
  const texts = await textsOf(q, state.files);
  const gate = gateOf(state.files, texts, services.studio.gate);
  const headTexts = await textsOf(q, state.headFiles);
  const reasons = approvalReasons(
    Object.keys(draft.files),
    { files: headTexts, bundle: bundleOf(state.headFiles, headTexts) },
    { files: texts, bundle: gate.bundle },
    services.studio.gate.catalogue,
  );
  const stale = staleTexts(localeIndexOf(state.headFiles, headTexts), localeIndexOf(state.files, texts), draft.reviewed_texts);
  return { ...state, texts, gate, reasons, stale };
}

/** Only the author changes a draft, and only while it is open; any edit withdraws an approval. */
export function assertEditable(draft: DraftRow, staffId: string): void {
  if (!isOpen(draft))
    throw new AppError(Codes.CONFLICT, draft.status === 'published' ? 'server.studio.closedPublished' : 'server.studio.closedDiscarded');
  if (draft.author_id !== staffId) throw new AppError(Codes.FORBIDDEN, 'server.studio.notAuthor');
}

/**
 * A save names the revision it was based on: one made on an older revision (another tab, another
 * device, a save that raced it) is refused, saying who saved since and when. Called with the draft
 * locked, so of two saves from one base exactly one passes.
 */
export function assertRevision(draft: DraftRow, baseRevision: number): void {
  if (draft.revision === baseRevision) return;
  throw new AppError(Codes.CONFLICT, 'server.studio.staleSave', {
    name: draft.saved_by ?? draft.author,
    time: minuteUtc(draft.saved_at ?? draft.updated_at),
    revision: draft.revision,
  });
}

export const minuteUtc = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The change's edits as a revision left them (revision 0: as it began); undefined for one not kept. */
export async function revisionFiles(q: Queryable, draftId: string, revision: number): Promise<Record<string, string | null> | undefined> {
  const { rows } = await q.query<{ files: Record<string, string | null> }>(
    'SELECT files FROM bundle_draft_revisions WHERE draft_id = $1 AND revision = $2',
    [draftId, revision],
  );
  return rows[0]?.files;
}

/** Keeps a revision's edits (the change's first, or each save's). */
export async function keepRevision(
  q: Queryable,
  r: { draftId: string; revision: number; files: Record<string, string | null>; baseVersion: number; staffId: string; now: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO bundle_draft_revisions (draft_id, revision, files, base_version, staff_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [r.draftId, r.revision, JSON.stringify(r.files), r.baseVersion, r.staffId, r.now],
  );
}

export async function saveEdits(
  q: Queryable,
  draft: DraftRow,
  files: Record<string, string | null>,
  now: Date,
  staffId: string,
  opts: { baseVersion?: number; keepApproval?: boolean } = {},
): Promise<number> {
  const revision = draft.revision + 1;
  const baseVersion = opts.baseVersion ?? draft.base_version;
  if (opts.keepApproval) {
    await q.query(
      `UPDATE bundle_drafts SET files = $2, base_version = $3, revision = $4, saved_by = $5, saved_at = $6, check_errors = NULL,
              checked_at = NULL, updated_at = $6 WHERE id = $1`,
      [draft.id, JSON.stringify(files), baseVersion, revision, staffId, now],
    );
  } else {
    // Editing puts the change back to editing: an approval or a pending request was for other text.
    await q.query(
      `UPDATE bundle_drafts SET files = $2, base_version = $3, revision = $4, saved_by = $5, saved_at = $6, status = 'editing',
              approved_by = NULL, approved_at = NULL, approved_files = NULL, check_errors = NULL, checked_at = NULL, updated_at = $6
        WHERE id = $1`,
      [draft.id, JSON.stringify(files), baseVersion, revision, staffId, now],
    );
  }
  await keepRevision(q, { draftId: draft.id, revision, files, baseVersion, staffId, now });
  return revision;
}
