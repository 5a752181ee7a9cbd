import type { ApiMap } from '@core/generated/api';
import { mirroredValue } from '@core/follow/mirroredValue';
import { SPLIT_RATES } from '@core/follow/profitSplit';
import { breakEvenRoi } from '@core/follow/breakEvenRoi';
import type { Services } from '../services';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { NEW_DAYS, type Figures, type Period } from './figures';
import type { ProviderRow } from './providers';
import type { SubscriptionRow } from './subscriptions';
import type { Settlement } from './settle';

/** A ratio as the API sends it: up to 6 decimals. */
export function rateText(value: Decimal.Value): string {
  const d = new Decimal(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  return d.isZero() ? '0' : d.toFixed();
}

/** A NAV as the API sends it: up to 8 decimals (the Money pattern). */
export function navText(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
}

export function followConf(services: Services): ApiMap['follow/conf']['response'] {
  const f = services.config.follow;
  return {
    follow_mode: 'fixed',
    fee_rate: f.feeRate,
    min_amount: moneyText(f.minAmount),
    max_amount: moneyText(f.maxAmount),
    min_days: f.minDays,
    max_days: f.maxDays,
    days_options: f.daysOptions,
    stop_loss_min: f.stopLossMin,
    stop_loss_max: f.stopLossMax,
    split: { ...SPLIT_RATES },
    example_amount: moneyText(f.exampleAmount),
    break_even_roi: rateText(breakEvenRoi(f.feeRate)),
    max_risk_score: f.maxRiskScore,
    risk_free_rate: f.riskFreeRate,
    new_days: NEW_DAYS,
  };
}

export function figuresView(provider: ProviderRow, f: Figures) {
  return {
    id: Number(provider.id),
    name: provider.display_name,
    avatar: provider.avatar,
    strategy: provider.strategy,
    net_value: navText(f.navNow),
    roi: rateText(f.roi),
    profit: moneyText(f.profit.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
    max_drawdown: rateText(f.maxDrawdown),
    win_rate: rateText(f.winRate),
    closed_orders: f.closed,
    wins: f.wins,
    followers: f.followers,
    earnings: moneyText(f.earnings),
    fee_rate: rateText(provider.fee_rate),
    since: unixSeconds(provider.since),
    track_record_days: f.trackRecordDays,
    is_new: f.isNew,
    simulated_until: provider.simulated_until ? unixSeconds(new Date(provider.simulated_until)) : null,
    copier_amount: moneyText(f.copier.paid.minus(f.copier.fee)),
    copier_paid: moneyText(f.copier.paid),
    copier_received: moneyText(f.copier.received),
    copier_result: moneyText(f.copier.net),
    copier_return: rateText(f.copier.rate),
    break_even_roi: rateText(f.breakEvenRoi),
    risk_score: f.riskScore,
    volatility: f.volatility === null ? null : rateText(f.volatility),
    sharpe: f.sharpe === null ? null : f.sharpe.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    aum: moneyText(f.aum),
    copiers_result: moneyText(f.copiersResult),
    copiers_settled: f.settledCount,
  };
}

export function splitView(s: {
  profit: string | Decimal;
  member: string | Decimal;
  trader: string | Decimal;
  company: string | Decimal;
  team: string | Decimal;
}) {
  return {
    profit: moneyText(s.profit),
    member: moneyText(s.member),
    trader: moneyText(s.trader),
    company: moneyText(s.company),
    team: moneyText(s.team),
  };
}

export function settlementView(s: Settlement): ApiMap['follow/stop']['response'] {
  return {
    id: Number(s.id),
    end_reason: s.reason,
    net_value: navText(s.navEnd),
    value: moneyText(s.value),
    profit: moneyText(s.profit),
    settled_amount: moneyText(s.settledAmount),
    split: s.split ? splitView({ profit: s.profit, ...s.split }) : null,
    settled_at: unixSeconds(s.settledAt),
  };
}

type LogItem = ApiMap['follow/log']['response']['list'][number];

/** A subscription row for follow/log: active ones valued at the provider's NAV now (navNow). */
export function subscriptionView(r: SubscriptionRow, navNow: Decimal | undefined): LogItem {
  const amount = new Decimal(r.amount);
  const active = r.status === 'active';
  const current = active ? (navNow ?? new Decimal(r.nav_start)) : new Decimal(r.nav_end!);
  const value = active ? mirroredValue(amount, r.nav_start, current) : new Decimal(r.value!);
  return {
    id: Number(r.id),
    provider_id: Number(r.provider_id),
    provider_name: r.provider_name,
    net_value: navText(r.nav_start),
    current_net_value: navText(current),
    fee: moneyText(r.fee),
    follow_mode: 'fixed',
    amount: moneyText(amount),
    days: r.days,
    start_at: unixSeconds(r.start_at),
    expire_at: unixSeconds(r.expire_at),
    value: moneyText(value),
    income: moneyText(active ? value.minus(amount) : new Decimal(r.settled_amount!).minus(amount)),
    stop_loss: r.stop_loss === null ? null : rateText(r.stop_loss),
    status: r.status,
    end_reason: r.end_reason,
    settled_at: r.settled_at ? unixSeconds(r.settled_at) : null,
    settled_amount: r.settled_amount === null ? null : moneyText(r.settled_amount),
    split:
      r.split_member === null
        ? null
        : splitView({ profit: r.profit!, member: r.split_member, trader: r.split_trader!, company: r.split_company!, team: r.split_team! }),
  };
}

export type { Period };
