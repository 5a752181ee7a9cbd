import { breakEvenRoi } from '@core/follow/breakEvenRoi';
import { copierResult, type CopierResult } from '@core/follow/copierResult';
import { maxDrawdown } from '@core/follow/maxDrawdown';
import { sharpeRatio } from '@core/follow/sharpeRatio';
import { roi } from '@core/follow/roi';
import { winRatio } from '@core/follow/winRatio';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';
import { firstSnapshot, lastSnapshot, liveNav, type Snapshot } from './nav';
import type { ProviderRow } from './providers';
import { providerRisk } from './risk';

export type Period = '7d' | '1m' | '3m' | '1y';

export const PERIOD_DAYS: Record<Period, number> = { '7d': 7, '1m': 30, '3m': 90, '1y': 365 };

const DAY_MS = 86_400_000;

export function periodStart(period: Period, now: Date): Date {
  return new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
}

/** A provider's figures over a period, each by its formula in docs/copy-trading.md. */
export interface Figures {
  navNow: Decimal;
  roi: Decimal;
  profit: Decimal;
  maxDrawdown: Decimal;
  winRate: Decimal;
  closed: number;
  wins: number;
  followers: number;
  earnings: Decimal;
  trackRecordDays: number;
  /** What a copier of the stated amount (follow/conf example_amount) would have got over the period. */
  copier: CopierResult;
  breakEvenRoi: Decimal;
  volatility: Decimal | null;
  riskScore: number | null;
  sharpe: Decimal | null;
  /** Principal of the active subscriptions (amount currently copied). */
  aum: Decimal;
  /** What copiers actually got from settled subscriptions, all time: paid back − amount − fee. */
  copiersResult: Decimal;
  settledCount: number;
  /** A track record under NEW_DAYS: listed apart, not ranked. */
  isNew: boolean;
}

/** Providers with a track record shorter than this are listed apart as new, not ranked. */
export const NEW_DAYS = 30;

/**
 * The period's base, shared by every figure and the chart so they describe one series: the last
 * snapshot at or before the period's start, or the track record's first one when it began inside it.
 */
export async function periodBase(q: Queryable, providerId: string, start: Date): Promise<Snapshot | undefined> {
  return (await lastSnapshot(q, providerId, start)) ?? (await firstSnapshot(q, providerId));
}

/**
 * The period's base is the last snapshot at or before its start (or the track record's first one,
 * when it began inside the period); its end is the live NAV now. Profit = equity now - equity at
 * the base - the flows after the base (so a deposit is not profit).
 */
