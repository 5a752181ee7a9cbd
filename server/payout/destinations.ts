import type { Queryable } from '../db/types';

/** The tables of payout destinations: USDT addresses (wallets) and bank cards. */
export type DestinationTable = 'wallets' | 'bank_cards';

/** Whether the member has this destination bound (not removed). */
export async function ownDestinationExists(q: Queryable, table: DestinationTable, id: number, memberId: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT id FROM ${table} WHERE id = $1 AND member_id = $2 AND removed_at IS NULL`, [id, memberId]);
  return rows.length > 0;
}

/** Unbinds a destination of the member (kept, marked removed: withdrawals name it). */
export async function removeDestination(q: Queryable, table: DestinationTable, id: number, memberId: string, at: Date): Promise<void> {
  await q.query(`UPDATE ${table} SET removed_at = $3 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL`, [id, memberId, at]);
}

/** Every column of the member's bound destinations in one table, oldest first. */
export async function boundDestinations<Row>(q: Queryable, table: DestinationTable, memberId: string): Promise<Row[]> {
  const { rows } = await q.query<Row>(`SELECT * FROM ${table} WHERE member_id = $1 AND removed_at IS NULL ORDER BY id`, [memberId]);
  return rows;
}
