import type { HandlerMap } from '../services';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../http/errors';
import { decideCorrection, proposeCorrection } from '../ledger/corrections';
import { Decimal, moneyText } from '../ledger/money';
import { queryPage } from '../http/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { writeAudit } from './audit';

/** The member lines of each entry in words, e.g. "12345678 asset +100.00 USDT", and the first member's UID. */
async function describeEntries(q: Queryable, entryIds: string[]): Promise<Map<string, { uid: string; lines: string }>> {
  const out = new Map<string, { uid: string; lines: string }>();
  if (entryIds.length === 0) return out;
  const { rows } = await q.query<{ entry_id: string; uid: string; kind: string; currency: string; amount: string }>(
    `SELECT p.entry_id::text AS entry_id, m.uid, a.kind, p.currency, p.amount::text AS amount
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN members m ON m.id = a.member_id
      WHERE p.entry_id = ANY($1::bigint[]) ORDER BY p.id`,
    [entryIds],
  );
  for (const r of rows) {
    const line = `${r.uid} ${r.kind} ${new Decimal(r.amount).gt(0) ? '+' : ''}${moneyText(r.amount)} ${r.currency}`;
    const known = out.get(r.entry_id);
    out.set(r.entry_id, known ? { uid: known.uid, lines: `${known.lines}; ${line}` } : { uid: r.uid, lines: line });
  }
  return out;
}

export const opsCorrectionHandlers: HandlerMap = {
  'ops/member_bill': async ({ input }, services) => {
    const member = await services.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1', [input.uid]);
    if (!member.rows[0]) throw new AppError(Codes.NOT_FOUND, 'server.uidNotFound');
    const memberId = member.rows[0].id;
    const { rows, ...paging } = await queryPage<{ entry_id: string; type: string; kind: string; currency: string; amount: string; balance_after: string; memo: string; corrected: boolean; created_at: Date }>(
      services.db,
      {
        rows: `SELECT e.id::text AS entry_id, e.type, a.kind, p.currency, p.amount::text AS amount, p.balance_after::text AS balance_after, e.memo,
              (e.reverses IS NOT NULL OR EXISTS (SELECT 1 FROM journal_entries r WHERE r.reverses = e.id)) AS corrected, p.created_at
         FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
        WHERE a.member_id = $1 ORDER BY p.id DESC`,
        count: 'SELECT count(*)::text AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = $1',
      },
      [memberId],
      input,
    );
    return {
      ...paging,
      list: rows.map((r) => ({
        entry_id: Number(r.entry_id),
        type: r.type,
        account: r.kind,
        currency: r.currency,
        amount: moneyText(r.amount),
        balance: moneyText(r.balance_after),
        memo: r.memo,
        corrected: r.corrected,
        created_at: unixSeconds(r.created_at),
      })),
    };
  },

  'ops/corrections': async ({ input }, services) => {
    const status = input.status ?? 'proposed';
    const { rows, ...paging } = await queryPage<{
      id: string; entry_id: string; entry_type: string; reason: string; status: 'proposed' | 'approved' | 'refused'; proposed_by: string; decided_by: string | null;
      decision_reason: string; proposed_at: Date; decided_at: Date | null;
    }>(
      services.db,
      {
        rows: `SELECT c.id::text AS id, c.entry_id::text AS entry_id, e.type AS entry_type, c.reason, c.status, p.name AS proposed_by, d.name AS decided_by,
              c.decision_reason, c.proposed_at, c.decided_at
         FROM corrections c JOIN journal_entries e ON e.id = c.entry_id JOIN staff p ON p.id = c.proposed_by LEFT JOIN staff d ON d.id = c.decided_by
        WHERE c.status = $1 ORDER BY c.id`,
        count: 'SELECT count(*)::text AS n FROM corrections WHERE status = $1',
      },
      [status],
      input,
    );
    const described = await describeEntries(services.db, rows.map((r) => r.entry_id));
    const list = rows.map((r) => ({
      ...r,
      id: Number(r.id),
      entry_id: Number(r.entry_id),
      uid: described.get(r.entry_id)?.uid ?? '',
      lines: described.get(r.entry_id)?.lines ?? '',
      decided_by: r.decided_by ?? '',
      proposed_at: unixSeconds(r.proposed_at),
      decided_at: unixSecondsOrNull(r.decided_at),
    }));
    return { ...paging, list };
  },

  'ops/correction_propose': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const reason = input.reason.trim();
      if (reason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
      return once(async (q) => {
        const at = services.clock.now();
        const id = await proposeCorrection(q, { entryId: input.entry_id, reason, staffId: staff.staffId, at });
        await writeAudit(q, { staffId: staff.staffId, action: 'correction.propose', subjectType: 'journal_entry', subjectId: String(input.entry_id), before: null, after: { correction: id, reason }, at });
        return { id, status: 'proposed' as const };
      });
    },
  },

  'ops/correction_decide': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const decisionReason = (input.reason ?? '').trim();
      if (!input.approve && decisionReason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
      return once(async (q) => {
        const at = services.clock.now();
        const c = await decideCorrection(q, { id: input.id, approve: input.approve, reason: decisionReason, staffId: staff.staffId, at });
        await writeAudit(q, { staffId: staff.staffId, action: input.approve ? 'correction.approve' : 'correction.refuse', subjectType: 'journal_entry', subjectId: c.entryId, before: { status: 'proposed', reason: c.reason }, after: { status: c.status, reversal: c.reversal && Number(c.reversal), reason: decisionReason }, at });
        return { id: input.id, status: c.status };
      });
    },
  },
};
