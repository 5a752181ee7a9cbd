import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import type { PositionRow } from './view';

/** One page of the member's open holdings (the holding tab), the most recently opened first. */
export function positionPage(
  q: Queryable,
  memberId: string,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: PositionRow[] }> {
  return queryPage<PositionRow>(
    q,
    {
      rows: `SELECT id::text AS id, code, quantity::text AS quantity, reserved::text AS reserved, cost_basis::text AS cost_basis, opened_at
                   FROM etf_positions WHERE member_id = $1 AND quantity > 0 ORDER BY opened_at DESC, id DESC`,
      count: 'SELECT count(*)::text AS n FROM etf_positions WHERE member_id = $1 AND quantity > 0',
    },
    [memberId],
    input,
  );
}

/** Whether the member holds shares of this code. */
export async function holdsPosition(q: Queryable, memberId: string, code: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM etf_positions WHERE member_id = $1 AND code = $2 AND quantity > 0', [memberId, code]);
  return rows.length > 0;
}

/** The member's open holding of one code, as the ledger keeps it (quantity, reserved, basis); undefined when none. */
export async function openPosition(
  q: Queryable,
  memberId: string,
  code: string,
): Promise<{ quantity: string; reserved: string; cost_basis: string; opened_at: Date } | undefined> {
  const { rows } = await q.query<{ quantity: string; reserved: string; cost_basis: string; opened_at: Date }>(
    `SELECT quantity::text AS quantity, reserved::text AS reserved, cost_basis::text AS cost_basis, opened_at
         FROM etf_positions WHERE member_id = $1 AND code = $2 AND quantity > 0`,
    [memberId, code],
  );
  return rows[0];
}
