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

/** Adding a favorite twice is not an error: the member sees it starred either way. */
export async function addFavorite(q: Queryable, memberId: string, code: string, at: Date): Promise<void> {
  await q.query('INSERT INTO market_favorites (member_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    memberId,
    code,
    at,
  ]);
}

export async function removeFavorite(q: Queryable, memberId: string, code: string): Promise<void> {
  await q.query('DELETE FROM market_favorites WHERE member_id = $1 AND code = $2', [memberId, code]);
}
