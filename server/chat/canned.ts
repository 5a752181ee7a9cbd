import type { Queryable } from '../db/types';

export async function cannedReplies(q: Queryable): Promise<{ id: number; title: string; body: string }[]> {
  const { rows } = await q.query<{ id: string; title: string; body: string }>(
    'SELECT id::text AS id, title, body FROM chat_canned WHERE removed_at IS NULL ORDER BY id',
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, body: r.body }));
}

/** Creates (no id), changes or removes (kept with removed_at, for the audit's before/after) one canned reply. */
export async function saveCanned(
  q: Queryable,
  input: { id?: number; title: string; body: string; remove?: boolean },
  staffId: string,
  at: Date,
): Promise<{ id: string; before: unknown } | undefined> {
  if (input.id === undefined) {
    const { rows } = await q.query<{ id: string }>(
      'INSERT INTO chat_canned (title, body, updated_by, updated_at) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
      [input.title, input.body, staffId, at],
    );
    return { id: rows[0]!.id, before: null };
  }
  const before = (
    await q.query<{ title: string; body: string }>('SELECT title, body FROM chat_canned WHERE id = $1 AND removed_at IS NULL FOR UPDATE', [
      input.id,
    ])
  ).rows[0];
  if (!before) return undefined;
  await q.query('UPDATE chat_canned SET title = $2, body = $3, updated_by = $4, updated_at = $5, removed_at = $6 WHERE id = $1', [
    input.id,
    input.title,
    input.body,
    staffId,
    at,
    input.remove ? at : null,
  ]);
  return { id: String(input.id), before };
}
