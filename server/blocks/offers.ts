import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';

/** A block trade as stored (migration 032), its terms fixed at creation, with the shares applied for and not revoked. */
export interface OfferRow {
  id: string;
  code: string;
  market: 'US' | 'UK';
  ref_price: string;
  currency: string;
  fx_rate: string;
  discount_rate: string;
  price: string;
  quantity: number;
  lot: number;
  min_quantity: number;
  max_quantity: number;
  start_at: Date;
  end_at: Date;
  lockup_days: number;
  unlock_at: Date;
  applied: string;
  allocated_at: Date | null;
  created_by: string;
  created_at: Date;
}

export type OfferStatus = 'upcoming' | 'open' | 'closed' | 'allocated';

/** Where an offer stands at `now`: its window, then whether the close has run. */
export function offerStatus(o: Pick<OfferRow, 'start_at' | 'end_at' | 'allocated_at'>, now: Date): OfferStatus {
  if (o.allocated_at) return 'allocated';
  if (now < o.start_at) return 'upcoming';
  if (now < o.end_at) return 'open';
  return 'closed';
}

const COLUMNS = `o.id::text AS id, o.code, o.market, o.ref_price::text AS ref_price, o.currency, o.fx_rate::text AS fx_rate,
  o.discount_rate::text AS discount_rate, o.price::text AS price, o.quantity, o.lot, o.min_quantity, o.max_quantity, o.start_at,
  o.end_at, o.lockup_days, o.unlock_at, o.allocated_at,
  (SELECT COALESCE(sum(a.quantity), 0) FROM block_applications a WHERE a.offer_id = o.id AND a.status <> 'expired')::text AS applied, COALESCE(s.email, 'seed') AS created_by, o.created_at`;
const FROM = 'block_offers o LEFT JOIN staff s ON s.id = o.created_by';

export interface NewOffer {
  code: string;
  market: 'US' | 'UK';
  refPrice: string;
  currency: string;
  fxRate: string;
  discountRate: string;
  price: string;
  quantity: number;
  lot: number;
  minQuantity: number;
  maxQuantity: number;
  startAt: Date;
  endAt: Date;
  lockupDays: number;
  unlockAt: Date;
  /** The staff member who offered it; null for one made outside operations (a seed, a test). */
  createdBy: string | null;
  at: Date;
}

export async function insertOffer(q: Queryable, o: NewOffer): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO block_offers (code, market, ref_price, currency, fx_rate, discount_rate, price, quantity, lot, min_quantity, max_quantity,
       start_at, end_at, lockup_days, unlock_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id::text AS id`,
    [
      o.code,
      o.market,
      o.refPrice,
      o.currency,
      o.fxRate,
      o.discountRate,
      o.price,
      o.quantity,
      o.lot,
      o.minQuantity,
      o.maxQuantity,
      o.startAt,
      o.endAt,
      o.lockupDays,
      o.unlockAt,
      o.createdBy,
      o.at,
    ],
  );
  return rows[0]!.id;
}

/** One offer; `lock` takes its row (applications, revokes and the close take turns on it). */
export async function offerById(q: Queryable, id: string | number, lock = false): Promise<OfferRow | undefined> {
  const { rows } = await q.query<OfferRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`, [String(id)]);
  return rows[0];
}

/** How long a closed offer stays in the members' list. */
const CLOSED_SHOWN_DAYS = 30;

/**
 * One page of the members' list: open offers first (closing soonest first), then upcoming (opening
 * soonest first), then those closed in the last 30 days (newest first); with the shares the caller
 * applied for and did not revoke (before or after the close). `status` keeps one of those groups.
 */
export function memberOfferPage(
  q: Queryable,
  memberId: string,
  now: Date,
  input: { status?: OfferStatus; page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: (OfferRow & { my_quantity: number })[] }> {
  // offerStatus's rule in SQL, so the list can be filtered and ordered by it before it is paged.
  const grouped = (columns: string) => `SELECT ${columns}, CASE WHEN o.allocated_at IS NOT NULL THEN 'allocated'
      WHEN $2 < o.start_at THEN 'upcoming' WHEN $2 < o.end_at THEN 'open' ELSE 'closed' END AS grp
    FROM ${FROM} WHERE o.end_at > $2::timestamptz - interval '${CLOSED_SHOWN_DAYS} days'`;
  const mine = `COALESCE((SELECT sum(a.quantity) FROM block_applications a
    WHERE a.offer_id = o.id AND a.member_id = $1 AND a.status <> 'expired'), 0)::int AS my_quantity`;
  return queryPage(
    q,
    {
      rows: `SELECT * FROM (${grouped(`${COLUMNS}, ${mine}`)}) x WHERE $3::text IS NULL OR grp = $3
              ORDER BY CASE grp WHEN 'open' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END,
                       CASE grp WHEN 'open' THEN end_at WHEN 'upcoming' THEN start_at END ASC NULLS LAST, end_at DESC, id DESC`,
      count: `SELECT count(*)::text AS n FROM (${grouped('o.id')}) x WHERE ($3::text IS NULL OR grp = $3) AND $1::bigint IS NOT NULL`,
    },
    [memberId, now, input.status ?? null],
    input,
  );
}

/** One page of every offer for operations, newest first, with applicants and what the close allocated. */
export function opsOfferPage(
  q: Queryable,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: (OfferRow & { applicants: number; allocated: number })[] }> {
  return queryPage(
    q,
    {
      rows: `SELECT ${COLUMNS},
               (SELECT count(*) FROM block_applications a WHERE a.offer_id = o.id AND a.status <> 'expired')::int AS applicants,
               (SELECT COALESCE(sum(a.allocated), 0) FROM block_applications a WHERE a.offer_id = o.id)::int AS allocated
               FROM ${FROM} ORDER BY o.id DESC`,
      count: 'SELECT count(*)::text AS n FROM block_offers',
    },
    [],
    input,
  );
}
