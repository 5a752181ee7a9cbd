import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import { Decimal, moneyText } from './money';
import { queryPage } from '../db/paging';
import { unixSeconds, unixSecondsOrNull } from '../clock';

/** Corrections in one status (proposed unless asked), oldest first, each with its entry's member lines. */
export async function correctionQueue(
  db: Queryable,
  input: ApiMap['ops/corrections']['request'],
): Promise<ApiMap['ops/corrections']['response']> {
  const status = input.status ?? 'proposed';
  const { rows, ...paging } = await queryPage<{
    id: string;
    entry_id: string;
    entry_type: string;
    reason: string;
    status: 'proposed' | 'approved' | 'refused';
    proposed_by: string;
    decided_by: string | null;
    decision_reason: string;
    proposed_at: Date;
    decided_at: Date | null;
  }>(
    db,
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
  const described = await describeEntries(
    db,
    rows.map((r) => r.entry_id),
  );
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
}

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
