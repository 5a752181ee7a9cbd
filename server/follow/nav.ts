import { navStep } from '@core/follow/navStep';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { memberAccount } from '../ledger/accounts';
import { lockAccounts } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { readEquity } from './equity';
import type { ProviderRow } from './providers';

export interface Snapshot {
  time: Date;
  equity: Decimal;
  units: Decimal;
  nav: Decimal;
  flow: Decimal;
  lastPosting: string;
}

interface SnapshotRow {
  time: Date;
  equity: string;
  units: string;
  nav: string;
  flow: string;
  last_posting: string;
}

function snapshotOf(r: SnapshotRow): Snapshot {
  return {
    time: new Date(r.time),
    equity: new Decimal(r.equity),
    units: new Decimal(r.units),
    nav: new Decimal(r.nav),
    flow: new Decimal(r.flow),
    lastPosting: r.last_posting,
  };
}

const SNAPSHOT_COLUMNS = `time, equity::text AS equity, units::text AS units, nav::text AS nav, flow::text AS flow, last_posting::text AS last_posting`;

export async function lastSnapshot(q: Queryable, providerId: string, atOrBefore?: Date): Promise<Snapshot | undefined> {
  const { rows } = await q.query<SnapshotRow>(
    `SELECT ${SNAPSHOT_COLUMNS} FROM follow_nav WHERE provider_id = $1 AND ($2::timestamptz IS NULL OR time <= $2) ORDER BY time DESC LIMIT 1`,
    [providerId, atOrBefore ?? null],
  );
  return rows[0] && snapshotOf(rows[0]);
}

export async function snapshotAt(q: Queryable, providerId: string, time: Date): Promise<Snapshot | undefined> {
  const { rows } = await q.query<SnapshotRow>(`SELECT ${SNAPSHOT_COLUMNS} FROM follow_nav WHERE provider_id = $1 AND time = $2`, [
    providerId,
    time,
  ]);
  return rows[0] && snapshotOf(rows[0]);
}

/** The track record's first snapshot (NAV 1 at `since`). */
export async function firstSnapshot(q: Queryable, providerId: string): Promise<Snapshot | undefined> {
  const { rows } = await q.query<SnapshotRow>(`SELECT ${SNAPSHOT_COLUMNS} FROM follow_nav WHERE provider_id = $1 ORDER BY time LIMIT 1`, [
    providerId,
  ]);
  return rows[0] && snapshotOf(rows[0]);
}

/**
 * The provider's NAV this moment, without writing: the last snapshot's units, plus the flows since
 * it bought or sold at its NAV, valued at equity now. The same step a snapshot takes (navStep), so
 * a snapshot taken now records this very NAV. Without a price for a held line it is the last
 * snapshot's, flagged as such.
 */
export async function liveNav(
  q: Queryable,
  services: Services,
  provider: ProviderRow,
  now: Date,
): Promise<Snapshot & { measured: boolean }> {
  const last = await lastSnapshot(q, provider.id);
  const account = await memberAccount(q, provider.member_id, 'etf', services.config.money.currency, now);
  const reading = await readEquity(q, services, account, last?.lastPosting ?? '0');
  if (!reading) {
    const base = last ?? {
      time: now,
      equity: new Decimal(0),
      units: new Decimal(0),
      nav: new Decimal(1),
      flow: new Decimal(0),
      lastPosting: '0',
    };
    return { ...base, time: now, flow: new Decimal(0), measured: false };
  }
  const step = navStep(last ?? null, reading.equity, reading.flow);
  return {
    time: now,
    equity: reading.equity,
    units: step.units,
    nav: step.nav,
    flow: reading.flow,
    lastPosting: reading.lastPosting,
    measured: true,
  };
}

/**
 * Records a snapshot at `now` in the caller's transaction. The ETF account is locked first, so every
 * transaction that posted to it has committed and any later one waits: no flow is counted twice or
 * missed by the posting watermark. Returns undefined when a held line has no price (no snapshot).
 */
export async function takeSnapshot(q: Queryable, services: Services, provider: ProviderRow, now: Date): Promise<Snapshot | undefined> {
  const account = await memberAccount(q, provider.member_id, 'etf', services.config.money.currency, now);
  await lockAccounts(q, [account]);
  const live = await liveNav(q, services, provider, now);
  if (!live.measured) return undefined;
  const { rows } = await q.query(
    `INSERT INTO follow_nav (provider_id, time, equity, units, nav, flow, last_posting) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (provider_id, time) DO NOTHING RETURNING id`,
    [provider.id, now, live.equity.toFixed(), live.units.toFixed(), live.nav.toFixed(), live.flow.toFixed(), live.lastPosting],
  );
  return rows[0] ? live : await snapshotAt(q, provider.id, now);
}

/**
 * The first live snapshot of a track record: NAV 1 and units = equity at `now`, whatever the account
 * did before (a member who traded before becoming a provider starts at 1 like everyone); its flow is
 * the whole equity, money that came in. A demo provider whose simulated record precedes it (`continues`:
 * that record's last NAV and equity) starts at that NAV instead (units = equity / NAV), so the series
 * does not jump back to 1; its flow is only what the real account holds beyond the simulated equity,
 * so a period spanning the seam does not count the account's opening balance as a loss.
 */
export async function openTrackRecord(
  q: Queryable,
  services: Services,
  provider: ProviderRow,
  now: Date,
  continues?: { nav: Decimal; equity: Decimal },
): Promise<Snapshot> {
  const startNav = continues?.nav ?? new Decimal(1);
  const account = await memberAccount(q, provider.member_id, 'etf', services.config.money.currency, now);
  await lockAccounts(q, [account]);
  const reading = await readEquity(q, services, account, '0');
  if (!reading) throw new Error(`provider ${provider.id}: a held line has no price to open the track record with`);
  const snapshot: Snapshot = {
    time: now,
    equity: reading.equity,
    units: reading.equity.gt(0) ? reading.equity.div(startNav).toDecimalPlaces(12, Decimal.ROUND_HALF_UP) : new Decimal(0),
    nav: startNav,
    flow: continues ? reading.equity.minus(continues.equity) : reading.equity,
    lastPosting: reading.lastPosting,
  };
  await q.query(`INSERT INTO follow_nav (provider_id, time, equity, units, nav, flow, last_posting) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
    provider.id,
    now,
    snapshot.equity.toFixed(),
    snapshot.units.toFixed(),
    snapshot.nav.toFixed(),
    snapshot.flow.toFixed(),
    snapshot.lastPosting,
  ]);
  return snapshot;
}
