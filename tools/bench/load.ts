// The bench's load generator, run as a process of its own (tools/bench/orders.ts starts it): the
// server under test never shares an event loop or a core's time slices with the requests it is
// measured on. A closed loop (`amount`) is autocannon's; a fixed arrival rate (`rate`) is an open
// loop over an undici Pool of `connections` keep-alive connections, one request due every 1/rate
// s, its latency counted from when it was due (a request waiting for a free connection waits on
// the clock). Not autocannon's overallRate: it sends each connection's share of a second in one
// burst at the second's start, so "149/s" arrived as 149 requests at once (docs/benchmarks.md,
// "How it measures"). Every request gets the next token of the list and a fresh Idempotency-Key. Prints one
// JSON line: answers by HTTP status, latency p50/p99 overall and per status, and the run's length.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { Pool } from 'undici';

export interface LoadPlan {
  url: string;
  tokens: string[];
  /** POST (the default) sends body; GET sends none. */
  method?: 'GET' | 'POST';
  body: string;
  connections: number;
  /** Requests per second over all connections; absent: as fast as answers come back (closed loop). */
  rate?: number;
  /** Seconds to run at the rate, or the number of requests of a closed loop. */
  duration?: number;
  amount?: number;
  /** Seconds sent at the rate before latencies count (an open loop only): connections opened, code warm. */
  warmup?: number;
}

export interface LoadResult {
  seconds: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  /** Latency quantiles of each status's answers, ms. */
  perStatus: Record<string, { p50: number; p99: number; max: number }>;
  errors: number;
  /** The warm-up's answers (an open loop with warmup), left out of every figure above. */
  warmup?: { count: number; p99: number; max: number };
  /** CPU the generator's own process used over its run (user + system), ms: where the machine's 2 cores went. */
  cpuMs?: number;
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  return plan.rate ? openLoop(plan, plan.rate) : closedLoop(plan);
}

function summary(latencies: Record<string, number[]>, seconds: number, errors: number): LoadResult {
  const q = (list: number[], at: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(at * sorted.length))] ?? 0);
  };
  const perStatus: LoadResult['perStatus'] = {};
  const byStatus: Record<string, number> = {};
  for (const [status, list] of Object.entries(latencies)) {
    byStatus[status] = list.length;
    perStatus[status] = { p50: q(list, 0.5), p99: q(list, 0.99), max: Math.round(Math.max(...list)) };
  }
  const all = Object.values(latencies).flat();
  return { seconds, byStatus, p50: q(all, 0.5), p99: q(all, 0.99), perStatus, errors };
}

async function openLoop(plan: LoadPlan, rate: number): Promise<LoadResult> {
  const target = new URL(plan.url);
  const pool = new Pool(target.origin, { connections: plan.connections, pipelining: 1 });
  const latencies: Record<string, number[]> = {};
  const warming: number[] = [];
  let errors = 0;
  const warmupCount = Math.round(rate * (plan.warmup ?? 0));
  const total = warmupCount + Math.round(rate * (plan.duration ?? 10));
  const begun = performance.now();
  const started = begun + (warmupCount * 1000) / rate;
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = begun + (n * 1000) / rate;
    const counted = n >= warmupCount;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      pool
        .request({
          path: target.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}`,
            'idempotency-key': crypto.randomUUID(),
          },
          body: plan.body,
        })
        .then(
          async (res) => {
            await res.body.dump();
            if (counted) (latencies[res.statusCode] ??= []).push(performance.now() - due);
            else warming.push(performance.now() - due);
          },
          () => void (counted ? (errors += 1) : warming.push(Infinity)),
        ),
    );
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const result = summary(latencies, seconds, errors);
  if (!warmupCount) return result;
  warming.sort((a, b) => a - b);
  const p99 = Math.round(warming[Math.floor(0.99 * warming.length)] ?? 0);
  return { ...result, warmup: { count: warming.length, p99, max: Math.round(warming.at(-1) ?? 0) } };
}

async function closedLoop(plan: LoadPlan): Promise<LoadResult> {
  let n = 0;
  const latencies: Record<string, number[]> = {};
  const started = performance.now();
  let done!: (r: autocannon.Result) => void;
  let failed!: (err: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const instance = autocannon(
    {
      url: plan.url,
      method: 'POST',
      connections: plan.connections,
      ...(plan.amount ? { amount: plan.amount } : { duration: plan.duration ?? 10 }),
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              method: plan.method ?? 'POST',
              headers:
                plan.method === 'GET'
                  ? { authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}` }
                  : {
                      'content-type': 'application/json',
                      authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}`,
                      'idempotency-key': crypto.randomUUID(),
                    },
              ...(plan.method === 'GET' ? {} : { body: plan.body }),
            };
          },
        },
      ],
    },
    (err, result) => (err ? failed(err) : done(result)),
  );
  // The run ends at its last answer: autocannon's own end waits for its next one-second tick,
  // which made 3,000 answers in 1.3 s read as 2 s (the rates came out as 3000 / whole seconds).
  let lastAnswer = started;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    lastAnswer = performance.now();
    (latencies[status] ??= []).push(ms);
  });
  const result = await finished;
  return summary(latencies, (lastAnswer - started) / 1000, result.errors + result.timeouts);
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
run(plan).then(
  (r) => {
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ ...r, cpuMs: Math.round((cpu.user + cpu.system) / 1000) }));
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
