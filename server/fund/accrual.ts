import type { Queryable } from '../db/types';
import type { MoneyConfig } from '../money-config';
import type { Job, JobHandler } from '../jobs/jobs';
import { enqueueJob } from '../jobs/jobs';
import { memberAccount } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { purchaseById, type PurchaseRow } from './purchases';
import { reserveAccount } from './reserve';
import { writeNotice } from '../notices/notices';

/** Durable job of one purchase's day k (subject: purchase id, period: k); day `days` also settles. */
export const ACCRUE_JOB = 'top10.accrue';

const DAY_MS = 86_400_000;

/** Top 10 money is in the platform's own currency (money-config: always USDT), the same one buy.ts uses. */
export const FUND_CURRENCY: MoneyConfig['currency'] = 'USDT';

/** When day k of a purchase accrues: k x 24 hours after the purchase instant. */
export function accrualAt(startAt: Date, day: number): Date {
  return new Date(startAt.getTime() + day * DAY_MS);
}

/** Queues day k of a purchase (queuing it twice is one job). */
export function enqueueAccrual(q: Queryable, purchaseId: string, startAt: Date, day: number, now: Date): Promise<void> {
  return enqueueJob(q, { kind: ACCRUE_JOB, subject: purchaseId, period: String(day) }, accrualAt(startAt, day), now);
}

/**
 * Runs day k of a purchase inside the job's transaction: the day's income from the reserve into the
 * member's Top 10 account, then either the next day queued or, on the last day, principal and all
 * income settled into the asset account. The purchase row is locked and its accrued_days must be
 * k - 1: a repeat of a day already done (whatever the jobs table says) changes nothing.
 */
export function accrueJob(): JobHandler {
  return async (q: Queryable, job: Job, now: Date) => {
    const currency = FUND_CURRENCY;
    const day = Number(job.period);
    const purchase = await purchaseById(q, job.subject, { lock: true });
    if (!purchase || !Number.isInteger(day) || day < 1) throw new Error(`${ACCRUE_JOB}: no purchase ${job.subject} day ${job.period}`);
    if (purchase.status !== 'running' || purchase.accrued_days >= day) return;
    // Days are queued one by one, each by the run of the day before: a gap means something else wrote the row.
    if (purchase.accrued_days !== day - 1)
      throw new Error(`${ACCRUE_JOB}: purchase ${purchase.id} is at day ${purchase.accrued_days}, not ${day - 1}`);
    await payDay(q, purchase, day, currency, now);
    if (day < purchase.days) await enqueueAccrual(q, purchase.id, purchase.start_at, day + 1, now);
    else await settle(q, purchase.id, currency, now);
  };
}

async function payDay(q: Queryable, p: PurchaseRow, day: number, currency: string, now: Date): Promise<void> {
  const income = new Decimal(p.daily_income);
  if (income.gt(0)) {
    const reserve = await reserveAccount(q, currency, now);
    const top10 = await memberAccount(q, p.member_id, 'top10', currency, now);
    await postEntry(q, {
      type: 'top10_income',
      memo: `${p.name} · ${day}/${p.days}`,
      refType: 'top10_purchase',
      refId: p.id,
      lines: [
        { account: reserve, amount: income.neg() },
        { account: top10, amount: income },
      ],
      at: now,
    });
  }
  await q.query('UPDATE fund_purchases SET accrued_days = $2, accumulated_income = accumulated_income + $3 WHERE id = $1', [
    p.id,
    day,
    income.toFixed(),
  ]);
}

/** Principal plus accumulated income from the Top 10 account into the asset account; the purchase is settled. */
async function settle(q: Queryable, purchaseId: string, currency: string, now: Date): Promise<void> {
  const p = (await purchaseById(q, purchaseId))!;
  const total = new Decimal(p.amount).plus(p.accumulated_income);
  const top10 = await memberAccount(q, p.member_id, 'top10', currency, now);
  const asset = await memberAccount(q, p.member_id, 'asset', currency, now);
  const entry = await postEntry(q, {
    type: 'top10_settle',
    memo: p.name,
    refType: 'top10_purchase',
    refId: p.id,
    lines: [
      { account: top10, amount: total.neg() },
      { account: asset, amount: total },
    ],
    at: now,
  });
  await q.query(
    `UPDATE fund_purchases SET status = 'settled', settled_at = $2, settled_amount = $3, settle_entry_id = $4 WHERE id = $1 AND status = 'running'`,
    [p.id, now, total.toFixed(), entry],
  );
  await writeNotice(
    q,
    p.member_id,
    'fundSettled',
    { name: p.name, amount: p.amount, income: p.accumulated_income, total: total.toFixed(), currency },
    now,
  );
}
