import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';

export type ApplicationStatus = 'pending' | 'pass' | 'rejected' | 'expired';

/** A member's application with the offer terms its views show. */
export interface ApplicationRow {
  id: string;
  offer_id: string;
  member_id: string;
  quantity: number;
  amount: string;
  hold_id: string;
  status: ApplicationStatus;
  allocated: number;
  paid: string;
  created_at: Date;
  decided_at: Date | null;
  code: string;
  price: string;
  end_at: Date;
  unlock_at: Date;
}

const COLUMNS = `a.id::text AS id, a.offer_id::text AS offer_id, a.member_id::text AS member_id, a.quantity, a.amount::text AS amount,
  a.hold_id::text AS hold_id, a.status, a.allocated, a.paid::text AS paid, a.created_at, a.decided_at,
  o.code, o.price::text AS price, o.end_at, o.unlock_at`;
const FROM = 'block_applications a JOIN block_offers o ON o.id = a.offer_id';

/** The id the next application will have: its hold names it before the row exists. */
export async function nextApplicationId(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('block_applications', 'id'))::text AS id`);
  return rows[0]!.id;
}

export async function insertApplication(
  q: Queryable,
  a: { id: string; offerId: string; memberId: string; quantity: number; amount: string; holdId: string; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO block_applications (id, offer_id, member_id, quantity, amount, hold_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [a.id, a.offerId, a.memberId, a.quantity, a.amount, a.holdId, a.at],
  );
}

/** Whether the member has a live application for the offer (one at a time). */
export async function hasPending(q: Queryable, offerId: string, memberId: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM block_applications WHERE offer_id = $1 AND member_id = $2 AND status = 'pending'`, [
    offerId,
    memberId,
  ]);
  return rows.length > 0;
}

/** One of the member's applications (another member's reads as none); `lock` takes its row. */
export async function applicationOf(
  q: Queryable,
  id: string | number,
  memberId: string,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1 AND a.member_id = $2${lock ? ' FOR UPDATE OF a' : ''}`,
    [String(id), memberId],
  );
  return rows[0];
}

/** The offer's pending applications in the order they were made, locked (the close decides each once). */
export async function pendingOf(q: Queryable, offerId: string, lock: boolean): Promise<ApplicationRow[]> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.offer_id = $1 AND a.status = 'pending' ORDER BY a.id${lock ? ' FOR UPDATE OF a' : ''}`,
    [offerId],
  );
  return rows;
}

/** Records how an application ended: revoked (expired), or decided at the close with what it got and paid. */
export async function decideApplication(
  q: Queryable,
  id: string,
  d: { status: Exclude<ApplicationStatus, 'pending'>; allocated: number; paid: string; entryId: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE block_applications SET status = $2, allocated = $3, paid = $4, entry_id = $5, decided_at = $6
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, d.status, d.allocated, d.paid, d.entryId, d.at],
  );
  return rows.length === 1;
}

/** One page of the member's applications, newest first, optionally of one record status. */
export function applicationPage(
  q: Queryable,
  memberId: string,
  input: { status?: ApplicationStatus; page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: ApplicationRow[] }> {
  return queryPage<ApplicationRow>(
    q,
    {
      rows: `SELECT ${COLUMNS} FROM ${FROM} WHERE a.member_id = $1 AND ($2::text IS NULL OR a.status = $2) ORDER BY a.id DESC`,
      count: `SELECT count(*)::text AS n FROM block_applications a WHERE a.member_id = $1 AND ($2::text IS NULL OR a.status = $2)`,
    },
    [memberId, input.status ?? null],
    input,
  );
}
