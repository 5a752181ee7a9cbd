import type { TestServer } from './harness';
import { fund, payingMember } from './money';
import { trader } from './trading';
import { runDue } from '@server/jobs/jobs';
import { jobHandlers } from '@server/job-handlers';
import { enrollProvider } from '@server/follow/enroll';
import { isOpen } from '@core/market/calendar';

/** A member trading with `etf` USDT in the ETF account, enrolled as a signal provider (manual strategy) at the clock's now. */
export async function provider(s: TestServer, prefix: string, etf: string) {
  const m = await trader(s, prefix, etf);
  const services = s.running.services;
  const row = await services.db.tx((q) =>
    enrollProvider(
      q,
      services,
      {
        memberId: m.memberId,
        name: `Provider ${prefix}`,
        avatar: '',
        introduction: `Trades by hand (${prefix})`,
        strategy: 'manual',
        feeRate: '0.05',
      },
      s.clock.now(),
    ),
  );
  return { ...m, providerId: Number(row.id) };
}

/** A verified member with a payment password and `asset` USDT in the asset account. */
export function follower(s: TestServer, prefix: string, asset: string) {
  return payingMember(s, prefix, asset);
}

/** Tops up a member's ETF account: a deposit approved into the asset account, then moved over (a flow of the NAV). */
export async function depositToEtf(s: TestServer, m: { token: string; name: string }, amount: string): Promise<void> {
  await fund(s, m, m.name, amount);
  const moved = await s.api('trans/platform', { from: 'asset', to: 'etf', amount }, { token: m.token });
  if (moved.body.code !== 0) throw new Error(`trans/platform: ${moved.body.msg}`);
}

export function runJobs(s: TestServer, handlers = jobHandlers(s.running.services)): Promise<number> {
  return runDue(s.running.services.db, handlers, s.clock.now());
}

/** The postings of one journal entry as "<who>:<account kind>" -> amount ("platform" for the platform's accounts). */
export async function entryLines(s: TestServer, entryId: string, names: Record<string, string>): Promise<Record<string, string>> {
  const { rows } = await s.running.services.db.query<{ member_id: string | null; kind: string; amount: string }>(
    `SELECT a.member_id::text AS member_id, a.kind, p.amount::text AS amount FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE p.entry_id = $1 ORDER BY p.id`,
    [entryId],
  );
  return Object.fromEntries(
    rows.map((r) => [`${r.member_id ? (names[r.member_id] ?? r.member_id) : 'platform'}:${r.kind}`, trimZeros(r.amount)]),
  );
}

export function trimZeros(n: string): string {
  return n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n;
}

export interface SubscriptionDb {
  status: string;
  end_reason: string | null;
  nav_start: string;
  nav_end: string | null;
  value: string | null;
  profit: string | null;
  settled_amount: string | null;
  buy_entry_id: string;
  settle_entry_id: string | null;
}

export async function subscriptionRow(s: TestServer, id: number): Promise<SubscriptionDb> {
  const { rows } = await s.running.services.db.query<SubscriptionDb>(
    `SELECT status, end_reason, nav_start::text AS nav_start, nav_end::text AS nav_end, value::text AS value, profit::text AS profit,
            settled_amount::text AS settled_amount, buy_entry_id::text AS buy_entry_id, settle_entry_id::text AS settle_entry_id
       FROM follow_subscriptions WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

/** Every NAV snapshot of a provider, oldest first. */
export async function snapshots(s: TestServer, providerId: number) {
  const { rows } = await s.running.services.db.query<{ time: Date; equity: string; units: string; nav: string; flow: string }>(
    `SELECT time, equity::text AS equity, units::text AS units, nav::text AS nav, flow::text AS flow FROM follow_nav WHERE provider_id = $1 ORDER BY time`,
    [providerId],
  );
  return rows;
}

/** Moves the suite's clock to the next 15:00 UTC (a later day) when both the U.S. and U.K. sessions are open. */
export function toOpenSession(s: TestServer): void {
  const now = s.clock.now();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 15, 0, 0));
  while (!isOpen('US', next) || !isOpen('UK', next)) next.setUTCDate(next.getUTCDate() + 1);
  s.clock.advance(next.getTime() - now.getTime());
}
