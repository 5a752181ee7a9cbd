import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { Decimal, moneyText } from './money';

/** Reserves an amount of a member account (a withdrawal under review): available drops, the balance does not. */
export async function placeHold(
  q: Queryable,
  account: string,
  amount: Decimal,
  ref: { type: string; id: string },
  at: Date,
): Promise<string> {
  const { rows } = await q.query<{ balance: string; frozen: string }>(
    'SELECT balance::text AS balance, frozen::text AS frozen FROM ledger_accounts WHERE id = $1 FOR UPDATE',
    [account],
  );
  const available = new Decimal(rows[0]!.balance).minus(rows[0]!.frozen);
  if (available.lt(amount)) throw new AppError(Codes.RULE, 'server.insufficientBalance', { available: moneyText(available) });
  await q.query('UPDATE ledger_accounts SET frozen = frozen + $2 WHERE id = $1', [account, amount.toFixed()]);
  const held = await q.query<{ id: string }>(
    `INSERT INTO holds (account_id, amount, status, ref_type, ref_id, created_at) VALUES ($1, $2, 'held', $3, $4, $5) RETURNING id::text AS id`,
    [account, amount.toFixed(), ref.type, ref.id, at],
  );
  return held.rows[0]!.id;
}

/**
 * Ends a hold: 'released' gives the amount back to available (refusal, cancel); 'posted' lets the
 * caller post the entry that spends it. A hold ends once; a second ending is an error.
 */
export async function endHold(
  q: Queryable,
  holdId: string,
  outcome: 'released' | 'posted',
  at: Date,
): Promise<{ account: string; amount: Decimal }> {
  const { rows } = await q.query<{ account_id: string; amount: string }>(
    `UPDATE holds SET status = $2, settled_at = $3 WHERE id = $1 AND status = 'held' RETURNING account_id::text AS account_id, amount::text AS amount`,
    [holdId, outcome, at],
  );
  if (!rows[0]) throw new Error(`hold ${holdId} is not held`);
  await q.query('UPDATE ledger_accounts SET frozen = frozen - $2 WHERE id = $1', [rows[0].account_id, rows[0].amount]);
  return { account: rows[0].account_id, amount: new Decimal(rows[0].amount) };
}
