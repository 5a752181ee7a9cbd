import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { dailyRateCap, type FundConfig } from '../fund-config';
import { mostCoveredAmount } from './cover';
import { incomeOf } from './income';

/**
 * The contract template's version. A product's contract_version is this plus its id, written once
 * with the product: a new template (v2) names new products only, sold contracts keep the text and
 * terms they were confirmed with.
 */
export const CONTRACT_TEMPLATE = 'top10-v1';

export type ProductStatus = 'upcoming' | 'open' | 'sold_out' | 'ended' | 'closed';

/** A fund_products row as the domain reads it (NUMERIC as text, never floats). */
export interface ProductRow {
  id: string;
  name: string;
  min_amount: string;
  daily_rate: string;
  days: number;
  start_at: Date;
  end_at: Date;
  capacity: string;
  sold: string;
  contract_version: string;
  status: 'selling' | 'closed';
  created_by: string;
  created_at: Date;
}

const COLUMNS = `p.id::text AS id, p.name, p.min_amount::text AS min_amount, p.daily_rate::text AS daily_rate, p.days, p.start_at, p.end_at,
  p.capacity::text AS capacity, p.sold::text AS sold, p.contract_version, p.status, COALESCE(s.email, 'seed') AS created_by, p.created_at`;
const FROM = 'fund_products p LEFT JOIN staff s ON s.id = p.created_by';

export interface NewProduct {
  name: string;
  minAmount: Decimal;
  dailyRate: Decimal;
  days: number;
  startAt: Date;
  endAt: Date;
  capacity: Decimal;
  createdBy: string | null;
  at: Date;
}

/**
 * Refuses a daily rate whose annualized figure (x 365) is above the configured cap: the one check
 * every way of creating a product (staff, the demo seed) passes through insertProduct.
 */
export function checkRateCap(dailyRate: Decimal, fund: FundConfig): void {
  const max = dailyRateCap(fund);
  if (dailyRate.gt(max))
    throw new AppError(Codes.RULE, 'server.top10.rateAboveCap', {
      cap: new Decimal(fund.annualRateCap).times(100).toFixed(),
      max: max.toFixed(),
    });
}

/** Writes a product with its contract version (the template and the product's own id, taken from the sequence first). */
export async function insertProduct(q: Queryable, p: NewProduct, fund: FundConfig): Promise<{ id: string; contract_version: string }> {
  checkRateCap(p.dailyRate, fund);
  const { rows } = await q.query<{ id: string; contract_version: string }>(
    `INSERT INTO fund_products (id, name, min_amount, daily_rate, days, start_at, end_at, capacity, contract_version, created_by, created_at)
     SELECT n.id, $1, $2, $3, $4, $5, $6, $7, $8 || ':' || n.id::text, $9, $10
       FROM (SELECT nextval(pg_get_serial_sequence('fund_products', 'id')) AS id) n
     RETURNING id::text AS id, contract_version`,
    [
      p.name,
      p.minAmount.toFixed(),
      p.dailyRate.toFixed(),
      p.days,
      p.startAt,
      p.endAt,
      p.capacity.toFixed(),
      CONTRACT_TEMPLATE,
      p.createdBy,
      p.at,
    ],
  );
  return rows[0]!;
}

/** One product; `lock` takes its row for a sale (capacity) or a close. */
export async function productById(q: Queryable, id: string | number, lock = false): Promise<ProductRow | undefined> {
  const { rows } = await q.query<ProductRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [
    String(id),
  ]);
  return rows[0];
}

/** Every product, newest sales window first. */
export async function allProducts(q: Queryable): Promise<ProductRow[]> {
  const { rows } = await q.query<ProductRow>(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY p.start_at DESC, p.id DESC`);
  return rows;
}

/** Stops sales; answers false when the product was already closed. */
export async function closeProduct(q: Queryable, id: string, staffId: string, reason: string, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE fund_products SET status = 'closed', closed_by = $2, closed_at = $3, close_reason = $4 WHERE id = $1 AND status = 'selling' RETURNING id`,
    [id, staffId, at, reason],
  );
  return rows.length > 0;
}

export function remainingOf(p: ProductRow): Decimal {
  return new Decimal(p.capacity).minus(p.sold);
}

/**
 * What a member sees of the sales: closed by staff first, then the window, then the capacity. A
 * product is sold out when what is left is below its minimum, since no purchase can then be made.
 */
export function statusOf(p: ProductRow, now: Date): ProductStatus {
  if (p.status === 'closed') return 'closed';
  if (now < p.start_at) return 'upcoming';
  if (now >= p.end_at) return 'ended';
  if (remainingOf(p).lt(p.min_amount)) return 'sold_out';
  return 'open';
}

/** The expected annualized return: the fixed daily rate per contract x 365 (a figure, not a promise). */
export function annualRate(dailyRate: Decimal.Value): string {
  return new Decimal(dailyRate).times(365).toFixed();
}

export function rateText(rate: Decimal.Value): string {
  return new Decimal(rate).toFixed();
}

/** A product as fund/top lists it. */
export function productView(p: ProductRow, now: Date) {
  return {
    id: Number(p.id),
    name: p.name,
    min_amount: moneyText(p.min_amount),
    daily_rate: rateText(p.daily_rate),
    annual_rate: annualRate(p.daily_rate),
    days: p.days,
    start_at: unixSeconds(p.start_at),
    end_at: unixSeconds(p.end_at),
    capacity: moneyText(p.capacity),
    sold: moneyText(p.sold),
    remaining: moneyText(remainingOf(p)),
    status: statusOf(p, now),
    contract_version: p.contract_version,
  };
}

/**
 * The most one purchase may be now: what is left of the capacity and what the reserve's free cover
 * takes (mostCoveredAmount); 0 when that is below the minimum, since then nothing can be bought.
 */
export function mostPurchase(p: ProductRow, freeCover: Decimal): Decimal {
  const most = Decimal.min(remainingOf(p), mostCoveredAmount(Decimal.max(0, freeCover), p.daily_rate, p.days));
  return most.lt(p.min_amount) ? new Decimal(0) : most;
}

/** The amount the headline's example is worked out for, unless the product's minimum is higher. */
export const EXAMPLE_AMOUNT = new Decimal(1000);

/** What a member can buy now and what it pays: the product's example and the most one purchase may be. */
export function saleView(p: ProductRow, now: Date, freeCover: Decimal) {
  const view = productView(p, now);
  const amount = Decimal.max(EXAMPLE_AMOUNT, p.min_amount);
  return {
    ...view,
    // The headline: what the contract pays for a stated amount over its whole term, by the rule accrual pays.
    example: { amount: moneyText(amount), days: p.days, income: moneyText(incomeOf(amount, p.daily_rate, p.days).contracted) },
    max_amount: moneyText(view.status === 'open' ? mostPurchase(p, freeCover) : 0),
  };
}

/** The member's list order: what is on sale first, then what opens soon, then the rest; newest window first within each. */
const LIST_ORDER: Record<ProductStatus, number> = { open: 0, upcoming: 1, sold_out: 2, ended: 3, closed: 4 };

export function forSaleFirst<T extends { status: ProductStatus; start_at: number; id: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => LIST_ORDER[a.status] - LIST_ORDER[b.status] || b.start_at - a.start_at || b.id - a.id);
}
