import type { Queryable } from './types';

/** page + limit (or size, spec section 7 mirrors them) as SQL LIMIT/OFFSET, and the values echoed back. */
export function pageOf(input: { page?: number; limit?: number; size?: number }): { page: number; limit: number; offset: number } {
  const limit = input.limit ?? input.size ?? 20;
  const page = input.page ?? 1;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * One page of a list and its total: `rows` is the SELECT without LIMIT/OFFSET (they are appended as
 * the next two parameters), `count` the matching count(*) over the same parameters.
 */
export async function queryPage<Row>(
  q: Queryable,
  sql: { rows: string; count: string },
  params: unknown[],
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: Row[] }> {
  const { page, limit, offset } = pageOf(input);
  const { rows } = await q.query<Row>(`${sql.rows} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, limit, offset]);
  const total = await q.query<{ n: string }>(sql.count, params);
  return { page, limit, total: Number(total.rows[0]!.n), rows };
}
