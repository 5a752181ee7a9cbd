import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Running } from '@server/start';
import { fedMarket, type FedMarket } from '@server/market/fed-market';
import { LIMITS } from '@server/realtime/subscriptions';
import { testDatabases } from '../support/databases';
import { testConfig } from '../support/harness';
import { openSocket, TIME_LIMIT_MS, type ClientSocket } from '../support/socket';
import { quoteOf, until } from './quotes';

type Tick = {
  type: 'tick';
  code: string;
  last: string;
  change: string;
  change_rate: string;
  time: string;
  source: string;
  bid: string;
  ask: string;
};
type Message = { type: string; code?: string; codes?: string[]; refused?: string[]; reason?: string; version?: number };

for (const database of testDatabases) {
  describe(`realtime ticks on /ws [${database.name}]`, () => {
    let running: Running;
    let market: FedMarket;
    let drop: () => Promise<void>;
    let url: string;
    const sockets: ClientSocket[] = [];
    let seconds = 0;
    // Every feed a second later than the one before, so the fed market never drops one as older.
    const feed = (code: string, last: string) => market.feed(quoteOf(code, last, new Date(Date.UTC(2026, 10, 25, 15, 0, (seconds += 1)))));

    beforeAll(async () => {
      const opened = await database.open();
      drop = opened.drop;
      market = fedMarket('Fed');
      running = await startServer(testConfig(), { db: opened.db, market, serveApp: false });
      await running.app.listen({ port: 0, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${(running.app.server.address() as AddressInfo).port}/ws`;
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await running?.close();
      await drop?.();
    });

    async function open() {
      const opened = await openSocket(url);
      sockets.push(opened.socket);
      return opened;
    }

    async function subscribed(codes: string[]) {
      const app = await open();
      app.socket.send(JSON.stringify({ type: 'subscribe', codes }));
      const ack = await until<Message>(app.next, (m) => m.type === 'subscribed');
      return { app, ack: ack.message };
    }

    it('delivers a tick of a subscribed code within the time limit, with change, source and time', async ({ annotate }) => {
      const { app, ack } = await subscribed(['SPY']);
      expect(ack).toEqual({ type: 'subscribed', codes: ['SPY'], refused: [] });
      const fedAt = performance.now();
      feed('SPY', '505.00');
      const { at, message } = await until<Tick>(app.next, (m) => m.type === 'tick');
      expect(message).toEqual({
        type: 'tick',
        code: 'SPY',
        bid: '504.99',
        ask: '505.01',
        last: '505.00',
        change: '5',
        change_rate: '0.01',
        time: message.time,
        source: 'Fed',
      });
      expect(Date.parse(message.time)).toBe(Date.UTC(2026, 10, 25, 15, 0, seconds));
      await annotate(`tick delivered ${(at - fedAt).toFixed(1)} ms after the feed`);
      expect(at - fedAt).toBeLessThan(TIME_LIMIT_MS);
    });

    it('sends the latest tick at once on subscribe, then only the codes subscribed', async () => {
      feed('QQQ', '410.00');
      const { app, ack } = await subscribed(['QQQ']);
      expect(ack.codes).toEqual(['QQQ']);
      expect((await app.next()).message).toMatchObject({ type: 'tick', code: 'QQQ', last: '410.00' });
      feed('VOO', '470.00');
      feed('IVV', '520.00');
      feed('QQQ', '411.00');
      // Messages on one socket arrive in order: nothing of VOO or IVV may come before QQQ's tick.
      expect((await app.next()).message).toMatchObject({ type: 'tick', code: 'QQQ', last: '411.00' });
      expect(app.received.map((r) => (r.message as Message).code).filter(Boolean)).toEqual(['QQQ', 'QQQ']);
    });

    it('stops after unsubscribe', async () => {
      const { app } = await subscribed(['DIA', 'IWM']);
      app.socket.send(JSON.stringify({ type: 'unsubscribe', codes: ['DIA'] }));
      expect((await until<Message>(app.next, (m) => m.type === 'subscribed')).message.codes).toEqual(['IWM']);
      feed('DIA', '430.00');
      feed('IWM', '220.00');
      expect((await until<Tick>(app.next, (m) => m.type === 'tick')).message.code).toBe('IWM');
      expect(app.received.some((r) => (r.message as Message).code === 'DIA')).toBe(false);
    });

    it('refuses unknown codes by name and keeps the known ones', async () => {
      const { ack } = await subscribed(['SPY', 'NOPE', 'SPY']);
      expect(ack).toEqual({ type: 'subscribed', codes: ['SPY'], refused: ['NOPE'] });
    });

    it('answers garbage with an error and keeps the socket working', async () => {
      const app = await open();
      const garbage = [
        'not json',
        '[]',
        'null',
        '{"type":"subscribe"}',
        '{"type":"subscribe","codes":"SPY"}',
        '{"type":"subscribe","codes":[1]}',
        '{"type":"subscribe","codes":["spy; drop"]}',
        '{"type":"dance","codes":[]}',
        '\u0000\uffff',
        '{"__proto__":{"type":"subscribe"},"codes":[]}',
      ];
      for (const text of garbage) app.socket.send(text);
      const replies: Message[] = [];
      for (let i = 0; i < garbage.length; i += 1) replies.push((await app.next()).message as Message);
      expect(replies.map((r) => r.type)).toEqual(garbage.map(() => 'error'));
      const notJson = new Set(['not json', '\u0000\uffff']);
      expect(replies.map((r) => r.reason)).toEqual(garbage.map((g) => (notJson.has(g) ? 'not-json' : 'bad-message')));
      app.socket.send(JSON.stringify({ type: 'subscribe', codes: ['TLT'] }));
      expect((await until<Message>(app.next, (m) => m.type === 'subscribed')).message.codes).toEqual(['TLT']);
      feed('TLT', '90.00');
      expect((await until<Tick>(app.next, (m) => m.type === 'tick')).message.code).toBe('TLT');
    });

    it('refuses more codes than a socket may follow', async () => {
      const app = await open();
      const many = Array.from({ length: LIMITS.maxCodes + 1 }, (_, i) => `X${i}`);
      app.socket.send(JSON.stringify({ type: 'subscribe', codes: many }));
      expect((await app.next()).message).toEqual({ type: 'error', reason: 'too-many-codes', max: LIMITS.maxCodes });
    });

    it('closes a socket that sends a message over the size limit', async () => {
      const app = await open();
      const closed = new Promise<void>((resolve) => app.socket.on('close', resolve));
      app.socket.send(JSON.stringify({ type: 'subscribe', codes: ['SPY'], pad: 'x'.repeat(LIMITS.maxMessageBytes) }));
      await closed;
      // The server is fine: a new socket subscribes as usual.
      const { ack } = await subscribed(['SPY']);
      expect(ack.codes).toEqual(['SPY']);
    });

    it('still tells every socket about a bundle publish', async () => {
      const { app } = await subscribed(['GLD']);
      running.services.bus.publish({ type: 'bundle', version: 7 });
      expect((await until<Message>(app.next, (m) => m.type === 'bundle')).message).toEqual({ type: 'bundle', version: 7 });
    });
  });
}