export async function providerFigures(
  q: Queryable,
  services: Services,
  provider: ProviderRow,
  period: Period,
  now: Date,
): Promise<Figures> {
  const start = periodStart(period, now);
  const base = await periodBase(q, provider.id, start);
  const live = await liveNav(q, services, provider, now);
  // Aggregated in the database: a year of five-minute snapshots is ~105,000 rows per provider. The
  // drawdown is the same formula as core/follow/maxDrawdown.ts, over the running peak of the series.
  const { rows: agg } = await q.query<{ flows: string; peak: string | null; drawdown: string | null }>(
    `SELECT COALESCE(sum(flow) FILTER (WHERE time > $2), 0)::text AS flows, max(nav)::text AS peak,
            max(CASE WHEN peak > 0 THEN (peak - nav) / peak ELSE 0 END)::text AS drawdown
       FROM (SELECT time, nav, flow, max(nav) OVER (ORDER BY time ROWS UNBOUNDED PRECEDING) AS peak
               FROM follow_nav WHERE provider_id = $1 AND time >= $2) series`,
    [provider.id, base?.time ?? now],
  );
  const flows = new Decimal(agg[0]!.flows).plus(live.flow);
  const peak = agg[0]!.peak === null ? null : new Decimal(agg[0]!.peak);
  const drawdown = Decimal.max(new Decimal(agg[0]!.drawdown ?? 0), maxDrawdown(peak ? [peak, live.nav] : [live.nav]));
  const from = start > provider.since ? start : provider.since;
  const closed = await q.query<{ profit: string }>(
    `SELECT profit::text AS profit FROM etf_orders WHERE member_id = $1 AND side = 'sell' AND status = 'transacted' AND ended_at > $2 AND ended_at <= $3`,
    [provider.member_id, from, now],
  );
  const wins = winRatio(closed.rows.map((r) => r.profit));
  const counts = await q.query<{ followers: string; earnings: string; aum: string; copiers: string; settled: string }>(
    `SELECT (SELECT count(DISTINCT member_id) FROM follow_subscriptions WHERE provider_id = $1 AND status = 'active')::text AS followers,
            (SELECT COALESCE(sum(split_trader), 0) FROM follow_subscriptions
              WHERE provider_id = $1 AND status = 'settled' AND settled_at > $2 AND settled_at <= $3)::text AS earnings,
            (SELECT COALESCE(sum(amount), 0) FROM follow_subscriptions WHERE provider_id = $1 AND status = 'active')::text AS aum,
            (SELECT COALESCE(sum(settled_amount - amount - fee), 0) FROM follow_subscriptions
              WHERE provider_id = $1 AND status = 'settled')::text AS copiers,
            (SELECT count(*) FROM follow_subscriptions WHERE provider_id = $1 AND status = 'settled')::text AS settled`,
    [provider.id, start, now],
  );
  const periodRoi = base ? roi(base.nav, live.nav) : new Decimal(0);
  const trackRecordDays = Math.max(0, Math.floor((now.getTime() - provider.since.getTime()) / DAY_MS));
  const risk = await providerRisk(q, services, provider, now, live.nav);
  // The period actually covered: a younger track record is annualised over its own age.
  const coveredDays = base ? (now.getTime() - base.time.getTime()) / DAY_MS : 0;
  return {
    navNow: live.nav,
    roi: periodRoi,
    profit: base ? live.equity.minus(base.equity).minus(flows) : new Decimal(0),
    maxDrawdown: drawdown,
    winRate: wins.ratio,
    closed: wins.closed,
    wins: wins.wins,
    followers: Number(counts.rows[0]!.followers),
    earnings: new Decimal(counts.rows[0]!.earnings),
    trackRecordDays,
    copier: copierResult(services.config.follow.exampleAmount, base?.nav ?? live.nav, live.nav, provider.fee_rate),
    breakEvenRoi: breakEvenRoi(provider.fee_rate),
    volatility: risk.volatility,
    riskScore: risk.score,
    sharpe: sharpeRatio(periodRoi, Math.floor(coveredDays), risk.volatility, services.config.follow.riskFreeRate),
    aum: new Decimal(counts.rows[0]!.aum),
    copiersResult: new Decimal(counts.rows[0]!.copiers),
    settledCount: Number(counts.rows[0]!.settled),
    isNew: trackRecordDays < NEW_DAYS,
  };
}

/**
 * The net value curve over a period, at most ~240 points: the base (the ROI's, see periodBase), the last
 * snapshot of each equal time slice after it, then NAV now. Its first and last points give the ROI beside it.
 */
export async function navCurve(
  q: Queryable,
  services: Services,
  provider: ProviderRow,
  period: Period,
  now: Date,
): Promise<{ time: Date; nav: Decimal }[]> {
  const start = periodStart(period, now);
  const sliceSeconds = Math.max(60, Math.ceil((PERIOD_DAYS[period] * 86_400) / 240));
  const base = await periodBase(q, provider.id, start);
  // Strictly after the base: when the track record began inside the period, the base is its first
  // snapshot, which a slice's "last snapshot" would otherwise drop.
  const { rows } = await q.query<{ time: Date; nav: string }>(
    `SELECT DISTINCT ON (floor(extract(epoch FROM time) / $3)) time, nav::text AS nav FROM follow_nav
      WHERE provider_id = $1 AND time > $2 ORDER BY floor(extract(epoch FROM time) / $3), time DESC`,
    [provider.id, base?.time ?? start, sliceSeconds],
  );
  const live = await liveNav(q, services, provider, now);
  const points = [
    ...(base ? [{ time: base.time, nav: base.nav }] : []),
    ...rows.map((r) => ({ time: new Date(r.time), nav: new Decimal(r.nav) })),
  ];
  if (!points.length || points[points.length - 1]!.time.getTime() < now.getTime()) points.push({ time: now, nav: live.nav });
  return points;
}
