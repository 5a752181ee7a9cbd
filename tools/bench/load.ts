// The bench's load generator, run as a process of its own (tools/bench/orders.ts starts it): the
// server under test never shares an event loop or a core's time slices with the requests it is
// measured on. autocannon drives HTTP/1.1 keep-alive connections, closed loop (`amount`) or at a
// fixed overall rate (`rate`); every request gets the next token of the list and a fresh
// Idempotency-Key. Prints one JSON line: answers by HTTP status, latency p50/p99 overall and per
// status, and the run's length.
import crypto from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadPlan {
  url: string;
  tokens: string[];
  body: string;
  connections: number;
  /** Requests per second over all connections; absent: as fast as answers come back (closed loop). */
  rate?: number;
  /** Seconds to run at the rate, or the number of requests of a closed loop. */
  duration?: number;
  amount?: number;
}

export interface LoadResult {
  seconds: number;
  byStatus: Record<string, number>;
  p50: number;
  p99: number;
  /** Latency quantiles of each status's answers, ms. */
  perStatus: Record<string, { p50: number; p99: number; max: number }>;
  errors: number;
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  let n = 0;
  const latencies: Record<string, number[]> = {};
  const all: number[] = [];
  const started = performance.now();
  let done!: (r: autocannon.Result) => void;
  let failed!: (err: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const instance = autocannon(
    {
      url: plan.url,
      method: 'POST',
      connections: plan.connections,
      ...(plan.rate ? { overallRate: plan.rate } : {}),
      ...(plan.amount ? { amount: plan.amount } : { duration: plan.duration ?? 10 }),
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}`,
                'idempotency-key': crypto.randomUUID(),
              },
              body: plan.body,
            };
          },
        },
      ],
    },
    (err, result) => (err ? failed(err) : done(result)),
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    (latencies[status] ??= []).push(ms);
    all.push(ms);
  });
  const result = await finished;
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
  return {
    seconds: (performance.now() - started) / 1000,
    byStatus,
    p50: q(all, 0.5),
    p99: q(all, 0.99),
    perStatus,
    errors: result.errors + result.timeouts,
  };
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
run(plan).then(
  (r) => console.log(JSON.stringify(r)),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
