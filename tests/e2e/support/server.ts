import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { startServer, type Running } from '@server/start';
import type { Clock } from '@server/clock';
import type { MarketData } from '@server/market/market-data';
import { testDatabases } from '../../server/support/databases';

/**
 * The journeys' database: PGlite in memory, loaded from the migrated cluster image the server suites
 * share (tests/server/support/databases.ts). A fresh data directory cost every journey file about
 * 5 s of initdb in WebAssembly and 0.6 s of migrations before its first page; opening the real
 * directory and migrating it is startup.test.ts's subject, not the journeys'.
 */
const pglite = testDatabases.find((d) => d.name === 'pglite')!;

/**
 * The real server on a free loopback port with its own PGlite database and data directory, serving the built app
 * from dist/ (npm test builds it before the browser suites run). `env` adds settings (e.g. review hours);
 * `clock` sets the server's time (a trading journey runs while the exchanges are open).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  // market: a source of the journey's own (a fed market it moves by hand), else MARKET_SOURCE's.
  opts: { clock?: Clock; market?: MarketData } = {},
): Promise<{ url: string; running: Running; stop(): Promise<void> }> {
  // E2E_STATIC_DIR lets several builds live side by side (one per worktree or helper); dist/ otherwise.
  const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error(`${staticDir} is missing: run \`npx vite build\` first (npm test does)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-'));
  // A database wait no journey reaches: a loaded CI machine must not turn a slow query into a 503 toast.
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      DATA_DIR: dataDir,
      PORT: '0',
      DB_QUEUE_WAIT_MS: '600000',
      // Enough history for the charts a journey opens, without a year's backfill before every suite.
      MARKET_BACKFILL_DAYS: '60',
      MARKET_BACKFILL_MINUTE_SESSIONS: '2',
      STATIC_DIR: staticDir,
      ...env,
    }),
    host: '127.0.0.1',
  };
  const database = await pglite.open();
  const running = await startServer(config, { clock: opts.clock, db: database.db, market: opts.market });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    running,
    stop: async () => {
      await running.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest 6-digit code the dev outbox holds for an address, read over HTTP like a tester would. */
export async function codeFromOutbox(baseUrl: string, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: { list: { body: string }[] } };
    const match = body.data.list[0]?.body.match(/\b(\d{6})\b/);
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code arrived for ${to}`);
}

/**
 * Moves the server's time forward (DEV_CLOCK=1, POST /api/dev/clock) and runs the jobs that became
 * due: a journey reaches a fund's daily accruals and its settlement day without waiting for them.
 */
export async function advanceClock(baseUrl: string, seconds: number): Promise<{ now: number; jobs_run: number }> {
  const res = await fetch(`${baseUrl}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { now: number; jobs_run: number } };
  if (body.code !== 0) throw new Error(`dev/clock: ${body.code} ${body.msg} (start the server with DEV_CLOCK=1)`);
  return body.data;
}
