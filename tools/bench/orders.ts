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
import pg from 'pg';
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
/**
 * Seconds a fixed-rate run sends at its rate before its latencies count. Without it, every run's
 * p99 at 200 connections was its first second: the generator, started just before on the same 2
 * cores, opening its 200 connections and warming its code (measured 2026-11-29: 95% of the slowest
 * 1% arrived in the first 1.75 s, the rest of the run under 20 ms). wrk2 leaves out a calibration
 * period for the same reason; the warm-up's worst answer is printed beside the figure.
 */
const WARMUP_S = 2;

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
  fixedRate: { connections: number; rate: number; result: LoadResult; server: ServerSide }[];
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

/**
 * What the server itself saw over a run, to tell where a latency tail lies: its time per answer
 * (from the request's headers being read to the last byte written), its event loop's delay, and,
 * on PostgreSQL, what the database's busy backends were waiting on (pg_stat_activity sampled
 * every 5 ms from a connection of its own: Lock, LWLock, IO such as WALSync, or none = on CPU).
 */
export interface ServerSide {
  answerP50Ms: number;
  answerP99Ms: number;
  answerMaxMs: number;
  /** The slowest answer of the warm-up, which the percentiles leave out. */
  warmupMaxMs: number;
  /** The slowest 1% of all answers by second of the run, warm-up included. */
  slowBySecond: number[];
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  /** Samples of active backends by wait event ("CPU" when none), most frequent first. */
  waits: [string, number][];
  /** The same while the slowest 1% of all answers ran (samples counted once per slow answer they fall in). */
  slowWaits: [string, number][];
  /**
   * Time runnable but waiting for a core over the run, ms per answer (the kernel's schedstat):
   * the server's threads, the database's processes (every process named postgres), and the load
   * generator's, so a tail made by the 2 cores' run queue shows as such.
   */
  runQueueMsPerAnswer: { server: number; postgres: number; load: number };
  /** Share of the slowest 1% of answers, and of all answers, that ran while an autovacuum worker or a checkpoint did (PostgreSQL). */
  overlap: Record<string, { slow: number; all: number }>;
}

/** Nanoseconds each thread of the given processes spent runnable but not running (/proc/<pid>/task/<tid>/schedstat's second field), by pid/tid. */
function runQueueNs(pids: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        out.set(`${pid}/${tid}`, Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1] ?? 0));
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  }
  return out;
}

/** What threads queued for a core between two readings (threads born in between count whole; threads gone are lost, as little as their last moments). */
function queuedBetween(before: Map<string, number>, after: Map<string, number>): number {
  let sum = 0;
  for (const [task, ns] of after) sum += ns - (before.get(task) ?? 0);
  return sum;
}

/** Pids whose command name or command line match (the database's processes; the load generator by its script). */
function pidsWhere(match: (comm: string, cmdline: string) => boolean): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return match(fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
}

const postgresPids = () => pidsWhere((comm) => comm === 'postgres');
const loadPids = () => pidsWhere((_comm, cmd) => cmd.includes('tools/bench/load.ts'));

