import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@server/clock';
import { openPostgres } from '@server/db/postgres';
import { startServer, type Running } from '@server/start';
import { adminUrl, testDatabases } from '../support/databases';
import { makeServer, testConfig, type TestServer } from '../support/harness';
import { openSocket, type ClientSocket } from '../support/socket';
import { editFile, editorToken, newDraft, publishDraft, setAt } from '../support/studio';

const NOT_FOUND = 'screens/pages/notFound.json';
const postgres = testDatabases.find((d) => d.name === 'postgres')!;

/** Waits until the socket has heard a bundle message for `version` (earlier ones are skipped). */
async function hears(app: Awaited<ReturnType<typeof openSocket>>, version: number): Promise<void> {
  for (;;) {
    const { message } = await app.next();
    if ((message as { version?: number }).version === version) return;
  }
}

// Two app servers on one PostgreSQL database, as a deployment with more than one instance runs:
// a publish on one reaches the sockets of the other through NOTIFY, and a dropped LISTEN
// connection comes back and says what it may have missed. (PGlite is one process's database.)
describe('studio realtime across instances [postgres]', () => {
  let drop: () => Promise<void>;
  let a: TestServer;
  let b: Running;
  let closeSecondDb: () => Promise<void>;
  let dbName: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const opened = await postgres.open();
    drop = opened.drop;
    dbName = new URL(opened.url!).pathname.slice(1);
    const clock = manualClock(new Date());
    a = makeServer(await startServer(testConfig(), { db: opened.db, clock, serveApp: false }), clock);
    const second = await openPostgres(opened.url!, 4);
    closeSecondDb = () => second.close();
    b = await startServer(testConfig(), { db: second, clock, serveApp: false });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await closeSecondDb?.();
    await a?.running.close();
    await drop?.();
  });

  async function socketOnB() {
    const opened = await openSocket(`ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/ws`);
    sockets.push(opened.socket);
    return opened;
  }

  async function publishOnA(icon: string): Promise<number> {
    const token = await editorToken(a);
    const draft = await newDraft(a, token, `Icon ${icon}`);
    await editFile(a, token, draft, NOT_FOUND, (d) => setAt(d, '/body/0/props/icon', icon));
    return publishDraft(a, token, draft);
  }

  it('a publish on one instance reaches the sockets of the other', async () => {
    const app = await socketOnB();
    const version = await publishOnA('soon');
    expect((await app.next()).message).toEqual({ type: 'bundle', version });
  });

  it('after its LISTEN connection is cut, an instance reconnects and announces what was published meanwhile', async () => {
    const app = await socketOnB();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      // Cut both instances' listening connections (as a server restart or an admin would), then publish
      // before they are back: the NOTIFY reaches nobody.
      const cut = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`, [
        dbName,
      ]);
      expect(cut.rows.length).toBe(2);
      const missed = await publishOnA('error');
      // Back within the retry pause, the instance says which version is published now.
      await hears(app, missed);
      // And it hears the next publish as usual.
      const next = await publishOnA('empty');
      await hears(app, next);
    } finally {
      await admin.end();
    }
  });
});
