import type { Queryable } from '../db/types';
import { platformAccount } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal, moneyText } from '../ledger/money';

/**
 * The Top 10 income reserve: a platform account funded from capital, out of which every day's income
 * is paid. Its free cover is its balance less the income contracted and not yet paid (running
 * purchases); a purchase whose contracted income exceeds the free cover is refused, so everything
 * sold is always covered.
 */
export interface ReserveState {
  balance: Decimal;
  committed: Decimal;
  free: Decimal;
}

export function reserveAccount(q: Queryable, currency: string, now: Date): Promise<string> {
  return platformAccount(q, 'top10_reserve', currency, now);
}

/** The reserve as it is; read it with the reserve account locked when a decision depends on it. */
export async function reserveState(q: Queryable, account: string): Promise<ReserveState> {
  const { rows } = await q.query<{ balance: string; committed: string }>(
    `SELECT (SELECT balance::text FROM ledger_accounts WHERE id = $1) AS balance,
            (SELECT COALESCE(sum(contracted_income - accumulated_income), 0)::text FROM fund_purchases WHERE status = 'running') AS committed`,
    [account],
  );
  const balance = new Decimal(rows[0]!.balance);
  const committed = new Decimal(rows[0]!.committed);
  return { balance, committed, free: balance.minus(committed) };
}

/**
 * Moves platform capital into the reserve: one entry, capital - amount, reserve + amount. The only
 * way money enters the reserve (ops/fund_reserve_add and the demo seed both come here).
 */
export async function addToReserve(q: Queryable, currency: string, amount: Decimal, memo: string, now: Date): Promise<string> {
  const capital = await platformAccount(q, 'capital', currency, now);
  const reserve = await reserveAccount(q, currency, now);
  return postEntry(q, {
    type: 'top10_reserve_add',
    memo,
    lines: [
      { account: capital, amount: amount.neg() },
      { account: reserve, amount },
    ],
    at: now,
  });
}

/**
 * What backs the promised income, as members see it: the reserve's balance against all income
 * promised and not yet paid, and how many times over it covers it (rounded down to one decimal,
 * so the figure never overstates; null while nothing is promised).
 */
export function reserveBacking(r: ReserveState) {
  return {
    balance: moneyText(r.balance),
    promised: moneyText(r.committed),
    coverage: r.committed.gt(0) ? r.balance.div(r.committed).toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1) : null,
  };
}
