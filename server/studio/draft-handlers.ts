import type { HandlerMap, Services } from '../services';
import type { StaffCaller } from '../staff/caller';
import { AppError, Codes } from '../errors';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { writeAudit } from '../audit/audit';
import { parseBundlePath } from '@core/dsl/bundlePaths';
import { putBlobs } from './blobs';
import {
  assertEditable,
  assertRevision,
  checkDraft,
  compose,
  draftBundle,
  isOpen,
  keepRevision,
  loadDraft,
  minuteUtc,
  revisionFiles,
  sameEdits,
  saveEdits,
  type DraftCheck,
  type DraftRow,
} from './drafts';
import type { Queryable } from '../db/types';
import type { GateError } from './gate-error';
import { moneyFiles } from './money-files';
import { diffFiles, headVersion, MAX_CHANGES, versionFiles, writeVersion } from './versions';

export const studioDraftHandlers: HandlerMap = {
  'ops/studio/drafts': async ({ input, staff }, services) => {
    const status = input.status ?? 'open';
    const states =
      status === 'all'
        ? ['editing', 'pending', 'approved', 'published', 'discarded']
        : status === 'pending'
          ? ['pending']
          : ['editing', 'pending', 'approved'];
    const { rows } = await services.db.query<{
      id: string;
      message: string;
      status: DraftRow['status'];
      author: string;
      author_id: string;
      base_version: number;
      files: Record<string, string | null>;
      updated_at: Date;
    }>(
      `SELECT d.id::text AS id, d.message, d.status, s.name AS author, d.author_id::text AS author_id, d.base_version, d.files, d.updated_at
         FROM bundle_drafts d JOIN staff s ON s.id = d.author_id WHERE d.status = ANY($1::text[]) ORDER BY d.updated_at DESC, d.id DESC LIMIT 200`,
      [states],
    );
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        message: r.message,
        status: r.status,
        author: r.author,
        mine: r.author_id === staff.staffId,
        base_version: r.base_version,
        changed_files: Object.keys(r.files).length,
        // From the stored request: a pending or approved change is one that needed a second person.
        needs_approval: r.status === 'pending' || r.status === 'approved',
        updated_at: unixSeconds(r.updated_at),
      })),
    };
  },

  'ops/studio/draft_create': async ({ input, staff: who }, services) => {
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const base = await headVersion(q);
      if (base === undefined) throw new AppError(Codes.CONFLICT, 'server.studio.noBundle');
      const { rows } = await q.query<{ id: string }>(
        `INSERT INTO bundle_drafts (message, base_version, status, author_id, created_at, updated_at) VALUES ($1, $2, 'editing', $3, $4, $4) RETURNING id::text AS id`,
        [input.message.trim(), base, who.staffId, now],
      );
      const id = rows[0]!.id;
      await keepRevision(q, { draftId: id, revision: 0, files: {}, baseVersion: base, staffId: who.staffId, now });
      await writeAudit(q, {
        staffId: who.staffId,
        action: 'studio.draft_create',
        subjectType: 'bundle_draft',
        subjectId: id,
        before: null,
        after: { message: input.message.trim(), base_version: base },
        at: now,
      });
      return { id: Number(id) };
    });
  },

  'ops/studio/draft': async ({ input, staff: who }, services) => {
    const draft = await loadDraft(services.db, input.id);
    const open = isOpen(draft);
    // The reasons for approval depend on the whole bundle; an open draft is checked live, a closed one is history.
    const check: DraftCheck | undefined = open ? await checkDraft(services.db, services, draft) : undefined;
    const mine = draft.author_id === who.staffId;
    const changed = Object.keys(draft.files).sort();
    const money = check ? new Set(moneyFiles(check.gate.bundle, services.studio.gate.catalogue).files.keys()) : new Set<string>();
    const errors = draft.check_errors ?? [];
    const needsApproval = (check?.reasons.length ?? 0) > 0;
    return {
      id: Number(draft.id),
      message: draft.message,
      status: draft.status,
      author: draft.author,
      mine,
      base_version: draft.base_version,
      published_version: check?.head ?? (await headVersion(services.db)) ?? draft.base_version,
      revision: draft.revision,
      saved_by: draft.saved_by,
      saved_at: unixSecondsOrNull(draft.saved_at),
      behind: open && check !== undefined && check.head !== draft.base_version,
      overlap: check?.conflicts ?? [],
      changes: changed.map((path) => ({
        path,
        kind: KIND_OF(path),
        op:
          draft.files[path] === null
            ? ('removed' as const)
            : check && !(path in check.headFiles)
              ? ('added' as const)
              : ('changed' as const),
        money: money.has(path),
      })),
      needs_approval: needsApproval,
      approval_reasons: check?.reasons ?? [],
      approved_by: draft.approver,
      approved_at: unixSecondsOrNull(draft.approved_at),
      published_as: draft.published_as,
      checked_at: unixSecondsOrNull(draft.checked_at),
      errors,
      stale_texts: check?.stale ?? [],
      can_edit: open && mine,
      can_request: open && mine && draft.status === 'editing' && needsApproval && changed.length > 0,
      can_approve: draft.status === 'pending' && !mine,
      can_publish: open && mine && changed.length > 0 && (!needsApproval || approvalHolds(draft)) && check?.head === draft.base_version,
    };
  },

  'ops/studio/check': async ({ input }, services) => {
    const draft = await loadDraft(services.db, input.draft);
    const check = await checkDraft(services.db, services, draft);
    await storeCheck(services, draft, check.gate.errors);
    return {
      ok: check.gate.errors.length === 0,
      errors: check.gate.errors,
      warnings: check.stale,
      needs_approval: check.reasons.length > 0,
      approval_reasons: check.reasons,
    };
  },

  // What the approver approves: every edit as before -> after, against the published bundle (an
  // open change) or the version it was begun on (a closed one; a published one has its version page).
  'ops/studio/draft_diff': async ({ input }, services) => {
    const draft = await loadDraft(services.db, input.draft);
    const against = isOpen(draft) ? await draftBundle(services.db, draft) : undefined;
    const version = against?.head ?? draft.base_version;
    const before = against?.headFiles ?? (await versionFiles(services.db, draft.base_version)) ?? {};
    const changes = await diffFiles(services.db, before, draft.files);
    return {
      draft: Number(draft.id),
      against_version: version,
      changes: changes.slice(0, MAX_CHANGES),
      truncated: changes.length > MAX_CHANGES,
    };
  },

  'ops/studio/request_approval': async ({ input, staff: who }, services) => {
    const { draft, check } = await checkOwnChange(services, who, input.draft);
    if (check.gate.errors.length > 0) throw gateRefusal(check.gate.errors);
    if (check.reasons.length === 0) throw new AppError(Codes.RULE, 'server.studio.noApprovalNeeded');
    await services.db.tx(async (q) => {
      const now = services.clock.now();
      const locked = await loadDraft(q, draft.id, true);
      if (!sameEdits(locked.files, draft.files) || locked.status !== draft.status)
        throw new AppError(Codes.CONFLICT, 'server.studio.changedMeanwhile');
      await q.query(`UPDATE bundle_drafts SET status = 'pending', updated_at = $2 WHERE id = $1`, [draft.id, now]);
      await writeAudit(q, {
        staffId: who.staffId,
        action: 'studio.request_approval',
        subjectType: 'bundle_draft',
        subjectId: draft.id,
        before: { status: draft.status },
        after: { status: 'pending', reasons: check.reasons },
        at: now,
      });
    });
    return null;
  },

  'ops/studio/approve': async ({ input, staff: who }, services) => {
    const draft = await loadDraft(services.db, input.draft);
    if (draft.author_id === who.staffId) throw new AppError(Codes.FORBIDDEN, 'server.studio.ownApproval');
    if (draft.status !== 'pending') throw new AppError(Codes.CONFLICT, 'server.studio.notPending');
    const check = await checkDraft(services.db, services, draft);
    if (check.gate.errors.length > 0) throw gateRefusal(check.gate.errors);
    await services.db.tx(async (q) => {
      const now = services.clock.now();
      const locked = await loadDraft(q, draft.id, true);
      if (!sameEdits(locked.files, draft.files) || locked.status !== 'pending')
        throw new AppError(Codes.CONFLICT, 'server.studio.changedMeanwhile');
      await q.query(
        `UPDATE bundle_drafts SET status = 'approved', approved_by = $2, approved_at = $3, approved_files = files, updated_at = $3 WHERE id = $1`,
        [draft.id, who.staffId, now],
      );
      await writeAudit(q, {
        staffId: who.staffId,
        action: 'studio.approve',
        subjectType: 'bundle_draft',
        subjectId: draft.id,
        before: { status: 'pending' },
        after: { status: 'approved', files: draft.files },
        at: now,
      });
    });
    // After the commit: the author's open change page hears it and reloads (issue 24's hand-off); through
    // Redis every instance's sockets do, without it this instance's (as the chat's events).
    services.bus.publish({ type: 'draft', draft: Number(draft.id), event: 'approved' });
    return null;
  },

  'ops/studio/publish': async ({ input, staff: who }, services) => {
    const { draft, check } = await checkOwnChange(services, who, input.draft, input);
    if (check.head !== draft.base_version) throw await behindRefusal(services.db, draft, check.head);
    if (check.gate.errors.length > 0) throw gateRefusal(check.gate.errors);
    if (check.reasons.length > 0 && !approvalHolds(draft)) throw new AppError(Codes.FORBIDDEN, 'server.studio.needsApproval');
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const locked = await loadDraft(q, draft.id, true);
      // Between the gate and here, neither the draft nor the published bundle may have moved.
      assertRevision(locked, input.base_revision);
      const head = await headVersion(q, true);
      if (head !== check.head) throw await behindRefusal(q, locked, head ?? check.head);
      if (!sameEdits(locked.files, draft.files) || locked.status !== draft.status || locked.base_version !== draft.base_version) {
        throw new AppError(Codes.CONFLICT, 'server.studio.changedMeanwhile');
      }
      const files = { ...check.files, ...(await putBlobs(q, check.gate.migrated, now)) };
      // Edits that end as the published bytes (an old-DSL copy that migrates to the same file) make no version.
      if (sameEdits(files, check.headFiles)) throw new AppError(Codes.RULE, 'server.studio.noChanges');
      const version = await writeVersion(q, {
        kind: 'publish',
        files,
        message: draft.message,
        authorId: who.staffId,
        approverId: draft.approved_by ?? undefined,
        draftId: draft.id,
        now,
      });
      await q.query(`UPDATE bundle_drafts SET status = 'published', published_as = $2, updated_at = $3 WHERE id = $1`, [
        draft.id,
        version,
        now,
      ]);
      await writeAudit(q, {
        staffId: who.staffId,
        action: 'studio.publish',
        subjectType: 'bundle_version',
        subjectId: String(version),
        before: { version: check.head },
        after: { version, draft: Number(draft.id), approver: draft.approver, files: Object.keys(draft.files) },
        at: now,
      });
      return { version };
    });
  },

  'ops/studio/discard': async ({ input, staff: who }, services) => {
    await services.db.tx(async (q) => {
      const now = services.clock.now();
      const draft = await loadDraft(q, input.draft, true);
      assertEditable(draft, who.staffId);
      await q.query(`UPDATE bundle_drafts SET status = 'discarded', updated_at = $2 WHERE id = $1`, [draft.id, now]);
      await writeAudit(q, {
        staffId: who.staffId,
        action: 'studio.discard',
        subjectType: 'bundle_draft',
        subjectId: draft.id,
        before: { status: draft.status },
        after: { status: 'discarded' },
        at: now,
      });
    });
    return null;
  },
};

