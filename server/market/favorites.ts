import type { Queryable } from '../db/types';

export async function isFavorite(q: Queryable, memberId: string, code: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM market_favorites WHERE member_id = $1 AND code = $2', [memberId, code]);
  return rows.length > 0;
}

/** The member's favorite codes, oldest first (the order they were added). */
export async function favoriteCodes(q: Queryable, memberId: string): Promise<string[]> {
  const { rows } = await q.query<{ code: string }>('SELECT code FROM market_favorites WHERE member_id = $1 ORDER BY created_at, code', [
    memberId,
  ]);
  return rows.map((r) => r.code);
}
