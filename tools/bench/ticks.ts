import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

// Node 20 has no global WebSocket; 'ws' (the server side of @fastify/websocket) is the client, as in the tests.
interface ClientSocket {
  on(event: 'open' | 'close', fn: () => void): void;
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'error', fn: (err: Error) => void): void;
  send(data: string): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

export interface TickFigures {
  sockets: number;
  instances: number;
  ticks: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  /** The servers' memory with every socket open, in MB (summed over instances), and before any. */
  rssMb: number;
  heapMb: number;
  rssBeforeMb: number;
}

interface Instance {
  child: ChildProcess;
  port: number;
  request<T>(command: object, answer: string): Promise<T>;
}

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = fork(path.resolve('tools/bench/tickServer.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const request = <T>(command: object, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (!(answer in m)) return;
        child.off('message', onMessage);
        resolve(m[answer] as T);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      if (Object.keys(command).length) child.send(command);
    });
  const port = await request<number>({}, 'port');
  return { child, port, request };
}

/**
 * Tick delivery to `sockets` subscribed sockets, spread evenly over `instances` servers (each in its
 * own process, with Redis between them when there are two): `ticks` ticks of SPY, fed to the first
 * instance's market (the lease holder) `gapMs` apart; a delay is a socket's arrival time minus the
 * quote's time (both this machine's clock, loopback only). Bounded: connecting and waiting for the
 * last deliveries give up after their limits, and a missing delivery is counted, not waited for.
 */
export async function tickDelivery(opts: {
  sockets: number;
  instances: 1 | 2;
  ticks?: number;
  gapMs?: number;
  redisUrl?: string;
}): Promise<TickFigures> {
  const ticks = opts.ticks ?? 20;
  const gapMs = opts.gapMs ?? 250;
  const env: NodeJS.ProcessEnv =
    opts.instances > 1
      ? { REDIS_URL: opts.redisUrl ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `meridian-bench-${crypto.randomBytes(4).toString('hex')}` }
      : { REDIS_URL: '' };
  const instances: Instance[] = [];
  const clients: ClientSocket[] = [];
  try {
    // The first started takes the producer lease; the second starts after it has.
    for (let i = 0; i < opts.instances; i += 1) instances.push(await startInstance(env));
    const before = await Promise.all(instances.map((s) => s.request<NodeJS.MemoryUsage>({ memory: true }, 'memory')));
    const delays: number[] = [];
    let delivered = 0;
    const connectBy = Date.now() + 120_000;
    // 200 handshakes at a time: a burst of thousands would measure the accept queue, not delivery.
    for (let start = 0; start < opts.sockets; start += 200) {
      if (Date.now() > connectBy) throw new Error(`connecting ${opts.sockets} sockets took over 120 s`);
      await Promise.all(
        Array.from({ length: Math.min(200, opts.sockets - start) }, (_, j) => {
          const instance = instances[(start + j) % instances.length]!;
          return new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${instance.port}/ws`);
            clients.push(socket);
            socket.on('error', reject);
            socket.on('open', () => socket.send('{"type":"subscribe","codes":["SPY"]}'));
            socket.on('message', (data) => {
              const message = JSON.parse(data.toString('utf8')) as { type: string; time?: string };
              if (message.type === 'subscribed') resolve();
              else if (message.type === 'tick' && message.time) {
                delays.push(Date.now() - Date.parse(message.time));
                delivered += 1;
              }
            });
          });
        }),
      );
    }
    const memory = await Promise.all(instances.map((s) => s.request<NodeJS.MemoryUsage>({ memory: true }, 'memory')));
    for (let n = 0; n < ticks; n += 1) {
      instances[0]!.child.send({ feed: 'SPY', last: (500 + n / 100).toFixed(2) });
      await new Promise((r) => setTimeout(r, gapMs));
    }
    const expected = ticks * opts.sockets;
    const waitUntil = Date.now() + 10_000;
    while (delivered < expected && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
    delays.sort((a, b) => a - b);
    const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? Number.NaN;
    const mb = (n: number) => n / 1024 / 1024;
    return {
      sockets: opts.sockets,
      instances: opts.instances,
      ticks,
      delivered,
      expected,
      p50: at(0.5),
      p99: at(0.99),
      max: delays.at(-1) ?? Number.NaN,
      rssMb: mb(memory.reduce((s, m) => s + m.rss, 0)),
      heapMb: mb(memory.reduce((s, m) => s + m.heapUsed, 0)),
      rssBeforeMb: mb(before.reduce((s, m) => s + m.rss, 0)),
    };
  } finally {
    for (const socket of clients) socket.terminate();
    await Promise.all(
      instances.map(
        (s) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => s.child.kill('SIGKILL'), 10_000);
            s.child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            s.child.send({ stop: true });
          }),
      ),
    );
  }
}

// `npx tsx tools/bench/ticks.ts [sockets] [instances]`: one figure alone, for trying things out.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('tools/bench/ticks.ts')) {
  void tickDelivery({ sockets: Number(process.argv[2] ?? 1000), instances: Number(process.argv[3] ?? 1) === 2 ? 2 : 1 }).then((f) =>
    console.log(f),
  );
}
