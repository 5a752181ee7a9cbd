import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { unixSeconds } from '../clock';
import { writeAudit } from '../audit/audit';
import { queryPage } from '../db/paging';
import { putBlobs, textsOf } from './blobs';
import type { Change } from './diff-json';
import { runGate } from './gate';
import { exportVersion } from './transfer';
import { headVersion, versionFiles, writeVersion } from './versions';

export const studioVersionHandlers: HandlerMap = {
  'ops/studio/versions': async ({ input }, services) => {
    const head = await headVersion(services.db);
    const { rows, ...paging } = await queryPage<VersionDbRow>(
      services.db,
      { rows: `SELECT ${COLUMNS} ORDER BY v.version DESC`, count: 'SELECT count(*)::text AS n FROM bundle_versions' },
      [],
      input,
    );
    return { ...paging, published: head ?? 1, list: rows.map((r) => row(r, head)) };
  },

  'ops/studio/version': async ({ input }, services) => {
    const { rows } = await services.db.query<VersionDbRow & { changes: Change[]; changes_truncated: boolean }>(
      `SELECT ${COLUMNS.replace(' FROM', ', v.changes, v.changes_truncated FROM')} WHERE v.version = $1`,
      [input.version],
    );
    const found = rows[0];
    if (!found) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    const { changes, changes_truncated, ...rest } = found;
    return { ...row(rest, await headVersion(services.db)), changes, truncated: changes_truncated };
  },

  'ops/studio/rollback': async ({ input, staff }, services) => {
    const target = await versionFiles(services.db, input.version);
    if (!target) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    // An old bundle may name what no longer exists (an endpoint renamed since): it must pass today's gate.
    const gate = runGate(await textsOf(services.db, target), services.studio.gate);
    if (gate.errors.length > 0) {
      const e = gate.errors[0]!;
      throw new AppError(Codes.RULE, 'server.studio.gateFailed', {
        count: gate.errors.length,
        file: e.file,
        pointer: e.pointer || '/',
        line: e.line,
        message: e.message,
      });
    }
    return services.db.tx(async (q) => {
      const now = services.clock.now();
      const head = await headVersion(q, true);
      if (head === input.version) throw new AppError(Codes.CONFLICT, 'server.studio.alreadyPublished', { version: head });
      const files = { ...target, ...(await putBlobs(q, gate.migrated, now)) };
      const version = await writeVersion(q, {
        kind: 'rollback',
        files,
        message: input.message.trim(),
        authorId: staff.staffId,
        rollbackOf: input.version,
        now,
      });
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'studio.rollback',
        subjectType: 'bundle_version',
        subjectId: String(version),
        before: { version: head },
        after: { version, restores: input.version, message: input.message.trim() },
        at: now,
      });
      return { version };
    });
  },

  'ops/studio/export': async ({ input }, services) => {
    const { version, dslVersion, files } = await exportVersion(services.db, input.version);
    return { version, dsl_version: dslVersion, files };
  },
};

type Kind = 'seed' | 'deploy' | 'migrate' | 'publish' | 'rollback';
interface VersionDbRow {
  version: number;
  kind: Kind;
  message: string;
  author: string | null;
  approver: string | null;
  created_at: Date;
  changed_files: number;
  rollback_of: number | null;
  dsl_version: number;
}

const COLUMNS = `v.version, v.kind, v.message, a.name AS author, b.name AS approver, v.created_at, v.changed_files, v.rollback_of, v.dsl_version
  FROM bundle_versions v LEFT JOIN staff a ON a.id = v.author_id LEFT JOIN staff b ON b.id = v.approver_id`;

function row(r: VersionDbRow, head: number | undefined) {
  return { ...r, created_at: unixSeconds(r.created_at), published: r.version === head };
}
