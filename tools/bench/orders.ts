// Orders on the real server over loopback HTTP: a closed-loop burst for orders per second (with the
// ledger check after it), then latency at a fixed arrival rate (autocannon's overallRate) with 50 and
// 200 connections open. The members are set up the way a reviewer and a deposit would leave them
// (a passed verification, a payment password, USDT in the ETF account through a ledger posting),
// directly in the database, because the bench measures orders, not onboarding.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { loadConfig, defaultLimits } from '@server/config';
import { startServer } from '@server/start';
import { manualClock } from '@server/clock';
import type { Db } from '@server/db/types';
import { fedMarket } from '@server/market/fed-market';
import { checkLedger } from '@server/ledger/check';
import { measure } from './throughput';
import { PAY_PASSWORD, traders } from '../fixtures/traders';

/** A Tuesday 15:00 UTC: both the U.S. and the U.K. sessions are open. The clock stands still, so the bench's quote never goes stale. */
const OPEN = new Date('2026-11-24T15:00:00Z');
const SOURCE = 'Bench feed';

export interface OrderFigures {
  burst: { done: number; failed: number; perSecond: number; p50: number; p99: number; ledgerProblems: number };
  fixedRate: { connections: number; rate: number; sent: number; non2xx: number; errors: number; p50: number; p99: number }[];
}

/** A market buy of 5 USDT of SPY: the smallest order the published terms allow, filled at once. */
function orderBody(): string {
  return JSON.stringify({
    code: 'SPY',
    delegate_type: 'market',
    amount: '5',
    time_in_force: 'day',
    pay_password: PAY_PASSWORD,
    agree: true,
  });
}

export async function orderBench(db: Db): Promise<OrderFigures> {
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
    const tokens = (await traders(running.services, 20)).map((t) => t.token);
    let n = 0;
    let firstRefusal = '';
    const send = async () => {
      n += 1;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[n % tokens.length]}`,
          'idempotency-key': crypto.randomUUID(),
        },
        body: orderBody(),
      });
      const body = (await res.json()) as { code: number; msg: string };
      if (body.code !== 0 && !firstRefusal) firstRefusal = `${res.status} ${body.code} ${body.msg}`;
      return body.code === 0;
    };
    await measure(send, { total: 20, concurrency: 4, timeLimitMs: 20_000 });
    const burst = await measure(send, { total: 300, concurrency: 20, timeLimitMs: 60_000 });
    const ledgerProblems = (await checkLedger(db)).length;
    if (firstRefusal) console.log(`  first refused order: ${firstRefusal}`);
    const fixedRate: OrderFigures['fixedRate'] = [];
    for (const connections of [50, 200]) {
      // Below the burst's capacity, so the figure is the latency a member waits, not a queue growing.
      const rate = Math.max(1, Math.floor(burst.perSecond * 0.6));
      let i = 0;
      const result = await autocannon({
        url,
        method: 'POST',
        connections,
        overallRate: rate,
        duration: 15,
        requests: [
          {
            setupRequest: (req) => {
              i += 1;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[i % tokens.length]}`,
                  'idempotency-key': crypto.randomUUID(),
                },
                body: orderBody(),
              };
            },
          },
        ],
      });
      // autocannon stops at its duration with requests still queued in the server; they end within
      // the database queue's wait bound (DB_QUEUE_WAIT_MS, 2 s) plus a pay-password check, so the next
      // run and the close start on a quiet server.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      fixedRate.push({
        connections,
        rate,
        sent: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        p50: result.latency.p50,
        p99: result.latency.p99,
      });
    }
    return {
      burst: { done: burst.done, failed: burst.failed, perSecond: burst.perSecond, p50: burst.p50, p99: burst.p99, ledgerProblems },
      fixedRate,
    };
  } finally {
    await running.close();
  }
}