function gateRefusal(errors: GateError[]): AppError {
  const first = errors[0]!;
  return new AppError(Codes.RULE, 'server.studio.gateFailed', {
    count: errors.length,
    file: first.file,
    pointer: first.pointer || '/',
    line: first.line,
    message: first.message,
  });
}

async function storeCheck(services: Services, draft: DraftRow, errors: GateError[]): Promise<void> {
  await services.db.query('UPDATE bundle_drafts SET check_errors = $2, checked_at = $3 WHERE id = $1', [
    draft.id,
    JSON.stringify(errors),
    services.clock.now(),
  ]);
}

function approvalHolds(draft: DraftRow): boolean {
  return draft.status === 'approved' && sameEdits(draft.approved_files, draft.files);
}

/** The author's open change with something in it, checked by the gate (the result kept for the change's page). */
async function checkOwnChange(
  services: Services,
  who: StaffCaller,
  id: number,
  based?: { base_version: number; base_revision: number },
): Promise<{ draft: DraftRow; check: DraftCheck }> {
  const draft = await loadDraft(services.db, id);
  assertEditable(draft, who.staffId);
  if (based) {
    assertRevision(draft, based.base_revision);
    if (based.base_version !== draft.base_version) throw new AppError(Codes.CONFLICT, 'server.studio.changedMeanwhile');
  }
  if (Object.keys(draft.files).length === 0) throw new AppError(Codes.RULE, 'server.studio.noChanges');
  const check = await checkDraft(services.db, services, draft);
  await storeCheck(services, draft, check.gate.errors);
  return { draft, check };
}

