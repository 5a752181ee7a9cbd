// Orders on the real server over loopback HTTP, the load from a process of its own (load.ts): the
// capacity (a closed loop at 50 connections, the ledger check after it) against a ceiling measured
// in the same run on the same database (ceiling.ts: the same rows by the bare driver in the fewest
// round trips); latency at a fixed arrival rate of half the capacity with 50 and 200 connections;
// and the overload run at 4x the capacity, with its goodput and how fast the refused hear so. The
// members are set up the way a reviewer and a deposit would leave them (a passed verification, a
// payment password, USDT in the ETF account through a ledger posting), directly in the database,
// because the bench measures orders, not onboarding; each unlocks trading with its payment
// password once (docs/trading.md), as a member does with the first order of a session.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig, defaultLimits } from '@server/config';
import { startServer } from '@server/start';
import { manualClock } from '@server/clock';
import type { Db } from '@server/db/types';
import { fedMarket } from '@server/market/fed-market';
import { checkLedger } from '@server/ledger/check';
import { memberAccount, platformAccountFor } from '@server/ledger/accounts';
import { PAY_PASSWORD, traders } from '../fixtures/traders';
import type { LoadPlan, LoadResult } from './load';
import { ceilingOnPglite, ceilingOnPostgres, type CeilingMember } from './ceiling';

/** A Tuesday 15:00 UTC: both the U.S. and the U.K. sessions are open. The clock stands still, so the bench's quote never goes stale. */
const OPEN = new Date('2026-11-24T15:00:00Z');
const SOURCE = 'Bench feed';
/** Members placing orders: one member's writes take turns (ledger/member-lock.ts), so the load is spread. */
const MEMBERS = 200;

/** Where the machine's CPU went over a run, per order served, ms: this process (the server), the load generator's, and the rest (PostgreSQL's backends, other work). */
export interface CpuPerOrder {
  server: number;
  load: number;
  rest: number;
  /** Share of the machine's cores busy over the run. */
  busy: number;
}

/** Busy and total jiffies of the whole machine (/proc/stat's first line), to split the CPU of a run. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** Runs fn and says where the CPU went over it, per unit of work done (`count` of its result). */
async function accounted<T>(
  fn: () => Promise<T>,
  count: (out: T) => number,
  loadMs: (out: T) => number,
): Promise<{ out: T; cpu: CpuPerOrder }> {
  // /proc/stat counts in USER_HZ, a hundredth of a second on Linux.
  const tickMs = 10;
  const before = { own: process.cpuUsage(), machine: machineTicks() };
  const out = await fn();
  const own = process.cpuUsage(before.own);
  const machine = machineTicks();
  const done = Math.max(1, count(out));
  const serverMs = (own.user + own.system) / 1000;
  const busyTicks = machine.busy - before.machine.busy;
  return {
    out,
    cpu: {
      server: serverMs / done,
      load: loadMs(out) / done,
      rest: Math.max(0, busyTicks * tickMs - serverMs - loadMs(out)) / done,
      busy: busyTicks / Math.max(1, machine.total - before.machine.total),
    },
  };
}

export interface OrderFigures {
  ceiling: number;
  /** The ceiling's CPU per order: `server` is the bare driver's process. */
  ceilingCpu: CpuPerOrder;
  capacity: { perSecond: number; result: LoadResult; ledgerProblems: number; cpu: CpuPerOrder };
  fixedRate: { connections: number; rate: number; result: LoadResult }[];
  overload: {
    rate: number;
    goodput: number;
    result: LoadResult;
    cpu: CpuPerOrder;
    /** The server's own view of the run: how long its refusals took from the request's headers being read, and its event loop's delay. */
    refusedInServerP99Ms: number;
    eventLoopDelayP99Ms: number;
  };
}

/** A market buy of 5 USDT of SPY: the smallest order the published terms allow, filled at once. */
function orderBody(payPassword?: string): string {
  return JSON.stringify({
    code: 'SPY',
    delegate_type: 'market',
    amount: '5',
    time_in_force: 'day',
    agree: true,
    pay_password: payPassword,
  });
}

