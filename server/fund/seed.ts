import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';
import { FUND_CURRENCY } from './accrual';
import { insertProduct } from './products';
import { addToReserve } from './reserve';
import { incomeOf } from './income';
import { dailyRateCap, type FundConfig } from '../fund-config';

const DAY_MS = 86_400_000;

/**
 * The demo products: sales open for a year from the first start (one opens a week later), at rates
 * a real deposit or bond fund could pay (3.65% to 7.3% a year, longer terms higher), under the
 * default cap of 8% a year (server/fund/config.ts). db/migrations/024_fund_demo_rates.sql brings an
 * older database's unsold demo products to these rates.
 */
export const DEMO_PRODUCTS = [
  { name: 'Top 10 Starter 7D', minAmount: '100', dailyRate: '0.0001', days: 7, capacity: '50000', opensInDays: 0 },
  { name: 'Top 10 Growth 30D', minAmount: '500', dailyRate: '0.00015', days: 30, capacity: '100000', opensInDays: 0 },
  { name: 'Top 10 Select 90D', minAmount: '1000', dailyRate: '0.0002', days: 90, capacity: '200000', opensInDays: 0 },
  { name: 'Top 10 Horizon 60D', minAmount: '500', dailyRate: '0.00018', days: 60, capacity: '50000', opensInDays: 7 },
] as const;

/**
 * The demo Top 10 products and an income reserve that covers every one of them sold out, funded from
 * capital through the same posting ops/fund_reserve_add makes: under `npm start` every purchase a
 * product's capacity allows is covered.
 */
export async function seedDemoFund(q: Queryable, fund: FundConfig, now: Date): Promise<void> {
  let cover = new Decimal(0);
  for (const p of DEMO_PRODUCTS) {
    // A deployment with a lower cap gets only the demo products under it.
    if (new Decimal(p.dailyRate).gt(dailyRateCap(fund))) continue;
    const startAt = new Date(now.getTime() + p.opensInDays * DAY_MS - 3_600_000);
    await insertProduct(
      q,
      {
        name: p.name,
        minAmount: new Decimal(p.minAmount),
        dailyRate: new Decimal(p.dailyRate),
        days: p.days,
        startAt,
        endAt: new Date(startAt.getTime() + 365 * DAY_MS),
        capacity: new Decimal(p.capacity),
        createdBy: null,
        at: now,
      },
      fund,
    );
    cover = cover.plus(incomeOf(new Decimal(p.capacity), p.dailyRate, p.days).contracted);
  }
  if (cover.gt(0)) await addToReserve(q, FUND_CURRENCY, cover, 'Demo reserve: covers the demo products sold out', now);
}
