import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Config } from '@server/config';
import { defaultLimits, loadConfig } from '@server/config';
import { manualClock } from '@server/clock';
import { startServer, type Running } from '@server/start';
import type { MarketData } from '@server/market/market-data';
import { testDatabases, type TestDatabase } from './databases';
import { endpointInfo, type ApiRequest, type ApiResponse, type EndpointId } from '@core/generated/api';

export interface CallOptions {
  token?: string;
  lan?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  body: { code: number; msg: string; data: unknown };
  raw: string;
}

/**
 * A reply of a catalogue endpoint, typed from its entry (engine/generated/api.ts). `body` is the
 * envelope as sent, for the checks of a refusal (status, code, msg); `data` is the data of a success
 * and throws with the code and msg otherwise, so a test that expected success fails saying why.
 */
export interface ApiReply<K extends EndpointId> {
  status: number;
  body: { code: number; msg: string; data: ApiResponse<K> | null };
  raw: string;
  readonly data: ApiResponse<K>;
}

export interface TestServer {
  running: Running;
  clock: ReturnType<typeof manualClock>;
  call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, opts?: CallOptions): Promise<Reply>;
  /** Calls a catalogue endpoint by id (method and path from the catalogue) with a typed request. */
  api<K extends EndpointId>(id: K, input?: ApiRequest<K>, opts?: CallOptions): Promise<ApiReply<K>>;
  /** The newest code the dev outbox holds for an address. */
  lastCode(to: string): Promise<string>;
  /** Registers a member by email through the real endpoints; returns its token and uid. */
  registerByEmail(email: string, password?: string, extra?: Record<string, unknown>): Promise<{ token: string; uid: string }>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-')) });
  // Generous coarse limits so suites are not throttled by their own volume; limit tests tighten them.
  const limits = { ...defaultLimits, requestsPerMinute: 100_000, codesPerAddressHour: 10_000, loginPerAddress: 10_000 };
  // Withdrawal review open all day: with the default hours (09:00-21:00 Seoul) a suite that decides
  // withdrawals passed or failed by the time of day it ran. The tests about the hours set their own.
  const money = { ...base.money, reviewHours: { start: '00:00', end: '24:00', timezone: 'UTC' } };
  // The simulator without history or a timer: suites about the market backfill and tick themselves.
  const market = { ...base.market, tickMs: 0, backfillDays: 0, backfillMinuteSessions: 0 };
  // No jobs timer: it would run due jobs on the wall clock beside whatever a suite measures (the
  // bounded database line of busy.test.ts refused a setup call while a timer's claim held a
  // connection). The suites about jobs call runDue at the instant they choose.
  const jobs = { ...base.jobs, intervalMs: 0 };
  // No demo signal providers: the copy-trading suites make their own, and the leaderboard they read is theirs.
  const follow = { ...base.follow, demoProviders: false };
  // No demo content: the content suites count the news, announcements and popups they publish.
  // The door admits every request of a suite (server/http/admission.ts): suites that fire 50 writes
  // of one member at once are about what the database and the ledger do with them. admission.test.ts
  // sets the real limits.
  const http = { ...base.http, maxInFlight: 100_000, callerWritesInFlight: 1_000 };
  return { ...base, limits, money, market, jobs, follow, http, demoContent: false, ...overrides };
}

let ipCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Runs the suite on PGlite only. PGlite is PostgreSQL compiled to WebAssembly: the same SQL reads the
 * same on both. What differs is concurrency across connections and instances, LISTEN/NOTIFY, and the
 * drivers' types; so every suite about money, orders, funds, copy trading, access, races, crashes,
 * realtime or several instances runs on both databases, and suites of one connection's plain reads
 * and writes of screens, texts, documents and content (the studio's files, legal pages, news) run
 * on the embedded one the app starts with. Their PostgreSQL half was about 70 s of the server lane's
 * 540 alone, and three times that beside the browser lane (issue 26's CI time).
 */
export function describeOnPglite(
  title: string,
  suite: (get: () => TestServer) => void,
  configOverrides: Partial<Config> = {},
  opts: { market?: () => MarketData; start?: Date } = {},
): void {
  describeEachDatabase(title, suite, configOverrides, { ...opts, databases: ['pglite'] });
}

/** Runs the suite once per database; `get()` gives the server of the current run. */
export function describeEachDatabase(
  title: string,
  suite: (get: () => TestServer) => void,
  configOverrides: Partial<Config> = {},
  /**
   * A market data source per run (a fed market the suite pushes quotes into), the clock's start,
   * and the databases (every one unless named: describeOnPglite).
   */
  opts: { market?: () => MarketData; start?: Date; databases?: readonly TestDatabase['name'][] } = {},
): void {
  for (const database of testDatabases.filter((d) => !opts.databases || opts.databases.includes(d.name))) {
    describe(`${title} [${database.name}]`, () => {
      let server: TestServer | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await database.open(configOverrides.dbQueue);
        drop = opened.drop;
        const clock = manualClock(opts.start ?? new Date());
        const running = await startServer(testConfig(configOverrides), { db: opened.db, clock, serveApp: false, market: opts.market?.() });
        server = makeServer(running, clock);
      });
      afterAll(async () => {
        if (server) fs.rmSync(server.running.services.config.dataDir, { recursive: true, force: true });
        await server?.running.close();
        await drop?.();
      });
      suite(() => {
        if (!server) throw new Error('server not started');
        return server;
      });
    });
  }
}

/** The test helpers around a started server (for suites that start their own, e.g. several times on one database). */
export function makeServer(running: Running, clock: ReturnType<typeof manualClock>): TestServer {
  const call: TestServer['call'] = async (method, path, payload, opts = {}) => {
    // Like the engine: every POST/PUT carries a fresh Idempotency-Key unless the test sets its own.
    const headers: Record<string, string> =
      method === 'GET' ? { ...opts.headers } : { 'idempotency-key': crypto.randomUUID(), ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lan) headers.lan = opts.lan;
    const isGet = method === 'GET';
    const res = await running.app.inject({
      method,
      url: `/api/${path}`,
      query: isGet && payload ? (payload as Record<string, string>) : undefined,
      payload: !isGet && payload !== undefined ? (typeof payload === 'string' ? payload : JSON.stringify(payload)) : undefined,
      headers: !isGet && payload !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
    let body: Reply['body'];
    try {
      body = JSON.parse(res.body) as Reply['body'];
    } catch {
      throw new Error(`reply is not JSON (${res.statusCode}): ${res.body.slice(0, 200)}`);
    }
    return { status: res.statusCode, body, raw: res.body };
  };
  const server: TestServer = {
    running,
    clock,
    call,
    api: apiOver(call),
    async lastCode(to) {
      const res = await call('GET', 'dev/outbox', { to });
      const list = (res.body.data as { list: { body: string }[] }).list;
      const match = list[0]?.body.match(/\b(\d{6})\b/);
      if (!match) throw new Error(`no code in the outbox for ${to}`);
      return match[1]!;
    },
    async registerByEmail(email, password = 'Passw0rd!', extra = {}) {
      const sent = await server.api('member/mail_otp', { email, purpose: 'register' }, { ip: freshIp() });
      if (sent.body.code !== 0) throw new Error(`mail_otp: ${sent.body.msg}`);
      const code = await server.lastCode(email);
      const res = await server.api('member/register', { type: 'email', email, code, password, agree: true, privacy: true, ...extra });
      if (res.body.code !== 0) throw new Error(`register: ${res.body.msg}`);
      return res.data;
    },
  };
  return server;
}

/** The typed `api` over a harness `call` (method and path from the catalogue's endpoint info). */
export function apiOver(call: TestServer['call']): TestServer['api'] {
  return async (id, input, opts) => typedReply(id, await call(endpointInfo[id].method, endpointInfo[id].path, input, opts));
}

/** The envelope of `id` typed from the catalogue: the harness trusts the server's own response check. */
export function typedReply<K extends EndpointId>(id: K, reply: Reply): ApiReply<K> {
  const body = reply.body as ApiReply<K>['body'];
  return {
    status: reply.status,
    body,
    raw: reply.raw,
    get data(): ApiResponse<K> {
      if (body.code !== 0) throw new Error(`${id}: expected success, got ${body.code} ${body.msg}`);
      return body.data as ApiResponse<K>;
    },
  };
}

/** A list the catalogue requires to hold at least one item (minItems 1), checked rather than cast. */
export function nonEmpty<T>(list: T[]): [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('expected at least one item');
  return [first, ...rest];
}