/** Runs the load generator in its own process and returns what it measured. */
export function load(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/load.ts', JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult) : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

const ok = (r: LoadResult) => r.byStatus['200'] ?? 0;

export async function orderBench(db: Db, pgUrl?: string): Promise<OrderFigures> {
  const clock = manualClock(OPEN);
  const market = fedMarket(SOURCE);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', JOBS_INTERVAL_MS: '0' }),
    host: '127.0.0.1',
    checkResponses: false,
  };
  config.limits = { ...defaultLimits, requestsPerMinute: 1_000_000, payFailuresPerMember: 1_000_000 };
  const running = await startServer(config, { db, clock, market, serveApp: false });
  market.feedFx({ currency: 'USD', rate: '1', time: OPEN, source: SOURCE });
  market.feedFx({ currency: 'GBP', rate: '1.25', time: OPEN, source: SOURCE });
  market.feed({
    code: 'SPY',
    bid: '600.00',
    ask: '600.05',
    last: '600.02',
    open: '598.00',
    high: '601.00',
    low: '597.50',
    prev_close: '597.00',
    volume: 0,
    time: OPEN,
    source: SOURCE,
  });
  try {
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = running.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const url = `http://127.0.0.1:${port}/api/etf/buy`;
    const made = await traders(running.services, MEMBERS);
    const tokens = made.map((t) => t.token);
    // Each member unlocks trading with its payment password once (argon2), as the first order of a session does.
    const unlocked = await load({ url, tokens, body: orderBody(PAY_PASSWORD), connections: 8, amount: MEMBERS });
    if (ok(unlocked) !== MEMBERS) throw new Error(`unlocking orders: ${JSON.stringify(unlocked.byStatus)}`);
    const body = orderBody();

    // The ceiling: the same rows by the bare driver, on the same database, in the same minutes.
    const currency = running.services.config.money.currency;
    const members: CeilingMember[] = await running.services.db.tx(async (q) =>
      Promise.all(
        made.map(async (t) => ({
          memberId: t.memberId,
          etf: await memberAccount(q, t.memberId, 'etf', currency, OPEN),
          custody: await platformAccountFor(q, 'custody', currency, t.memberId, OPEN),
          fees: await platformAccountFor(q, 'fees', currency, t.memberId, OPEN),
        })),
      ),
    );
    const ceilingCount = pgUrl ? 3000 : 2000;
    const { out: ceiling, cpu: ceilingCpu } = await accounted(
      () => (pgUrl ? ceilingOnPostgres(pgUrl, members, ceilingCount, 50) : ceilingOnPglite(db, members, ceilingCount)),
      () => ceilingCount,
      () => 0,
    );

    // Capacity: as fast as 50 connections are answered.
    await load({ url, tokens, body, connections: 20, amount: 300 });
    const { out: capacityRun, cpu } = await accounted(
      () => load({ url, tokens, body, connections: 50, amount: 3000 }),
      ok,
      (r) => r.cpuMs ?? 0,
    );
    const capacity = ok(capacityRun) / capacityRun.seconds;
    const ledgerProblems = (await checkLedger(db)).length;

    const fixedRate: OrderFigures['fixedRate'] = [];
    for (const connections of [50, 200]) {
      // Half the capacity: the figure is the latency a member waits, not a queue growing.
      const rate = Math.max(1, Math.floor(capacity / 2));
      fixedRate.push({ connections, rate, result: await load({ url, tokens, body, connections, rate, duration: 10 }) });
    }
    // Four times the capacity: the door refuses the excess at once (503 + Retry-After), the rest are served.
    const overloadRate = Math.ceil(capacity * 4);
    const refusedIn: number[] = [];
    let watching = true;
    // The raw server's request event: Fastify takes no hooks once listening, and this is the same moment (headers read).
    running.app.server.on('request', (_req: unknown, res: import('node:http').ServerResponse) => {
      const arrived = performance.now();
      res.on('finish', () => {
        if (watching && res.statusCode === 503) refusedIn.push(performance.now() - arrived);
      });
    });
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const { out: overloadRun, cpu: overloadCpu } = await accounted(
      () => load({ url, tokens, body, connections: 200, rate: overloadRate, duration: 10 }),
      ok,
      (r) => r.cpuMs ?? 0,
    );
    loopDelay.disable();
    watching = false;
    refusedIn.sort((a, b) => a - b);
    // Requests still queued when the generator stopped end within the database queue's wait bound.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return {
      ceiling,
      ceilingCpu,
      capacity: { perSecond: capacity, result: capacityRun, ledgerProblems, cpu },
      fixedRate,
      overload: {
        rate: overloadRate,
        goodput: ok(overloadRun) / overloadRun.seconds,
        result: overloadRun,
        cpu: overloadCpu,
        refusedInServerP99Ms: refusedIn[Math.floor(refusedIn.length * 0.99)] ?? 0,
        eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      },
    };
  } finally {
    await running.close();
  }
}