function serverSide(server: import('node:http').Server, pgUrl?: string): { stop(warmupMs: number): Promise<ServerSide> } {
  const answers: { start: number; ms: number }[] = [];
  const onRequest = (_req: unknown, res: import('node:http').ServerResponse) => {
    const start = performance.now();
    res.on('finish', () => answers.push({ start, ms: performance.now() - start }));
  };
  server.on('request', onRequest);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const queuedBefore = { server: runQueueNs([String(process.pid)]), postgres: runQueueNs(postgresPids()) };
  // The load generator starts after this and ends before stop(): its last reading is its share.
  let loadQueued = new Map<string, number>();
  const loadWatch = setInterval(() => {
    const now = runQueueNs(loadPids());
    if (now.size) loadQueued = now;
  }, 100);
  const waits = new Map<string, number>();
  // When the database's own background work ran: autovacuum workers and a checkpoint writing.
  const background: { at: number; what: string[] }[] = [];
  let sampling = true;
  const sampler = pgUrl
    ? (async () => {
        const client = new pg.Client({ connectionString: pgUrl });
        client.on('error', () => undefined);
        await client.connect();
        try {
          while (sampling) {
            const { rows } = await client.query<{ kind: string; w: string }>(
              `SELECT backend_type AS kind, coalesce(wait_event_type || ':' || wait_event, 'CPU') AS w FROM pg_stat_activity
                WHERE pid <> pg_backend_pid() AND ((datname = current_database() AND state = 'active')
                  OR backend_type = 'autovacuum worker' OR (backend_type = 'checkpointer' AND wait_event IS DISTINCT FROM 'CheckpointerMain'))`,
            );
            const what: string[] = [];
            for (const { kind, w } of rows) {
              if (kind === 'client backend') waits.set(w, (waits.get(w) ?? 0) + 1);
              what.push(kind === 'client backend' ? w : kind === 'checkpointer' ? 'checkpoint' : 'autovacuum');
            }
            background.push({ at: performance.now(), what });
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        } finally {
          await client.end();
        }
      })()
    : Promise.resolve();
  return {
    async stop(warmupMs) {
      sampling = false;
      await sampler;
      clearInterval(loadWatch);
      const queued = {
        server: queuedBetween(queuedBefore.server, runQueueNs([String(process.pid)])),
        postgres: queuedBetween(queuedBefore.postgres, runQueueNs(postgresPids())),
        load: queuedBetween(new Map(), loadQueued),
      };
      loop.disable();
      server.off('request', onRequest);
      // The first warmupMs of answers are the generator opening its connections (and its code
      // warming) on the same 2 cores: counted apart, as the generator does (load.ts).
      const first = answers[0]?.start ?? 0;
      const measured = answers.filter((a) => a.start >= first + warmupMs);
      const times = measured.map((a) => a.ms).sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      // When the slowest 1% of all answers (warm-up included) arrived, by second of the run: a tail
      // spread over the run is the steady state's; one gathered in a second is an event.
      const all = answers.map((a) => a.ms).sort((a, b) => a - b);
      const slowFrom = all[Math.floor(0.99 * all.length)] ?? Infinity;
      const slowBySecond: number[] = [];
      for (const a of answers) {
        if (a.ms < slowFrom) continue;
        const second = Math.floor((a.start - first) / 1000);
        slowBySecond[second] = (slowBySecond[second] ?? 0) + 1;
      }
      const slow = measured.filter((a) => a.ms >= at(0.99));
      // An answer overlaps a background activity when a sample within its span saw it.
      const during = (list: typeof answers, what: string) =>
        list.filter((a) => background.some((b) => b.at >= a.start && b.at <= a.start + a.ms && b.what.includes(what))).length /
        Math.max(1, list.length);
      // What the busy backends waited on while the slowest 1% of all answers ran.
      const slowWaits = new Map<string, number>();
      for (const a of answers.filter((x) => x.ms >= slowFrom))
        for (const b of background)
          if (b.at >= a.start && b.at <= a.start + a.ms) for (const w of b.what) slowWaits.set(w, (slowWaits.get(w) ?? 0) + 1);
      const n = Math.max(1, answers.length);
      const warm = answers.filter((a) => a.start < first + warmupMs).map((a) => a.ms);
      return {
        answerP50Ms: at(0.5),
        answerP99Ms: at(0.99),
        answerMaxMs: times.at(-1) ?? 0,
        warmupMaxMs: Math.max(0, ...warm),
        slowBySecond: Array.from(slowBySecond, (v) => v ?? 0),
        eventLoopDelayP99Ms: loop.percentile(99) / 1e6,
        eventLoopDelayMaxMs: loop.max / 1e6,
        waits: [...waits].sort((a, b) => b[1] - a[1]),
        slowWaits: [...slowWaits].sort((a, b) => b[1] - a[1]),
        runQueueMsPerAnswer: { server: queued.server / 1e6 / n, postgres: queued.postgres / 1e6 / n, load: queued.load / 1e6 / n },
        overlap: Object.fromEntries(
          ['autovacuum', 'checkpoint'].map((what) => [what, { slow: during(slow, what), all: during(measured, what) }]),
        ),
      };
    },
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
      const seen = serverSide(running.app.server, pgUrl);
      const result = await load({ url, tokens, body, connections, rate, duration: 10, warmup: WARMUP_S });
      fixedRate.push({ connections, rate, result, server: await seen.stop(WARMUP_S * 1000) });
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