const KIND_OF = (path: string) => parseBundlePath(path)?.kind ?? 'screen';

/** Who published the version a change is now behind: the refusal names them and the version. */
async function behindRefusal(q: Queryable, draft: DraftRow, head: number): Promise<AppError> {
  const { rows } = await q.query<{ name: string | null; created_at: Date }>(
    'SELECT s.name, v.created_at FROM bundle_versions v LEFT JOIN staff s ON s.id = v.author_id WHERE v.version = $1',
    [head],
  );
  const row = rows[0];
  return new AppError(Codes.CONFLICT, 'server.studio.behind', {
    version: head,
    base: draft.base_version,
    name: row?.name ?? '-',
    time: row ? minuteUtc(row.created_at) : '-',
  });
}

export const studioMergeHandlers: HandlerMap = {
  // What happened since an editor's base: the change's saves since the revision they began on
  // (who, when, and the diff), and the versions published since the change's base (who, when,
  // what they changed), with the files both sides edited.
  'ops/studio/draft_conflict': async ({ input }, services) => {
    const q = services.db;
    const draft = await loadDraft(q, input.draft);
    const baseRevision = input.base_revision ?? draft.revision;
    const head = (await headVersion(q)) ?? draft.base_version;
    const headFiles = (await versionFiles(q, head)) ?? {};
    const baseFiles = head === draft.base_version ? headFiles : ((await versionFiles(q, draft.base_version)) ?? {});
    // The change's own saves since the caller's revision, against the bundle as it was then.
    const from = baseRevision < draft.revision ? await revisionFiles(q, draft.id, baseRevision) : undefined;
    const saved: Record<string, string | null> = {};
    if (from) {
      for (const p of new Set([...Object.keys(from), ...Object.keys(draft.files)])) {
        if (from[p] === draft.files[p]) continue;
        saved[p] = p in draft.files ? draft.files[p]! : (headFiles[p] ?? null);
      }
    }
    const saves = from ? await diffFiles(q, compose(headFiles, from), saved) : [];
    const theirs: Record<string, string | null> = {};
    for (const p of new Set([...Object.keys(baseFiles), ...Object.keys(headFiles)]))
      if (baseFiles[p] !== headFiles[p]) theirs[p] = headFiles[p] ?? null;
    const published = head === draft.base_version ? [] : await diffFiles(q, baseFiles, theirs);
    const { rows } = await q.query<{ version: number; name: string | null; message: string; created_at: Date }>(
      `SELECT v.version, s.name, v.message, v.created_at FROM bundle_versions v LEFT JOIN staff s ON s.id = v.author_id
        WHERE v.version > $1 ORDER BY v.version LIMIT 50`,
      [draft.base_version],
    );
    return {
      draft: Number(draft.id),
      base_version: draft.base_version,
      published_version: head,
      base_revision: baseRevision,
      revision: draft.revision,
      saved_by: baseRevision < draft.revision ? draft.saved_by : null,
      saved_at: baseRevision < draft.revision ? unixSecondsOrNull(draft.saved_at) : null,
      saves: saves.slice(0, MAX_CHANGES),
      versions: rows.map((r) => ({ version: r.version, author: r.name, message: r.message, published_at: unixSeconds(r.created_at) })),
      published_changes: published.slice(0, MAX_CHANGES),
      overlap: Object.keys(draft.files)
        .filter((p) => p in theirs)
        .sort(),
      truncated: saves.length > MAX_CHANGES || published.length > MAX_CHANGES,
    };
  },

  // Take theirs and re-apply mine on top: the change moves onto the published version. Files both
  // sides edited need a choice (take: mine keeps this change's text, theirs drops this change's
  // edit of them); without one nothing moves. Kept approvals: only when no file overlapped.
  'ops/studio/rebase': async ({ input, staff: who }, services) => {
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const draft = await loadDraft(q, input.draft, true);
      assertEditable(draft, who.staffId);
      assertRevision(draft, input.base_revision);
      if (input.base_version !== draft.base_version) throw new AppError(Codes.CONFLICT, 'server.studio.changedMeanwhile');
      // Locked like a publish: no version slips in between reading the head and moving onto it.
      const head = (await headVersion(q, true)) ?? draft.base_version;
      if (head === draft.base_version) return { base_version: head, revision: draft.revision, dropped: [] };
      const headFiles = (await versionFiles(q, head)) ?? {};
      const baseFiles = (await versionFiles(q, draft.base_version)) ?? {};
      const overlap = Object.keys(draft.files)
        .filter((p) => baseFiles[p] !== headFiles[p])
        .sort();
      if (overlap.length > 0 && !input.take)
        throw new AppError(Codes.CONFLICT, 'server.studio.mergeChoice', { files: overlap.join(', '), version: head });
      const files = { ...draft.files };
      const dropped: string[] = [];
      for (const p of Object.keys(files)) {
        const same = files[p] === null ? !(p in headFiles) : files[p] === headFiles[p];
        if (same || (input.take === 'theirs' && overlap.includes(p))) {
          delete files[p];
          if (!same) dropped.push(p);
        }
      }
      const keepApproval = overlap.length === 0 && sameEdits(files, draft.files);
      const revision = await saveEdits(q, draft, files, now, who.staffId, { baseVersion: head, keepApproval });
      await writeAudit(q, {
        staffId: who.staffId,
        action: 'studio.rebase',
        subjectType: 'bundle_draft',
        subjectId: draft.id,
        before: { base_version: draft.base_version, revision: draft.revision, files: draft.files },
        after: { base_version: head, revision, take: input.take ?? null, overlap, dropped },
        at: now,
      });
      return { base_version: head, revision, dropped };
    });
  },
};
