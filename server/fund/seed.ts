import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';
import { FUND_CURRENCY } from './accrual';
import { insertProduct } from './products';
import { addToReserve } from './reserve';
import { incomeOf } from './buy';

const DAY_MS = 86_400_000;

/** The demo products: sales open for a year from the first start (one opens a week later), rates from 0.05% to 0.12% a day. */
const DEMO_PRODUCTS = [
  { name: 'Top 10 Starter 7D', minAmount: '100', dailyRate: '0.0005', days: 7, capacity: '50000', opensInDays: 0 },
  { name: 'Top 10 Growth 30D', minAmount: '500', dailyRate: '0.0008', days: 30, capacity: '100000', opensInDays: 0 },
  { name: 'Top 10 Select 90D', minAmount: '1000', dailyRate: '0.0012', days: 90, capacity: '200000', opensInDays: 0 },
  { name: 'Top 10 Horizon 60D', minAmount: '500', dailyRate: '0.001', days: 60, capacity: '50000', opensInDays: 7 },
] as const;

/**
 * The demo Top 10 products and an income reserve that covers every one of them sold out, funded from
 * capital through the same posting ops/fund_reserve_add makes: under `npm start` every purchase a
 * product's capacity allows is covered.
 */
export async function seedDemoFund(q: Queryable, now: Date): Promise<void> {
  let cover = new Decimal(0);
  for (const p of DEMO_PRODUCTS) {
    const startAt = new Date(now.getTime() + p.opensInDays * DAY_MS - 3_600_000);
    await insertProduct(q, {
      name: p.name,
      minAmount: new Decimal(p.minAmount),
      dailyRate: new Decimal(p.dailyRate),
      days: p.days,
      startAt,
      endAt: new Date(startAt.getTime() + 365 * DAY_MS),
      capacity: new Decimal(p.capacity),
      createdBy: null,
      at: now,
    });
    cover = cover.plus(incomeOf(new Decimal(p.capacity), p.dailyRate, p.days).contracted);
  }
  await addToReserve(q, FUND_CURRENCY, cover, 'Demo reserve: covers the demo products sold out', now);
}
