import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { defaultLimits, loadConfig } from '@server/config';
import { manualClock } from '@server/clock';
import { openDatabase } from '@server/db/open';
import { checkLedger } from '@server/ledger/check';
import { startServer, type Running } from '@server/start';
import { apiOver, freshIp, type Reply, type TestServer } from '../support/harness';
import { PAY_PASSWORD, payingMember } from '../support/money';

/**
 * The real server (node --import tsx server/main.ts) is SIGKILLed in the middle of a burst of money
 * writes, then started again on the same database. Every write it answered with code 0 must still
 * be there, and its key must replay the same answer; nothing half-written may remain (a key without
 * its effect, an effect without its key, a balance that differs from its postings).
 *
 * Members are set up beforehand by an in-process server on the same database, stopped cleanly
 * before the child starts (PGlite's directory is opened by one process at a time): registration,
 * real-name approval, payment password and funding all go through the real endpoints.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// The server under test: no price history (money crashes need none, and a year of backfill would
// slow every start), and a door that lets the whole burst in (ten workers over three members can put
// five writes of one member in flight, which CALLER_WRITES_IN_FLIGHT would answer 429).
const SERVER_ENV = { MARKET_BACKFILL_DAYS: '0', MARKET_BACKFILL_MINUTE_SESSIONS: '0', CALLER_WRITES_IN_FLIGHT: '1000' };
const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAY = '123456';
const BURST = 200;
const WORKERS = 10;
/**
 * The child dies a random 0-40 ms after this many successes (so the kill lands anywhere in a request,
 * not just after an answer), or this long into the burst, whichever comes first.
 */
const KILL_AFTER_OK = 25;
const KILL_AFTER_MS = 5000;
const WALLETS = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];

interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

