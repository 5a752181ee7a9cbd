import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';

/** Allocated shares of one application: locked until unlock_at, then released into the ordinary holding. */
export interface HoldingRow {
  id: string;
  application_id: string;
  offer_id: string;
  member_id: string;
  code: string;
  quantity: number;
  price: string;
  cost: string;
  allocated_at: Date;
  unlock_at: Date;
  released_at: Date | null;
  release_price: string | null;
}

const COLUMNS = `h.id::text AS id, h.application_id::text AS application_id, h.offer_id::text AS offer_id, h.member_id::text AS member_id,
  h.code, h.quantity, h.price::text AS price, h.cost::text AS cost, h.allocated_at, h.unlock_at, h.released_at,
  h.release_price::text AS release_price`;

export async function insertHolding(
  q: Queryable,
  h: {
    applicationId: string;
    offerId: string;
    memberId: string;
    code: string;
    quantity: number;
    price: string;
    cost: string;
    at: Date;
    unlockAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO block_holdings (application_id, offer_id, member_id, code, quantity, price, cost, allocated_at, unlock_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [h.applicationId, h.offerId, h.memberId, h.code, h.quantity, h.price, h.cost, h.at, h.unlockAt],
  );
}

/** The offer's holdings still locked, locked in id order (the unlock releases each once). */
export async function lockedOf(q: Queryable, offerId: string): Promise<HoldingRow[]> {
  const { rows } = await q.query<HoldingRow>(
    `SELECT ${COLUMNS} FROM block_holdings h WHERE h.offer_id = $1 AND h.released_at IS NULL ORDER BY h.id FOR UPDATE`,
    [offerId],
  );
  return rows;
}

export async function markReleased(q: Queryable, id: string, price: string, at: Date): Promise<void> {
  await q.query('UPDATE block_holdings SET released_at = $2, release_price = $3 WHERE id = $1 AND released_at IS NULL', [id, at, price]);
}

/** One page of the member's holdings, still locked (`released` false) or released, newest first. */
export function holdingPage(
  q: Queryable,
  memberId: string,
  released: boolean,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: HoldingRow[] }> {
  const where = `h.member_id = $1 AND h.released_at IS ${released ? 'NOT NULL' : 'NULL'}`;
  return queryPage<HoldingRow>(
    q,
    {
      rows: `SELECT ${COLUMNS} FROM block_holdings h WHERE ${where} ORDER BY ${released ? 'h.released_at DESC' : 'h.unlock_at'}, h.id DESC`,
      count: `SELECT count(*)::text AS n FROM block_holdings h WHERE ${where}`,
    },
    [memberId],
    input,
  );
}
