import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';

/** The record of one currency exchange whose ledger entry is already posted; answers its id. */
export async function insertExchange(
  q: Queryable,
  x: {
    memberId: string;
    fromCurrency: string;
    toCurrency: string;
    fromAmount: string;
    toAmount: string;
    rate: string;
    entryId: string;
    at: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO exchanges (member_id, from_currency, to_currency, from_amount, to_amount, rate, entry_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [x.memberId, x.fromCurrency, x.toCurrency, x.fromAmount, x.toAmount, x.rate, x.entryId, x.at],
  );
  return rows[0]!.id;
}

export interface ExchangeListRow {
  id: string;
  from_currency: string;
  to_currency: string;
  from_amount: string;
  to_amount: string;
  rate: string;
  created_at: Date;
}

/** One page of the member's exchanges, newest first. */
export function exchangePage(
  q: Queryable,
  memberId: string,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: ExchangeListRow[] }> {
  return queryPage<ExchangeListRow>(
    q,
    {
      rows: `SELECT id::text AS id, from_currency, to_currency, from_amount::text AS from_amount, to_amount::text AS to_amount, rate::text AS rate, created_at
         FROM exchanges WHERE member_id = $1 ORDER BY id DESC`,
      count: 'SELECT count(*)::text AS n FROM exchanges WHERE member_id = $1',
    },
    [memberId],
    input,
  );
}
