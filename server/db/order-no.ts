import type { Queryable } from './types';

// An odd multiplier not divisible by 5 is coprime to 10^6, so `n x ORDER_NO_SPREAD mod 10^6` is a
// permutation of the six-digit suffixes: a million consecutive draws never repeat one, while the
// numbers a member sees do not count the platform's orders for them.
const ORDER_NO_SPREAD = 387_233n;
const SUFFIXES = 1_000_000n;

/**
 * A readable order number: a letter, the UTC date and time to the second, and six digits from the
 * database sequence order_no_seq. Unique by construction: two numbers with the same second share
 * a suffix only after a million more were drawn in between (the column is UNIQUE all the same).
 */
export async function newOrderNo(q: Queryable, prefix: 'D' | 'W' | 'E', now: Date): Promise<string> {
  const { rows } = await q.query<{ n: string }>(`SELECT nextval('order_no_seq')::text AS n`);
  return orderNoOf(prefix, now, BigInt(rows[0]!.n));
}

/**
 * newOrderNo inside an INSERT, for a hot path that saves the round trip: `$2` is orderNoStem's
 * text (the letter and the time), the suffix the same permutation of the sequence's next value.
 */
export const ORDER_NO_SQL = `$2 || lpad(((nextval('order_no_seq') * ${ORDER_NO_SPREAD}) % ${SUFFIXES})::text, 6, '0')`;

/** The letter and the UTC date and time to the second that begin an order number. */
export function orderNoStem(prefix: 'D' | 'W' | 'E', now: Date): string {
  return `${prefix}${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;
}

/** The number for a sequence value (pure, for the tests). */
export function orderNoOf(prefix: 'D' | 'W' | 'E', now: Date, sequence: bigint): string {
  return `${orderNoStem(prefix, now)}${((sequence * ORDER_NO_SPREAD) % SUFFIXES).toString().padStart(6, '0')}`;
}
