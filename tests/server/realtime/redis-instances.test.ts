import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Running } from '@server/start';
import { fedMarket, type FedMarket } from '@server/market/fed-market';
import { openPostgres } from '@server/db/postgres';
import type { Db } from '@server/db/types';
import { testDatabases } from '../support/databases';
import { testConfig } from '../support/harness';
import { openSocket, type ClientSocket } from '../support/socket';
import { quoteOf, until } from './quotes';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Tick = { type: 'tick'; code: string; last: string; time: string };

// Two instances behind one load balancer, as a deployment runs them: on PostgreSQL both on one
// database, on PGlite each on its own (an embedded database is one process's). Every instance runs
// a market data source; only the holder of the producer lease publishes, and each delivers what
// Redis sends, so a client on either hears the same ticks once.
for (const database of testDatabases) {
  describe(`realtime across two instances through Redis [${database.name}]`, () => {
    const markets: FedMarket[] = [];
    const servers: Running[] = [];
    const urls: string[] = [];
    const cleanups: (() => Promise<void>)[] = [];
    const sockets: ClientSocket[] = [];
    let seconds = 0;
    const quote = (code: string, last: string) => quoteOf(code, last, new Date(Date.UTC(2026, 10, 25, 15, 0, (seconds += 1))));

    beforeAll(async () => {
      const config = testConfig({ redisUrl: REDIS_URL, redisPrefix: `meridian-test-${crypto.randomBytes(4).toString('hex')}` });
      const opened = await database.open();
      cleanups.push(opened.drop);
      let second: Db;
      if (opened.url) {
        second = await openPostgres(opened.url, 4);
        cleanups.unshift(() => second.close());
      } else {
        const other = await database.open();
        second = other.db;
        cleanups.push(other.drop);
      }
      for (const db of [opened.db, second]) {
        const market = fedMarket('Fed');
        const running = await startServer(config, { db, market, serveApp: false });
        await running.app.listen({ port: 0, host: '127.0.0.1' });
        markets.push(market);
        servers.push(running);
        urls.push(`ws://127.0.0.1:${(running.app.server.address() as AddressInfo).port}/ws`);
      }
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      for (const running of servers) await running.close().catch(() => undefined);
      for (const cleanup of cleanups) await cleanup();
    });

    async function subscribedOn(instance: number, codes: string[]) {
      const app = await openSocket(urls[instance]!);
      sockets.push(app.socket);
      app.socket.send(JSON.stringify({ type: 'subscribe', codes }));
      await until<{ type: string }>(app.next, (m) => m.type === 'subscribed');
      return app;
    }

    it('a tick of the producing instance reaches clients on both, once each', async () => {
      const [onA, onB] = [await subscribedOn(0, ['SPY']), await subscribedOn(1, ['SPY'])];
      markets[0]!.feed(quote('SPY', '501.00'));
      const a = await until<Tick>(onA.next, (m) => m.type === 'tick');
      const b = await until<Tick>(onB.next, (m) => m.type === 'tick');
      expect(b.message).toEqual(a.message);
      expect(a.message).toMatchObject({ code: 'SPY', last: '501.00' });
      // The other instance's source ticks too, but it does not hold the lease: nothing of it is sent.
      markets[1]!.feed(quote('SPY', '999.00'));
      markets[0]!.feed(quote('SPY', '502.00'));
      expect((await until<Tick>(onA.next, (m) => m.type === 'tick')).message.last).toBe('502.00');
      expect((await until<Tick>(onB.next, (m) => m.type === 'tick')).message.last).toBe('502.00');
      for (const app of [onA, onB])
        expect(app.received.filter((r) => (r.message as Tick).type === 'tick').map((r) => (r.message as Tick).last)).toEqual([
          '501.00',
          '502.00',
        ]);
    });

    it('only subscribed codes are delivered on either instance', async () => {
      const onB = await subscribedOn(1, ['QQQ']);
      markets[0]!.feed(quote('VOO', '470.00'));
      markets[0]!.feed(quote('QQQ', '410.00'));
      expect((await until<Tick>(onB.next, (m) => m.type === 'tick')).message.code).toBe('QQQ');
      expect(onB.received.some((r) => (r.message as Tick).code === 'VOO')).toBe(false);
    });

    it('when the producer stops, the other instance takes over the stream', async () => {
      const onB = await subscribedOn(1, ['DIA']);
      await servers[0]!.close();
      // The closing producer released its lease; the next renewal round (every 2 s) on B takes it.
      const deadline = Date.now() + 10_000;
      let last = 0;
      while (!onB.received.some((r) => (r.message as Tick).type === 'tick')) {
        if (Date.now() > deadline) throw new Error('no tick from the second instance within 10 s');
        markets[1]!.feed(quote('DIA', `${430 + (last += 1)}.00`));
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(onB.received.find((r) => (r.message as Tick).type === 'tick')!.message).toMatchObject({ code: 'DIA', type: 'tick' });
    }, 15_000);
  });
}
