import type { Queryable } from '../db/types';
import { MEMBER_ACCOUNTS, type MemberAccount } from '../ledger/accounts';
import { Decimal } from '../ledger/money';
import type { Period } from './period';

/** One account's movement over the period: opening + sum of its postings = closing. */
export interface AccountLine {
  kind: MemberAccount;
  currency: string;
  opening: Decimal;
  credits: Decimal;
  debits: Decimal;
  closing: Decimal;
}

export interface PostingLine {
  at: Date;
  kind: MemberAccount;
  currency: string;
  type: string;
  amount: Decimal;
  balance: Decimal;
}

export interface TradeLine {
  at: Date;
  orderNo: string;
  code: string;
  side: 'buy' | 'sell';
  quantity: Decimal;
  price: Decimal;
  quoteCurrency: string;
  value: Decimal;
  fee: Decimal;
  /** Realised profit of a sell (after fees), null for a buy. */
  profit: Decimal | null;
}

export interface CopyLine {
  at: Date;
  provider: string;
  amount: Decimal;
  settled: Decimal;
  result: Decimal;
  /** The profit shares taken (platform, team and provider). */
  shares: Decimal;
}

export type ChargeKind = 'trading' | 'subscription' | 'profitShare' | 'withdrawal' | 'other';
export const CHARGE_KINDS: readonly ChargeKind[] = ['trading', 'subscription', 'profitShare', 'withdrawal', 'other'];

export interface Statement {
  period: Period;
  currency: string;
  accounts: AccountLine[];
  postings: PostingLine[];
  trades: TradeLine[];
  top10: { bought: Decimal; income: Decimal; settled: Decimal };
  copy: { subscribed: Decimal; settled: CopyLine[]; result: Decimal };
  charges: { byKind: Record<ChargeKind, Decimal>; total: Decimal; averageBalance: Decimal; percent: Decimal | null };
}

/**
 * Statements refuse a period with more postings than this (the member is asked for a shorter one):
 * a CSV of 20000 postings is about 1.4 MB; a PDF takes far longer to set (3.4 s per 1000 postings
 * measured on the shared 2-core machine at load 11), so it stops at 5000 (about 220 KB).
 */
export const MAX_POSTINGS = { csv: 20_000, pdf: 5_000 } as const;

const CHARGE_OF: Record<string, ChargeKind> = {
  etf_buy: 'trading',
  etf_sell: 'trading',
  follow_buy: 'subscription',
  follow_settle: 'profitShare',
  withdraw: 'withdrawal',
};

const d = (v: string | null | undefined) => new Decimal(v ?? 0);

