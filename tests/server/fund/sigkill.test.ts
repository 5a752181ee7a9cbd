import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { manualClock } from '@server/clock';
import { startServer } from '@server/start';
import { ACCRUE_JOB } from '@server/fund/accrual';
import { adminUrl } from '../support/databases';
import { makeServer, testConfig, type TestServer } from '../support/harness';
import { addReserve, balance, buy, buyer, createProduct, DAY, expectFundClean, MECHANICS_CAP, runJobs } from './support';

/**
 * A runner process is SIGKILLed in the middle of a Top 10 accrual job (the day's income posted inside
 * the claim's transaction, not committed). After a restart on the same database the day accrues
 * exactly once: the killed run left nothing, not even a counted attempt, and the job was still due.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START = new Date('2026-11-24T10:00:00Z');

interface Target {
  name: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function makeTarget(name: Target['name']): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-fundkill-${name}-`));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (name === 'pglite') return { name, dataDir, drop: removeDir };
  const db = `meridian_fundkill_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${db}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  return {
    name,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await a.end();
      await removeDir();
    },
  };
}

/** An in-process server on the target (the clock at `at`), for setting up and for checking after the kill. */
async function open(target: Target, at: Date): Promise<TestServer> {
  const clock = manualClock(at);
  const running = await startServer(
    testConfig({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, demoFund: false, ...MECHANICS_CAP }),
    {
      clock,
      serveApp: false,
    },
  );
  return makeServer(running, clock);
}

/** Runs the child until it says it posted, then SIGKILLs it; answers what it printed. */
async function killMidJob(target: Target, runAt: Date): Promise<string> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fund/accrue-child.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: target.dataDir,
      RUN_AT: runAt.toISOString(),
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('posted')) resolve();
    });
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    // 'close', not 'exit': its output is all read by then (a CI run's failure showed none).
    child.once('close', () => reject(new Error(`the runner ended before posting:\n${out}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return out;
}

describe('Top 10 accrual survives a SIGKILL of its runner', () => {
  for (const name of ['pglite', 'postgres'] as const) {
    it(`[${name}] the killed day runs once after the restart`, { timeout: 180_000 }, async () => {
      const target = await makeTarget(name);
      try {
        let s = await open(target, START);
        await addReserve(s, '100');
        const product = await createProduct(s, { daily_rate: '0.0008', days: 3 });
        const m = await buyer(s, 'killed', '1000');
        const bought = await buy(s, m, product, '1000');
        expect(bought.body.code).toBe(0);
        await s.running.close();

        // Setting up moved the clock (sign-ins wait out resend countdowns): day one is a day after the purchase.
        const dayOne = new Date(bought.data.start_at * 1000 + DAY + 60_000);
        expect(await killMidJob(target, dayOne)).toContain(`posted ${bought.data.id}/1`);

        s = await open(target, dayOne);
        try {
          expect(await balance(s, m.memberId, 'top10')).toBe('1000.00');
          const job = async () =>
            (
              await s.running.services.db.query<{ status: string; attempts: number }>(
                `SELECT status, attempts FROM jobs WHERE kind = $1 AND subject = $2 AND period = '1'`,
                [ACCRUE_JOB, String(bought.data.id)],
              )
            ).rows[0];
          expect(await job()).toEqual({ status: 'queued', attempts: 0 });
          expect(await runJobs(s)).toBe(1);
          expect(await runJobs(s)).toBe(0);
          expect(await job()).toEqual({ status: 'done', attempts: 1 });
          expect(await balance(s, m.memberId, 'top10')).toBe('1000.80');
          await expectFundClean(s);
        } finally {
          await s.running.close();
        }
      } finally {
        await target.drop();
      }
    });
  }
});
