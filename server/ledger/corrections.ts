import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { postEntry } from './post';
import { Decimal, moneyText } from './money';
import { reserveAccount, reserveState } from '../fund/reserve';

/**
 * Entries a running contract's own rows account for (a Top 10 purchase's principal, each day's
 * income, its settlement): reversing one would leave the purchase saying one thing and the ledger
 * another, so they are never proposed for correction.
 */
const CONTRACT_ENTRY_TYPES: readonly string[] = ['top10_buy', 'top10_income', 'top10_settle'];

/** Entries that fund the Top 10 income reserve: reversed only while the reserve still covers what it owes. */
const RESERVE_ENTRY_TYPES: readonly string[] = ['top10_reserve_add'];

/**
 * A proposal to reverse one journal entry, in the caller's transaction. An entry is reversed at
 * most once, and has at most one open proposal. Returns the proposal's id.
 */
export async function proposeCorrection(q: Queryable, p: { entryId: number; reason: string; staffId: string; at: Date }): Promise<number> {
  const entry = await q.query<{ type: string; reverses: string | null; reversed: boolean }>(
    'SELECT type, reverses::text AS reverses, EXISTS (SELECT 1 FROM journal_entries r WHERE r.reverses = e.id) AS reversed FROM journal_entries e WHERE id = $1',
    [p.entryId],
  );
  if (!entry.rows[0]) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  if (CONTRACT_ENTRY_TYPES.includes(entry.rows[0].type)) throw new AppError(Codes.RULE, 'server.correctionContract');
  if (entry.rows[0].reverses !== null || entry.rows[0].reversed) throw new AppError(Codes.CONFLICT, 'server.correctionDone');
  const open = await q.query('SELECT 1 FROM corrections WHERE entry_id = $1 AND status = $2', [p.entryId, 'proposed']);
  if (open.rows.length) throw new AppError(Codes.CONFLICT, 'server.correctionPending');
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO corrections (entry_id, reason, status, proposed_by, proposed_at) VALUES ($1, $2, 'proposed', $3, $4) RETURNING id::text AS id`,
    [p.entryId, p.reason, p.staffId, p.at],
  );
  return Number(rows[0]!.id);
}

/** What a decision on a correction changed, for the reviewer's audit line. */
export interface CorrectionOutcome {
  status: 'approved' | 'refused';
  entryId: string;
  /** The proposal's reason. */
  reason: string;
  /** The reversing entry, when approved. */
  reversal: string | null;
}

/**
 * A second person's decision on a proposed correction, in the caller's transaction: refused, or
 * approved with an entry that reverses every line of the original.
 */
export async function decideCorrection(
  q: Queryable,
  d: { id: number; approve: boolean; reason: string; staffId: string; at: Date },
): Promise<CorrectionOutcome> {
  const { rows } = await q.query<{ entry_id: string; reason: string; proposed_by: string; status: string }>(
    'SELECT entry_id::text AS entry_id, reason, proposed_by::text AS proposed_by, status FROM corrections WHERE id = $1 FOR UPDATE',
    [d.id],
  );
  const c = rows[0];
  if (!c) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  if (c.status !== 'proposed') throw new AppError(Codes.CONFLICT, 'server.correctionDecided');
  // The two-person rule: whoever proposed a correction can never be the one who lets it through.
  if (c.proposed_by === d.staffId) throw new AppError(Codes.FORBIDDEN, 'server.correctionSecondPerson');
  const status = d.approve ? ('approved' as const) : ('refused' as const);
  let reversal: string | null = null;
  if (d.approve) {
    const lines = await q.query<{ account_id: string; amount: string }>(
      'SELECT account_id::text AS account_id, amount::text AS amount FROM postings WHERE entry_id = $1 ORDER BY id',
      [c.entry_id],
    );
    reversal = await postEntry(q, {
      type: 'correction',
      memo: c.reason,
      refType: 'correction',
      refId: String(d.id),
      reverses: c.entry_id,
      lines: lines.rows.map((l) => ({ account: l.account_id, amount: new Decimal(l.amount).neg() })),
      at: d.at,
    });
    await assertReserveCovers(q, c.entry_id, d.at);
  }
  await q.query(
    'UPDATE corrections SET status = $2, decided_by = $3, decided_at = $4, decision_reason = $5, reversal_entry_id = $6 WHERE id = $1',
    [d.id, status, d.staffId, d.at, d.reason, reversal],
  );
  return { status, entryId: c.entry_id, reason: c.reason, reversal };
}

/**
 * After reversing a reserve funding (the reserve account locked by the reversal's posting, so no
 * sale can commit cover meanwhile): the reserve must still hold the income running purchases are
 * owed, or the whole decision is refused.
 */
async function assertReserveCovers(q: Queryable, entryId: string, at: Date): Promise<void> {
  const { rows } = await q.query<{ type: string; currency: string }>(
    `SELECT e.type, (SELECT currency FROM postings WHERE entry_id = e.id LIMIT 1) AS currency FROM journal_entries e WHERE e.id = $1`,
    [entryId],
  );
  if (!rows[0] || !RESERVE_ENTRY_TYPES.includes(rows[0].type)) return;
  const state = await reserveState(q, await reserveAccount(q, rows[0].currency, at));
  if (state.free.lt(0)) throw new AppError(Codes.RULE, 'server.top10.reserveCoverNeeded', { committed: moneyText(state.committed) });
}