export async function countPostings(db: Queryable, memberId: string, period: Period): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id = $1 AND p.created_at >= $2 AND p.created_at < $3`,
    [memberId, period.from, period.to],
  );
  return Number(rows[0]!.n);
}

/**
 * Every figure of a member's statement, read from the ledger (postings and entries) and the records
 * the entries point at (orders, subscriptions). Amounts stay exact (NUMERIC text into Decimal);
 * rounding is the renderers' business.
 */
export async function statementFigures(db: Queryable, memberId: string, period: Period, currency: string, now: Date): Promise<Statement> {
  const { from, to } = period;
  const { rows: accountRows } = await db.query<{
    id: string;
    kind: MemberAccount;
    currency: string;
    opening: string | null;
    closing: string | null;
  }>(
    `SELECT a.id::text AS id, a.kind, a.currency,
            (SELECT p.balance_after::text FROM postings p WHERE p.account_id = a.id AND p.created_at < $2 ORDER BY p.id DESC LIMIT 1) AS opening,
            (SELECT p.balance_after::text FROM postings p WHERE p.account_id = a.id AND p.created_at < $3 ORDER BY p.id DESC LIMIT 1) AS closing
       FROM ledger_accounts a WHERE a.member_id = $1 AND a.created_at < $3 ORDER BY a.id`,
    [memberId, from, to],
  );
  const { rows: postingRows } = await db.query<{
    at: Date;
    kind: MemberAccount;
    currency: string;
    type: string;
    amount: string;
    balance: string;
  }>(
    `SELECT p.created_at AS at, a.kind, p.currency, e.type, p.amount::text AS amount, p.balance_after::text AS balance
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
      WHERE a.member_id = $1 AND p.created_at >= $2 AND p.created_at < $3 ORDER BY p.id`,
    [memberId, from, to],
  );
  const postings: PostingLine[] = postingRows.map((r) => ({ ...r, at: new Date(r.at), amount: d(r.amount), balance: d(r.balance) }));

  const order = (kind: MemberAccount) => MEMBER_ACCOUNTS.indexOf(kind);
  const accounts: AccountLine[] = accountRows
    .map((r) => {
      const own = postings.filter((p) => p.kind === r.kind && p.currency === r.currency);
      return {
        kind: r.kind,
        currency: r.currency,
        opening: d(r.opening),
        credits: own.filter((p) => p.amount.gt(0)).reduce((s, p) => s.plus(p.amount), new Decimal(0)),
        debits: own.filter((p) => p.amount.lt(0)).reduce((s, p) => s.plus(p.amount), new Decimal(0)),
        closing: d(r.closing),
      };
    })
    .sort((a, b) => order(a.kind) - order(b.kind) || a.currency.localeCompare(b.currency));

  const { rows: tradeRows } = await db.query<{
    at: Date;
    order_no: string;
    code: string;
    side: 'buy' | 'sell';
    quantity: string;
    price: string;
    quote_currency: string;
    value: string;
    fee: string;
    profit: string | null;
  }>(
    `SELECT e.created_at AS at, o.order_no, o.code, o.side, o.quantity::text AS quantity, o.fill_price::text AS price, o.quote_currency,
            o.value::text AS value, o.fee::text AS fee, o.profit::text AS profit
       FROM etf_orders o JOIN journal_entries e ON e.id = o.entry_id
      WHERE o.member_id = $1 AND o.status = 'transacted' AND e.created_at >= $2 AND e.created_at < $3 ORDER BY e.id`,
    [memberId, from, to],
  );
  const trades: TradeLine[] = tradeRows.map((r) => ({
    at: new Date(r.at),
    orderNo: r.order_no,
    code: r.code,
    side: r.side,
    quantity: d(r.quantity),
    price: d(r.price),
    quoteCurrency: r.quote_currency,
    value: d(r.value),
    fee: d(r.fee),
    profit: r.profit === null ? null : d(r.profit),
  }));

  const sumOf = (kind: MemberAccount, type: string) =>
    postings
      .filter((p) => p.kind === kind && p.type === type && p.currency === currency)
      .reduce((s, p) => s.plus(p.amount), new Decimal(0));
  const top10 = {
    bought: sumOf('top10', 'top10_buy'),
    income: sumOf('top10', 'top10_income'),
    settled: sumOf('top10', 'top10_settle').neg(),
  };

  const { rows: copyRows } = await db.query<{
    at: Date;
    provider: string;
    amount: string;
    settled: string;
    shares: string;
  }>(
    `SELECT e.created_at AS at, p.display_name AS provider, s.amount::text AS amount, s.settled_amount::text AS settled,
            (COALESCE(s.split_company, 0) + COALESCE(s.split_team, 0) + COALESCE(s.split_trader, 0))::text AS shares
       FROM follow_subscriptions s JOIN follow_providers p ON p.id = s.provider_id JOIN journal_entries e ON e.id = s.settle_entry_id
      WHERE s.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3 ORDER BY e.id`,
    [memberId, from, to],
  );
  const settled: CopyLine[] = copyRows.map((r) => ({
    at: new Date(r.at),
    provider: r.provider,
    amount: d(r.amount),
    settled: d(r.settled),
    result: d(r.settled).minus(r.amount),
    shares: d(r.shares),
  }));
  const copy = {
    subscribed: sumOf('follow', 'follow_buy'),
    settled,
    result: settled.reduce((s, c) => s.plus(c.result), new Decimal(0)),
  };

  return {
    period,
    currency,
    accounts,
    postings,
    trades,
    top10,
    copy,
    charges: await charges(db, memberId, period, currency, accounts, postings, now),
  };
}

/**
 * All fees and charges the member paid in the period: what the entries touching the member's
 * accounts credited to the platform's fees and team pool (net, so a correction that refunds a fee
 * lowers it), plus the provider's profit share of the member's own copy settlements. Team rewards
 * the member received are not charges; a settlement where the member is the provider charged the
 * subscriber, not them.
 */
async function charges(
  db: Queryable,
  memberId: string,
  period: Period,
  currency: string,
  accounts: AccountLine[],
  postings: PostingLine[],
  now: Date,
): Promise<Statement['charges']> {
  const { rows } = await db.query<{ type: string; amount: string }>(
    `WITH mine AS (
       SELECT DISTINCT p.entry_id FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.member_id = $1 AND p.created_at >= $2 AND p.created_at < $3)
     SELECT e.type, sum(p.amount)::text AS amount
       FROM mine JOIN journal_entries e ON e.id = mine.entry_id JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id IS NULL AND a.kind IN ('fees', 'team_pool') AND p.currency = $4 AND e.type <> 'team_reward'
        AND (e.type <> 'follow_settle' OR EXISTS (SELECT 1 FROM follow_subscriptions s WHERE s.settle_entry_id = e.id AND s.member_id = $1))
      GROUP BY e.type`,
    [memberId, period.from, period.to, currency],
  );
  const { rows: trader } = await db.query<{ amount: string }>(
    `SELECT COALESCE(sum(s.split_trader), 0)::text AS amount FROM follow_subscriptions s JOIN journal_entries e ON e.id = s.settle_entry_id
      WHERE s.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3`,
    [memberId, period.from, period.to],
  );
  const byKind = Object.fromEntries(CHARGE_KINDS.map((k) => [k, new Decimal(0)])) as Record<ChargeKind, Decimal>;
  for (const r of rows) {
    const kind = CHARGE_OF[r.type] ?? 'other';
    byKind[kind] = byKind[kind].plus(r.amount);
  }
  byKind.profitShare = byKind.profitShare.plus(trader[0]!.amount);
  const total = CHARGE_KINDS.reduce((s, k) => s.plus(byKind[k]), new Decimal(0));
  const averageBalance = timeWeightedBalance(period, currency, accounts, postings, now);
  const percent = averageBalance.gt(0) ? total.div(averageBalance).times(100) : null;
  return { byKind, total, averageBalance, percent };
}

/**
 * The average balance (docs/statements.md): the member's total balance in the statement currency,
 * all accounts together, weighted by how long it stood, from the period's start to its end (or now,
 * for a period still running).
 */
export function timeWeightedBalance(
  period: Period,
  currency: string,
  accounts: AccountLine[],
  postings: PostingLine[],
  now: Date,
): Decimal {
  const start = period.from.getTime();
  const end = Math.min(period.to.getTime(), Math.max(now.getTime(), start + 1));
  let level = accounts.filter((a) => a.currency === currency).reduce((s, a) => s.plus(a.opening), new Decimal(0));
  let since = start;
  let area = new Decimal(0);
  for (const p of postings) {
    if (p.currency !== currency) continue;
    const at = Math.min(Math.max(p.at.getTime(), start), end);
    area = area.plus(level.times(at - since));
    since = at;
    level = level.plus(p.amount);
  }
  area = area.plus(level.times(end - since));
  return area.div(end - start);
}
