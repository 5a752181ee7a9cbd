// The trigger engine under load (issue 26): 1,000 live conditional sells (stops and trailing stops
// of 200 members) on one line, then a falling market ticking every TICK_MS, each tick crossing
// about ten of them. What a member gets is the time from the quote that crossed their stop to the
// fill: triggered_at is that quote's time and ended_at the fill's, both on a clock that runs with
// real time from a U.S. session's open (the exchange calendar needs a session; the wall clock
// gives the latency). The ticks come from the market data seam as a source's would; the orders
// are placed over the real routes (app.inject), each member unlocking trading once.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { loadConfig, defaultLimits } from '@server/config';
import { startServer } from '@server/start';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/types';
import { fedMarket } from '@server/market/fed-market';
import { checkLedger } from '@server/ledger/check';
import { PAY_PASSWORD, traders } from '../fixtures/traders';

const OPEN = new Date('2026-11-24T15:00:00Z');
const SOURCE = 'Bench feed';
const MEMBERS = 200;
const PER_MEMBER = 5;
/** Real milliseconds between two quotes of the falling market. */
const TICK_MS = 200;
/** How far the bid falls per quote, in cents: the stops sit 5 cents apart, so about ten cross per quote. */
const STEP_CENTS = 50;

export interface TriggerFigures {
  live: number;
  fired: number;
  filled: number;
  p50: number;
  p99: number;
  max: number;
  ticks: number;
  ledgerProblems: number;
}

/** A clock from OPEN that moves with real time. */
function runningClock(): Clock {
  const started = performance.now();
  return { now: () => new Date(OPEN.getTime() + Math.round(performance.now() - started)) };
}

const cents = (c: number) => (c / 100).toFixed(2);

export async function triggerBench(db: Db): Promise<TriggerFigures> {
  const clock = runningClock();
  const market = fedMarket(SOURCE);
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', JOBS_INTERVAL_MS: '0' }), host: '127.0.0.1', checkResponses: false };
  config.limits = { ...defaultLimits, requestsPerMinute: 1_000_000, payFailuresPerMember: 1_000_000 };
  const running = await startServer(config, { db, clock, market, serveApp: false });
  const quote = (bidCents: number) => {
    const time = clock.now();
    market.feedFx({ currency: 'USD', rate: '1', time, source: SOURCE });
    const bid = cents(bidCents);
    market.feed({
      code: 'SPY',
      bid,
      ask: cents(bidCents + 5),
      last: bid,
      open: '600.00',
      high: '601.00',
      low: bid,
      prev_close: '600.00',
      volume: 0,
      time,
      source: SOURCE,
    });
  };
  try {
    quote(60_000);
    const made = await traders(running.services, MEMBERS);
    const post = async (path: string, token: string, body: object) => {
      const res = await running.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        payload: body,
      });
      const reply = res.json() as { code: number; msg: string };
      if (reply.code !== 0) throw new Error(`${path}: ${reply.msg}`);
    };
    // Each member buys PER_MEMBER shares at market (its payment password unlocks trading once), then
    // places PER_MEMBER sells of one share: three in four stops, one in four trailing stops, their
    // levels 5 cents apart from 599.95 down.
    let level = 0;
    for (const t of made) {
      await post('etf/buy', t.token, {
        code: 'SPY',
        delegate_type: 'market',
        quantity: String(PER_MEMBER),
        pay_password: PAY_PASSWORD,
        agree: true,
      });
      for (let i = 0; i < PER_MEMBER; i++, level++) {
        const gap = 5 + level * 5;
        const order =
          level % 4 === 3
            ? { delegate_type: 'trailing', trail_amount: cents(gap) }
            : { delegate_type: 'stop', stop_price: cents(60_000 - gap) };
        await post('etf/sell', t.token, { code: 'SPY', quantity: '1', time_in_force: 'gtc', ...order });
      }
    }
    const live = MEMBERS * PER_MEMBER;
    // The market falls until every stop has crossed (the lowest sits 50 dollars down).
    let bid = 60_000;
    let ticks = 0;
    while (bid > 60_000 - (live * 5 + 200)) {
      bid -= STEP_CENTS;
      quote(bid);
      ticks += 1;
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    // The last passes.
    const deadline = performance.now() + 30_000;
    for (;;) {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM etf_orders WHERE status = 'pending'`);
      if (Number(rows[0]!.n) === 0 || performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await db.query<{ ms: string | null; status: string }>(
      `SELECT status, (EXTRACT(EPOCH FROM (ended_at - triggered_at)) * 1000)::text AS ms FROM etf_orders WHERE trigger_type IS NOT NULL`,
    );
    const latencies = rows
      .filter((r) => r.status === 'transacted' && r.ms !== null)
      .map((r) => Number(r.ms))
      .sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? Number.POSITIVE_INFINITY;
    return {
      live,
      fired: rows.filter((r) => r.ms !== null || r.status === 'transacted').length,
      filled: latencies.length,
      p50: at(0.5),
      p99: at(0.99),
      max: latencies.at(-1) ?? Number.POSITIVE_INFINITY,
      ticks,
      ledgerProblems: (await checkLedger(db)).length,
    };
  } finally {
    await running.close();
  }
}
