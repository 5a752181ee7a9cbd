import { expect } from 'vitest';
import type { ApiRequest } from '@core/generated/api';
import type { Role } from '@server/staff/roles';
import { createStaff } from '@server/staff/accounts';
import { runDue, type JobHandler } from '@server/jobs/jobs';
import { jobHandlers } from '@server/job-handlers';
import { Decimal } from '@server/ledger/money';
import type { TestServer } from '../support/harness';
import { staffSignIn } from '../support/staff';
import { PAY_PASSWORD, payingMember } from '../support/money';
import { expectLedgerClean } from '../support/trading';

export const DAY = 86_400_000;

const signedIn = new WeakMap<TestServer, Map<string, { created: Promise<void>; token: Promise<string>; at: number }>>();

/**
 * A signed-in staff member (one per name per server). Staff sessions last hours and these suites move
 * the clock by days: a token older than an hour of clock time is replaced by a new sign-in.
 */
export function staffToken(s: TestServer, name = 'fundadmin', roles: Role[] = ['admin']): Promise<string> {
  let byName = signedIn.get(s);
  if (!byName) signedIn.set(s, (byName = new Map()));
  const email = `${name}@meridian.local`;
  const now = s.clock.now().getTime();
  let entry = byName.get(name);
  if (!entry || now - entry.at > 3_600_000) {
    const created = entry?.created ?? createStaff(s.running.services, { email, name, password: 'Fund123456', roles }).then(() => undefined);
    entry = { created, token: created.then(() => staffSignIn(s, email, 'Fund123456')), at: now };
    byName.set(name, entry);
  }
  return entry.token;
}

type ProductInput = ApiRequest<'ops/fund_product_create'>;

/**
 * The cap for suites about the fund's mechanics, which work with round rates (0.01 a day pays a
 * tenth in 10 days) far above the 8% a year a product may carry by default; cap.test.ts tests the cap.
 */
export const MECHANICS_CAP = { fund: { annualRateCap: '3.65' } };

/** A product created through ops/fund_product_create: open from an hour ago for 30 days at 7.3% a year unless told otherwise. */
export async function createProduct(s: TestServer, terms: Partial<ProductInput> = {}): Promise<{ id: number; contract_version: string }> {
  const now = Math.floor(s.clock.now().getTime() / 1000);
  const res = await s.api(
    'ops/fund_product_create',
    {
      name: 'Test fund',
      min_amount: '100',
      daily_rate: '0.0002',
      days: 3,
      start_at: now - 3600,
      end_at: now + 30 * 86_400,
      capacity: '100000',
      ...terms,
    },
    { token: await staffToken(s) },
  );
  return res.data;
}

export async function addReserve(s: TestServer, amount: string): Promise<void> {
  const res = await s.api('ops/fund_reserve_add', { amount, reason: 'Test cover' }, { token: await staffToken(s) });
  expect(res.body.code).toBe(0);
}

export async function reserve(s: TestServer): Promise<{ balance: string; committed: string; free: string }> {
  return (await s.api('ops/fund_reserve', undefined, { token: await staffToken(s) })).data;
}

export type Buyer = Awaited<ReturnType<typeof payingMember>>;

/** A verified member with a payment password and `asset` USDT in the asset account. */
export function buyer(s: TestServer, prefix: string, asset?: string): Promise<Buyer> {
  return payingMember(s, prefix, asset);
}

export function buy(
  s: TestServer,
  m: { token: string },
  product: { id: number; contract_version: string },
  amount: string,
  extra: Partial<ApiRequest<'fund/top_buy'>> = {},
) {
  return s.api(
    'fund/top_buy',
    { id: product.id, amount, contract_version: product.contract_version, pay_password: PAY_PASSWORD, agree: true, ...extra },
    { token: m.token },
  );
}

export function runJobs(s: TestServer, handlers: Record<string, JobHandler> = jobHandlers()): Promise<number> {
  return runDue(s.running.services.db, handlers, s.clock.now());
}

/** A member's USDT balance in one account, straight from the ledger ('0' before its first posting). */
export async function balance(s: TestServer, memberId: string, kind: 'asset' | 'top10'): Promise<string> {
  const { rows } = await s.running.services.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND currency = 'USDT'`,
    [memberId, kind],
  );
  return new Decimal(rows[0]?.balance ?? 0).toFixed(2);
}

/** Everything that moved money anywhere: entries and postings, counted. */
export async function ledgerSize(s: TestServer): Promise<{ entries: number; postings: number; purchases: number; sold: string }> {
  const { rows } = await s.running.services.db.query<{ entries: string; postings: string; purchases: string; sold: string }>(
    `SELECT (SELECT count(*) FROM journal_entries)::text AS entries, (SELECT count(*) FROM postings)::text AS postings,
            (SELECT count(*) FROM fund_purchases)::text AS purchases, (SELECT COALESCE(sum(sold), 0) FROM fund_products)::text AS sold`,
  );
  const r = rows[0]!;
  return { entries: Number(r.entries), postings: Number(r.postings), purchases: Number(r.purchases), sold: new Decimal(r.sold).toFixed(2) };
}

/**
 * The ledger checks, and the fund's own: each member's Top 10 account holds exactly the principal and
 * accrued income of its running purchases; the reserve holds at least the income still owed; no
 * product sold beyond its capacity.
 */
export async function expectFundClean(s: TestServer): Promise<void> {
  await expectLedgerClean(s);
  const db = s.running.services.db;
  const { rows } = await db.query<{ member_id: string; balance: string; owed: string }>(
    `SELECT a.member_id::text AS member_id, a.balance::text AS balance,
            COALESCE((SELECT sum(amount + accumulated_income) FROM fund_purchases f WHERE f.member_id = a.member_id AND f.status = 'running'), 0)::text AS owed
       FROM ledger_accounts a WHERE a.kind = 'top10' AND a.member_id IS NOT NULL`,
  );
  for (const r of rows) expect(new Decimal(r.balance).toFixed(2), `member ${r.member_id} top10`).toBe(new Decimal(r.owed).toFixed(2));
  const cover = await db.query<{ balance: string; committed: string }>(
    `SELECT COALESCE((SELECT balance FROM ledger_accounts WHERE member_id IS NULL AND kind = 'top10_reserve'), 0)::text AS balance,
            COALESCE((SELECT sum(contracted_income - accumulated_income) FROM fund_purchases WHERE status = 'running'), 0)::text AS committed`,
  );
  expect(new Decimal(cover.rows[0]!.balance).gte(cover.rows[0]!.committed)).toBe(true);
  const over = await db.query(
    `SELECT p.id FROM fund_products p WHERE p.sold > p.capacity OR p.sold <> COALESCE((SELECT sum(amount) FROM fund_purchases f WHERE f.product_id = p.id), 0)`,
  );
  expect(over.rows).toEqual([]);
}
