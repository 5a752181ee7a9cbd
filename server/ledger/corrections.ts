import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { postEntry } from './post';
import { Decimal } from './money';

/**
 * What a product says about corrections of its entries, given by the caller (the ops handlers pass
 * the Top 10's, fund/correction-guard.ts), so the ledger knows no product's rules.
 */
export interface CorrectionGuard {
  /** Entry types a running contract's own rows account for: reversing one would leave the contract saying one thing and the ledger another, so they are never proposed. */
  contractTypes: readonly string[];
  /** Runs after an entry was reversed, in the same transaction: throwing refuses the whole decision. */
  afterReversal(q: Queryable, entry: { type: string; currency: string }, at: Date): Promise<void>;
}

/**
 * A proposal to reverse one journal entry, in the caller's transaction. An entry is reversed at
 * most once, and has at most one open proposal. Returns the proposal's id.
 */
export async function proposeCorrection(
  q: Queryable,
  p: { entryId: number; reason: string; staffId: string; at: Date },
  guards: readonly CorrectionGuard[],
): Promise<number> {
  const entry = await q.query<{ type: string; reverses: string | null; reversed: boolean }>(
    'SELECT type, reverses::text AS reverses, EXISTS (SELECT 1 FROM journal_entries r WHERE r.reverses = e.id) AS reversed FROM journal_entries e WHERE id = $1',
    [p.entryId],
  );
  if (!entry.rows[0]) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  const type = entry.rows[0].type;
  if (guards.some((g) => g.contractTypes.includes(type))) throw new AppError(Codes.RULE, 'server.correctionContract');
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
  guards: readonly CorrectionGuard[],
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
    const { rows: reversed } = await q.query<{ type: string; currency: string }>(
      `SELECT e.type, (SELECT currency FROM postings WHERE entry_id = e.id LIMIT 1) AS currency FROM journal_entries e WHERE e.id = $1`,
      [c.entry_id],
    );
    for (const guard of guards) await guard.afterReversal(q, reversed[0]!, d.at);
  }
  await q.query(
    'UPDATE corrections SET status = $2, decided_by = $3, decided_at = $4, decision_reason = $5, reversal_entry_id = $6 WHERE id = $1',
    [d.id, status, d.staffId, d.at, d.reason, reversal],
  );
  return { status, entryId: c.entry_id, reason: c.reason, reversal };
}
