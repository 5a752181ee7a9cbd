import type { Queryable } from '../db/types';
import { queryPage } from '../db/paging';
import { moneyText } from '../ledger/money';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { annualRate, rateText } from './products';

/** A fund_purchases row with its product's name (NUMERIC as text). */
export interface PurchaseRow {
  id: string;
  member_id: string;
  product_id: string;
  name: string;
  amount: string;
  daily_rate: string;
  days: number;
  daily_income: string;
  contracted_income: string;
  start_at: Date;
  end_at: Date;
  contract_version: string;
  accepted_at: Date;
  accrued_days: number;
  accumulated_income: string;
  status: 'running' | 'settled';
  settled_at: Date | null;
  settled_amount: string | null;
}

const COLUMNS = `f.id::text AS id, f.member_id::text AS member_id, f.product_id::text AS product_id, p.name, f.amount::text AS amount,
  f.daily_rate::text AS daily_rate, f.days, f.daily_income::text AS daily_income, f.contracted_income::text AS contracted_income,
  f.start_at, f.end_at, f.contract_version, f.accepted_at, f.accrued_days, f.accumulated_income::text AS accumulated_income,
  f.status, f.settled_at, f.settled_amount::text AS settled_amount`;
const FROM = 'fund_purchases f JOIN fund_products p ON p.id = f.product_id';

export interface NewPurchase {
  memberId: string;
  productId: string;
  amount: string;
  dailyRate: string;
  days: number;
  dailyIncome: string;
  contractedIncome: string;
  startAt: Date;
  endAt: Date;
  contractVersion: string;
  acceptedAt: Date;
  buyEntryId: string;
}

export async function insertPurchase(q: Queryable, p: NewPurchase): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO fund_purchases (member_id, product_id, amount, daily_rate, days, daily_income, contracted_income, start_at, end_at,
       contract_version, accepted_at, status, buy_entry_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'running', $12, $8) RETURNING id::text AS id`,
    [
      p.memberId,
      p.productId,
      p.amount,
      p.dailyRate,
      p.days,
      p.dailyIncome,
      p.contractedIncome,
      p.startAt,
      p.endAt,
      p.contractVersion,
      p.acceptedAt,
      p.buyEntryId,
    ],
  );
  return rows[0]!.id;
}

/** One purchase; with memberId only the member's own. `lock` takes the row for an accrual or a settlement. */
export async function purchaseById(
  q: Queryable,
  id: string,
  opts: { memberId?: string; lock?: boolean } = {},
): Promise<PurchaseRow | undefined> {
  const { rows } = await q.query<PurchaseRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE f.id = $1 AND ($2::bigint IS NULL OR f.member_id = $2)${opts.lock ? ' FOR UPDATE OF f' : ''}`,
    [id, opts.memberId ?? null],
  );
  return rows[0];
}

/** A purchase as fund/top_list shows it (fund/top_buy answers the same terms). */
export function purchaseView(r: PurchaseRow) {
  return {
    id: Number(r.id),
    product_id: Number(r.product_id),
    name: r.name,
    amount: moneyText(r.amount),
    daily_rate: rateText(r.daily_rate),
    annual_rate: annualRate(r.daily_rate),
    days: r.days,
    accrued_days: r.accrued_days,
    start_at: unixSeconds(r.start_at),
    end_at: unixSeconds(r.end_at),
    accumulated_income: moneyText(r.accumulated_income),
    contracted_income: moneyText(r.contracted_income),
    contract_version: r.contract_version,
    accepted_at: unixSeconds(r.accepted_at),
    status: r.status,
    settled_at: unixSecondsOrNull(r.settled_at),
    settled_amount: r.settled_amount === null ? null : moneyText(r.settled_amount),
  };
}

/** The member's purchases, running first, newest first, with the totals of all of them. */
export async function memberPurchases(
  q: Queryable,
  memberId: string,
  input: { status?: 'running' | 'settled'; page?: number; limit?: number; size?: number },
) {
  const where = 'f.member_id = $1 AND ($2::text IS NULL OR f.status = $2)';
  const { rows, ...paging } = await queryPage<PurchaseRow>(
    q,
    {
      rows: `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY (f.status = 'running') DESC, f.id DESC`,
      count: `SELECT count(*)::text AS n FROM fund_purchases f WHERE ${where}`,
    },
    [memberId, input.status ?? null],
    input,
  );
  const { rows: sums } = await q.query<{ invested: string; accumulated: string; total: string; running: string }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE status = 'running'), 0)::text AS invested,
            COALESCE(sum(accumulated_income) FILTER (WHERE status = 'running'), 0)::text AS accumulated,
            COALESCE(sum(accumulated_income), 0)::text AS total,
            count(*) FILTER (WHERE status = 'running')::text AS running
       FROM fund_purchases WHERE member_id = $1`,
    [memberId],
  );
  const s = sums[0]!;
  return {
    ...paging,
    list: rows.map(purchaseView),
    summary: {
      invested: moneyText(s.invested),
      accumulated_income: moneyText(s.accumulated),
      total_income: moneyText(s.total),
      running_count: Number(s.running),
    },
  };
}

/** What members put into each product (all purchases, running and settled) and how many members did. */
export async function salesByProduct(
  q: Queryable,
): Promise<Map<string, { invested: string; investors: number; contracted: string; paid: string }>> {
  const { rows } = await q.query<{ product_id: string; invested: string; investors: string; contracted: string; paid: string }>(
    `SELECT product_id::text AS product_id, sum(amount)::text AS invested, count(DISTINCT member_id)::text AS investors,
            sum(contracted_income)::text AS contracted, sum(accumulated_income)::text AS paid
       FROM fund_purchases GROUP BY product_id`,
  );
  return new Map(
    rows.map((r) => [r.product_id, { invested: r.invested, investors: Number(r.investors), contracted: r.contracted, paid: r.paid }]),
  );
}
