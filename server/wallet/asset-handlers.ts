import type { HandlerMap } from '../services';
import { CONTRACT_ACCOUNTS, MEMBER_ACCOUNTS, type MemberAccount } from '../ledger/accounts';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { billTitle } from './bill-types';
import { teamRewardRemark } from '../team/bill-remark';
import { accountIncome, billPage } from './postings';
import { exchangeRates } from './rates';
import { startOfDay } from './review-hours';
import { holdingsOf } from './income';

export const assetHandlers: HandlerMap = {
  'member/asset': async ({ caller }, services) => {
    const money = services.config.money;
    const now = services.clock.now();
    const dayStart = startOfDay(now, money.reviewHours.timezone);
    const held = await holdingsOf(services, caller.memberId, now, dayStart);
    const rows = await accountIncome(services.db, caller.memberId, INCOME_TYPES, dayStart);
    // The ETF and copy-trading accounts earn outside their postings (holdings, subscriptions): their
    // income is computed (server/wallet/income.ts), in USDT; the others' is what income postings paid.
    for (const r of rows) {
      const computed = r.currency === money.currency ? (r.kind === 'etf' ? held.etf : r.kind === 'follow' ? held.follow : null) : null;
      if (computed) Object.assign(r, { today: computed.today.toFixed(2), total: computed.total.toFixed(2) });
    }
    // Every account shows, in USDT, even before its first posting; the asset account also in legal tender once used.
    const accounts = MEMBER_ACCOUNTS.flatMap((kind) => {
      const own = rows.filter((r) => r.kind === kind);
      const computed = kind === 'etf' ? held.etf : kind === 'follow' ? held.follow : null;
      const usdt = own.find((r) => r.currency === money.currency) ?? {
        kind,
        currency: money.currency,
        balance: '0',
        frozen: '0',
        today: computed?.today.toFixed(2) ?? '0',
        total: computed?.total.toFixed(2) ?? '0',
      };
      return [usdt, ...own.filter((r) => r.currency !== money.currency)];
    });
    const mid = exchangeRates(money).mid;
    const inUsdt = (r: { currency: string }, v: string) => (r.currency === money.currency ? new Decimal(v) : new Decimal(v).div(mid));
    const sum = (field: 'balance' | 'today' | 'total') =>
      accounts.reduce((acc, r) => acc.plus(inUsdt(r, r[field])), new Decimal(0)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const view = (r: (typeof accounts)[number]) => {
      // A contract account's balance (Top 10 principal and accrued income) moves only at settlement: all
      // of it is frozen, none available. Elsewhere frozen is what holds keep (a withdrawal under review,
      // an active copy subscription's principal in the follow account).
      const frozen = CONTRACT_ACCOUNTS.has(r.kind) ? new Decimal(r.balance) : new Decimal(r.frozen);
      return {
        type: r.kind,
        currency: r.currency,
        total: moneyText(r.balance),
        available: moneyText(new Decimal(r.balance).minus(frozen)),
        frozen: moneyText(frozen),
        today_income: moneyText(r.today),
        total_income: moneyText(r.total),
      };
    };
    // Beyond the balances: holdings at the bid, and active subscriptions at their value rather than
    // their principal (which the follow account's balance holds).
    const top10 = new Decimal(accounts.find((r) => r.kind === 'top10' && r.currency === money.currency)!.balance);
    const balances = sum('balance');
    const copyGain = held.copyValue.minus(held.copyPrincipal);
    return {
      currency: money.currency,
      total_assets: moneyText(balances.plus(held.etfValue).plus(copyGain)),
      breakdown: {
        cash: moneyText(balances.minus(top10).minus(held.copyPrincipal)),
        etf_holdings: moneyText(held.etfValue),
        top10: moneyText(top10),
        copy_trading: moneyText(held.copyValue),
      },
      today_income: moneyText(sum('today')),
      total_income: moneyText(sum('total')),
      accounts: accounts.map(view),
      // Each account in the member's currency by its type, so a screen binds by_type.asset.available
      // (what a withdrawal can take) by name rather than by its place in the list.
      by_type: Object.fromEntries(
        MEMBER_ACCOUNTS.map((kind) => [kind, view(accounts.find((r) => r.kind === kind && r.currency === money.currency)!)]),
      ) as Record<MemberAccount, ReturnType<typeof view>>,
    };
  },

  'wallet/bill': async ({ input, caller, lan }, services) => {
    const since = input.period ? new Date(services.clock.now().getTime() - PERIOD_DAYS[input.period] * 86_400_000) : new Date(0);
    const { rows, ...paging } = await billPage(
      services.db,
      { memberId: caller.memberId, since, type: input.type ?? null, account: input.account ?? null },
      input,
    );
    return {
      ...paging,
      list: rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        title: billTitle(services, lan, r.type),
        account: r.kind,
        currency: r.currency,
        amount: moneyText(r.amount),
        balance: moneyText(r.balance_after),
        remark: r.reward ? teamRewardRemark(services, lan, r.reward) : r.memo,
        created_at: unixSeconds(r.created_at),
      })),
    };
  },
};

/**
 * Entry types that are income where they post (Top 10 daily income on the Top 10 account, team rewards
 * on the asset account); the ETF and copy-trading accounts' income is computed (server/wallet/income.ts).
 */
export const INCOME_TYPES = ['income', 'reward', 'settlement', 'top10_income', 'team_reward'];

const PERIOD_DAYS = { '7d': 7, '1m': 30, '3m': 91, '1y': 365 } as const;
