import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supervise } from '@server/supervisor';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A child program: says "ready" when `ready`, then exits with the next code of the list kept in `file`. */
function fakeServer(file: string, codes: number[], ready = true): string[] {
  fs.writeFileSync(file, JSON.stringify(codes));
  const script = `
    const fs = require('node:fs');
    const codes = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'));
    const code = codes.shift();
    fs.writeFileSync(${JSON.stringify(file)}, JSON.stringify(codes));
    ${ready ? "process.send('ready');" : ''}
    setTimeout(() => process.exit(code), 20);`;
  return ['-e', script];
}

function tempFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-supervisor-')), 'codes.json');
}

describe('the supervisor behind npm start', () => {
  it('starts a server that crashed while serving again, and ends with it when it exits cleanly', async () => {
    const lines: string[] = [];
    const file = tempFile();
    const run = supervise({ command: process.execPath, args: fakeServer(file, [3, 0]), log: (l) => lines.push(l), delayMs: 10 });
    expect(await run.done).toBe(0);
    expect(lines).toEqual(['supervisor: the server exited with code 3 while serving; starting it again in 0.01 s']);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('does not restart a server that failed before serving (its configuration will not heal)', async () => {
    const lines: string[] = [];
    const file = tempFile();
    const run = supervise({ command: process.execPath, args: fakeServer(file, [2, 0], false), log: (l) => lines.push(l), delayMs: 10 });
    expect(await run.done).toBe(2);
    expect(lines).toEqual(['supervisor: the server exited with code 2 before it was serving; not restarting it']);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([0]);
  });

  it('gives up on a crash loop, waiting longer before each restart', async () => {
    const lines: string[] = [];
    const file = tempFile();
    const run = supervise({
      command: process.execPath,
      args: fakeServer(file, [1, 1, 1, 0]),
      log: (l) => lines.push(l),
      delayMs: 10,
      maxRestarts: 2,
    });
    expect(await run.done).toBe(1);
    expect(lines).toEqual([
      'supervisor: the server exited with code 1 while serving; starting it again in 0.01 s',
      'supervisor: the server exited with code 1 while serving; starting it again in 0.02 s',
      'supervisor: the server exited with code 1, its stop 3 within 60 s; giving up',
    ]);
  });

  it('brings the real server back after it is killed, and stops with it on SIGTERM', { timeout: 180_000 }, async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-supervised-'));
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-supervised-static-'));
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const lines: string[] = [];
    const run = supervise({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'server/main.ts')],
      env: {
        ...inherited,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        MARKET_BACKFILL_DAYS: '0',
        MARKET_BACKFILL_MINUTE_SESSIONS: '0',
      },
      log: (l) => lines.push(l),
      delayMs: 100,
    });
    const answers = async (): Promise<boolean> => {
      const res = await fetch(`http://127.0.0.1:${port}/api/common/conf`).catch(() => undefined);
      return res?.status === 200;
    };
    try {
      await expect.poll(answers, { timeout: 60_000, interval: 200 }).toBe(true);
      const first = run.child();
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect(lines).toEqual(['supervisor: the server was killed (SIGKILL) while serving; starting it again in 0.1 s']);
      await expect.poll(answers, { timeout: 60_000, interval: 200 }).toBe(true);
      expect(run.child().pid).not.toBe(first.pid);
    } finally {
      run.stop();
    }
    expect(await run.done).toBe(0);
    expect(lines).toHaveLength(1);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(staticDir, { recursive: true, force: true });
  });
});