interface Member {
  token: string;
  uid: string;
  walletId: number;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

interface Sent {
  endpoint: 'trans/platform' | 'trans/social' | 'wallet/withdraw';
  token: string;
  key: string;
  body: Record<string, unknown>;
  /** ok/refused: answered; lost: sent, but the server died before answering; unsent: never left. */
  outcome: 'ok' | 'refused' | 'lost' | 'unsent';
  reply?: Envelope;
}

async function makeTarget(name: Target['name']): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-crash-${name}-`));
  if (name === 'pglite') {
    return {
      name,
      dataDir,
      env: { DATA_DIR: dataDir, ...SERVER_ENV },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const db = `meridian_crash_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  const databaseUrl = url.toString();
  return {
    name,
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...SERVER_ENV },
    drop: async () => {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await a.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The harness's TestServer over an in-process server that opened the target database itself. */
function inProcess(running: Running, clock: ReturnType<typeof manualClock>): TestServer {
  const call: TestServer['call'] = async (method, url, payload, opts = {}) => {
    const headers: Record<string, string> =
      method === 'GET' ? { ...opts.headers } : { 'idempotency-key': crypto.randomUUID(), ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const isGet = method === 'GET';
    const res = await running.app.inject({
      method,
      url: `/api/${url}`,
      query: isGet && payload ? (payload as Record<string, string>) : undefined,
      payload: !isGet && payload !== undefined ? JSON.stringify(payload) : undefined,
      headers: !isGet && payload !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
    return { status: res.statusCode, body: JSON.parse(res.body) as Reply['body'], raw: res.body };
  };
  const server: TestServer = {
    running,
    clock,
    call,
    api: apiOver(call),
    async lastCode(to) {
      const res = await call('GET', 'dev/outbox', { to });
      const match = (res.body.data as { list: { body: string }[] }).list[0]?.body.match(/\b(\d{6})\b/);
      if (!match) throw new Error(`no code in the outbox for ${to}`);
      return match[1]!;
    },
    async registerByEmail(email, password = 'Passw0rd!') {
      await server.api('member/mail_otp', { email, purpose: 'register' }, { ip: freshIp() });
      const res = await server.api('member/register', {
        type: 'email',
        email,
        code: await server.lastCode(email),
        password,
        agree: true,
        privacy: true,
      });
      if (res.body.code !== 0) throw new Error(`register: ${res.body.msg}`);
      return res.data;
    },
  };
  return server;
}

function serverEnv(target: Target): Record<string, string> {
  // The child gets only what it needs: no DATABASE_URL leaking in from the shell for the PGlite run.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...(Object.fromEntries(Object.entries(inherited).filter((e): e is [string, string] => e[1] !== undefined)) as Record<string, string>),
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    HOST: '127.0.0.1',
    WITHDRAW_REVIEW_HOURS: '00:00-24:00',
    WITHDRAW_REVIEW_TZ: 'UTC',
    // The burst must meet no "busy" refusal on a loaded machine: this suite is about crashes.
    DB_QUEUE_WAIT_MS: '600000',
    ...target.env,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Child {
  proc: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server and waits for its "running" line (or its death, with what it printed). */
async function startChild(target: Target, staticDir: string): Promise<Child> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...serverEnv(target), PORT: String(port), STATIC_DIR: staticDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (out.includes('Meridian is running at')) break;
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`the server exited (${proc.exitCode ?? proc.signalCode}) before listening:\n${out}`);
    if (Date.now() - started > 60_000) {
      proc.kill('SIGKILL');
      throw new Error(`the server did not start within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

async function stopChild(child: Child): Promise<number | null> {
  child.proc.kill('SIGTERM');
  return child.exited;
}

async function post(base: string, endpoint: string, token: string, key: string, body: unknown): Promise<Envelope> {
  const res = await fetch(`${base}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key, lan: 'en' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/** The i-th write of the burst: transfers back and forth, UID transfers round the members, withdrawals. */
function nth(i: number, members: Member[]): Omit<Sent, 'outcome'> {
  const m = members[i % members.length]!;
  const key = `crash-${i}-${crypto.randomUUID()}`;
  switch (i % 4) {
    case 0:
      return { endpoint: 'trans/platform', token: m.token, key, body: { from: 'asset', to: 'etf', amount: `${1 + (i % 5)}.00` } };
    case 1:
      return { endpoint: 'trans/platform', token: m.token, key, body: { from: 'etf', to: 'asset', amount: '1.00' } };
    case 2:
      return {
        endpoint: 'trans/social',
        token: m.token,
        key,
        body: { uid: members[(i + 1) % members.length]!.uid, amount: '2.00', pay_password: PAY },
      };
    default:
      return {
        endpoint: 'wallet/withdraw',
        token: m.token,
        key,
        body: { account_type: 'wallet', target_id: m.walletId, amount: `${25 + (i % 3)}.00`, pay_password: PAY },
      };
  }
}

for (const name of ['pglite', 'postgres'] as const) {
  describe(`a server killed mid-burst [${name}]`, () => {
    let target: Target | undefined;
    let child: Child | undefined;
    // No built app is needed: the server answers the API without dist/ (an empty directory).
    let staticDir = '';

    afterAll(async () => {
      // Only the child this suite started, by its own handle.
      if (child && child.proc.exitCode === null && child.proc.signalCode === null) {
        child.proc.kill('SIGKILL');
        await child.exited;
      }
      await target?.drop();
      if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
    });

    it('keeps every answered write, replays its answer, and leaves no half-written money', { timeout: 240_000 }, async () => {
      target = await makeTarget(name);
      staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-crash-static-'));

      // 1. Members, through the endpoints of an in-process server on the same database.
      const config = {
        ...loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', WITHDRAW_REVIEW_HOURS: '00:00-24:00', ...target.env }),
        limits: { ...defaultLimits, requestsPerMinute: 100_000, codesPerAddressHour: 10_000, loginPerAddress: 10_000 },
      };
      // The set-up runs a day and more in the past, so its wallets are past the withdrawal cooling-off
      // period when the real server (wall clock) takes over.
      const clock = manualClock(new Date(Date.now() - (config.money.payoutCooldownHours + 1) * 3_600_000));
      const setup = await startServer(config, { clock, serveApp: false });
      const members: Member[] = [];
      try {
        const s = inProcess(setup, clock);
        for (let i = 0; i < 3; i++) {
          const m = await payingMember(s, `crash${name}${i}x`, '5000');
          const bound = await s.api(
            'member/digital_bind',
            { protocol: WALLETS[i]!.startsWith('T') ? 'TRC20' : 'ERC20', address: WALLETS[i]!, pay_password: PAY_PASSWORD },
            { token: m.token },
          );
          expect(bound.body.code, bound.body.msg).toBe(0);
          members.push({ token: m.token, uid: m.uid, walletId: bound.data.id });
        }
      } finally {
        await setup.close();
      }

      // 2. The real server, a burst of writes, and SIGKILL in the middle of it.
      child = await startChild(target, staticDir);
      // One read per member first: the sessions made in-process work here, and the first-call warm-up is not in the burst.
      for (const m of members)
        expect(
          ((await (await fetch(`${child.base}/api/member/asset`, { headers: { authorization: `Bearer ${m.token}` } })).json()) as Envelope)
            .code,
        ).toBe(0);
      const sent: Sent[] = [];
      let next = 0;
      let ok = 0;
      let killed = false;
      const killedAt = { ms: 0, ok: 0, inFlight: 0 };
      let inFlight = 0;
      const first = child;
      const started = performance.now();
      const kill = () => {
        if (killed) return;
        killed = true;
        Object.assign(killedAt, { ms: Math.round(performance.now() - started), ok, inFlight });
        first.proc.kill('SIGKILL');
      };
      const timer = setTimeout(kill, KILL_AFTER_MS);
      const worker = async () => {
        while (next < BURST) {
          const request: Sent = { ...nth(next++, members), outcome: 'unsent' };
          sent.push(request);
          if (killed) continue;
          inFlight += 1;
          try {
            request.reply = await post(first.base, request.endpoint, request.token, request.key, request.body);
            request.outcome = request.reply.code === 0 ? 'ok' : 'refused';
            if (request.reply.code === 0 && ++ok === KILL_AFTER_OK) setTimeout(kill, crypto.randomInt(0, 41));
          } catch {
            request.outcome = 'lost';
          } finally {
            inFlight -= 1;
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      clearTimeout(timer);
      const exit = await first.exited;
      const count = (o: Sent['outcome']) => sent.filter((r) => r.outcome === o).length;
      console.log(
        `crash: [${name}] killed ${killedAt.ms} ms into the burst with ${killedAt.inFlight} request(s) in flight (exit ${exit ?? first.proc.signalCode}); ` +
          `${count('ok')} ok, ${count('refused')} refused, ${count('lost')} lost in flight, ${count('unsent')} never sent`,
      );
      expect(first.proc.signalCode).toBe('SIGKILL');
      expect(count('ok')).toBeGreaterThan(0);
      // A refusal here would be a bug of the burst itself (every member has plenty), except etf->asset before etf is filled.
      for (const r of sent.filter((r) => r.outcome === 'refused'))
        expect(`${r.endpoint} ${JSON.stringify(r.body)}: ${r.reply!.msg}`).toMatch(/"from":"etf".*insufficient/i);

      // PostgreSQL outlives the killed server: see which lost requests had committed (only their answer was lost).
      let committedLost = new Map<string, number>();
      if (target.databaseUrl) {
        const client = new pg.Client({ connectionString: target.databaseUrl });
        await client.connect();
        const lostKeys = sent.filter((r) => r.outcome === 'lost').map((r) => r.key);
        const { rows } = await client.query<{ key: string; id: string }>(
          "SELECT key, response::jsonb->>'id' AS id FROM idempotency_keys WHERE key = ANY($1)",
          [lostKeys],
        );
        await client.end();
        committedLost = new Map(rows.map((r) => [r.key, Number(r.id)]));
        console.log(`crash: [${name}] of ${lostKeys.length} requests lost in flight, ${committedLost.size} had committed before the kill`);
      }

      // 3. Start again on the same database; every answered key replays its answer; lost ones run at most once.
      const restartedAt = performance.now();
      child = await startChild(target, staticDir);
      console.log(`crash: [${name}] restarted in ${Math.round(performance.now() - restartedAt)} ms`);
      const second = child;
      for (const r of sent.filter((r) => r.outcome === 'ok')) {
        const again = await post(second.base, r.endpoint, r.token, r.key, r.body);
        expect(again, `${r.endpoint} ${r.key}`).toEqual(r.reply);
      }
      const lostReplays: Record<number, number> = {};
      for (const r of sent.filter((r) => r.outcome === 'lost')) {
        const again = await post(second.base, r.endpoint, r.token, r.key, r.body);
        lostReplays[again.code] = (lostReplays[again.code] ?? 0) + 1;
        expect([0, 422], `${r.endpoint} ${r.key}: ${again.msg}`).toContain(again.code);
        // A write that committed before the kill answers with what it did then, not by running again.
        if (committedLost.has(r.key)) expect(again.data).toMatchObject({ id: committedLost.get(r.key) });
        const third = await post(second.base, r.endpoint, r.token, r.key, r.body);
        if (again.code === 0) expect(third).toEqual(again);
      }
      console.log(
        `crash: [${name}] replays after restart: ${count('ok')} answered keys gave the same answer; lost keys replayed as ${JSON.stringify(lostReplays)}`,
      );
      expect(await stopChild(second)).toBe(0);

      // 4. The database itself, opened here once the server is down.
      const db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
      try {
        expect(await checkLedger(db)).toEqual([]);
        for (const r of sent.filter((r) => r.outcome === 'ok')) {
          const id = (r.reply!.data as { id: number }).id;
          const table = r.endpoint === 'wallet/withdraw' ? 'withdrawals' : 'transfers';
          const row = await db.query<{ amount: string }>(`SELECT amount::text AS amount FROM ${table} WHERE id = $1`, [id]);
          expect(
            row.rows.map((x) => Number(x.amount)),
            `${r.endpoint} ${r.key} -> ${table} ${id}`,
          ).toEqual([Number(r.body.amount)]);
        }
        // A key is written in the transaction of its effect: no key without its answer, no effect without its key.
        expect((await db.query('SELECT key FROM idempotency_keys WHERE response IS NULL')).rows).toEqual([]);
        const orphans = await db.query<{ what: string; id: string }>(
          `SELECT 'transfer' AS what, t.id::text AS id FROM transfers t
            WHERE NOT EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.endpoint IN ('trans/platform', 'trans/social') AND (k.response::jsonb->>'id')::bigint = t.id)
           UNION ALL
           SELECT 'withdrawal', w.id::text FROM withdrawals w
            WHERE NOT EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.endpoint = 'wallet/withdraw' AND (k.response::jsonb->>'id')::bigint = w.id)
           UNION ALL
           SELECT 'key ' || k.endpoint, k.key FROM idempotency_keys k
            WHERE (k.endpoint IN ('trans/platform', 'trans/social') AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.id = (k.response::jsonb->>'id')::bigint))
               OR (k.endpoint = 'wallet/withdraw' AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.id = (k.response::jsonb->>'id')::bigint))`,
        );
        expect(orphans.rows).toEqual([]);
        // Every withdrawal under review holds exactly its amount.
        const holds = await db.query(
          `SELECT w.id FROM withdrawals w LEFT JOIN holds h ON h.id = w.hold_id WHERE w.status = 'review' AND (h.id IS NULL OR h.status <> 'held' OR h.amount <> w.amount)`,
        );
        expect(holds.rows).toEqual([]);
      } finally {
        await db.close();
      }

      // 5. The operator's check, as run by hand.
      const check = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const p = spawn('npm', ['run', 'ledger:check'], { cwd: ROOT, env: serverEnv(target!), stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        p.stdout.on('data', (b: Buffer) => (out += b.toString()));
        p.stderr.on('data', (b: Buffer) => (out += b.toString()));
        p.once('exit', (code) => resolve({ code, out }));
      });
      console.log(
        `crash: [${name}] ledger:check: ${check.out
          .trim()
          .split('\n')
          .filter((l) => l.startsWith('ledger:'))
          .join(' | ')}`,
      );
      expect(check.code, check.out).toBe(0);
      expect(check.out).toContain('every balance equals its postings');
    });
  });
}
