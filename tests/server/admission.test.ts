import { expect, it } from 'vitest';
import { defaultHttpLimits } from '@server/config';
import { describeEachDatabase, type Reply } from './support/harness';
import { holdEveryConnection } from './support/hold';
import { openSocket, parseReply } from './support/raw-http';
import { assetOf, ledgerProblems, payingMember } from './support/money';

/**
 * Admission at the door (server/http/admission.ts): with every database connection held, requests
 * pile up; beyond MAX_IN_FLIGHT they are refused at once (a 503 envelope with Retry-After) and so
 * are a caller's writes beyond CALLER_WRITES_IN_FLIGHT (429), while every admitted request is
 * served once the database is back. Who is admitted does not depend on timing: the refusals come
 * while nothing admitted can finish.
 */

const IN_FLIGHT = 5;
const CALLER_WRITES = 2;

async function answered(replies: Promise<Reply>[], n: number): Promise<Reply[]> {
  const done: Reply[] = [];
  for (const r of replies) void r.then((reply) => done.push(reply));
  while (done.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
  return [...done];
}

describeEachDatabase(
  'admission at the door',
  (get) => {
    it('refuses requests beyond MAX_IN_FLIGHT at once with 503 and Retry-After, and serves every admitted one', async () => {
      const s = get();
      const m = await payingMember(s, 'door');
      const held = await holdEveryConnection(s.running.services.db);
      const replies = Array.from({ length: IN_FLIGHT + 4 }, () => s.call('GET', 'member/info', undefined, { token: m.token, lan: 'en' }));
      // The database is held: only refusals can answer now, and all four come.
      const refused = await answered(replies, 4);
      for (const r of refused) {
        expect(r.status).toBe(503);
        expect(r.body).toEqual({ code: 503, msg: 'The service is busy. Try again in a moment', data: null });
      }
      await held.release();
      const all = await Promise.all(replies);
      expect(all.filter((r) => r.body.code === 0)).toHaveLength(IN_FLIGHT);
      // Each admitted request left the count: the door is open again.
      expect((await s.call('GET', 'member/info', undefined, { token: m.token })).body.code).toBe(0);
    });

    it("refuses one caller's writes beyond CALLER_WRITES_IN_FLIGHT with 429, while another caller's write is admitted", async () => {
      const s = get();
      const a = await payingMember(s, 'doorwrites', '100');
      const b = await payingMember(s, 'doorother', '100');
      const held = await holdEveryConnection(s.running.services.db);
      const move = (token: string) => s.call('POST', 'trans/platform', { from: 'asset', to: 'etf', amount: '10.00' }, { token, lan: 'en' });
      const fromA = Array.from({ length: CALLER_WRITES + 3 }, () => move(a.token));
      const refused = await answered(fromA, 3);
      for (const r of refused) {
        expect(r.status).toBe(429);
        expect(r.body.msg).toBe('You have too many requests in progress. Try again in a moment');
      }
      const fromB = move(b.token);
      await held.release();
      const all = await Promise.all(fromA);
      expect(all.filter((r) => r.body.code === 0)).toHaveLength(CALLER_WRITES);
      expect((await fromB).body.code).toBe(0);
      expect(await assetOf(s, a.token, 'etf')).toMatchObject({ total: '20.00' });
      expect(await ledgerProblems(s)).toEqual([]);
    });

    it('sends Retry-After with every refusal at the door', async () => {
      const s = get();
      const m = await payingMember(s, 'doorheader');
      const held = await holdEveryConnection(s.running.services.db);
      const replies = Array.from({ length: IN_FLIGHT + 1 }, () =>
        s.running.app.inject({ method: 'GET', url: '/api/member/info', headers: { authorization: `Bearer ${m.token}` } }),
      );
      const first = await Promise.race(replies);
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('1');
      await held.release();
      await Promise.all(replies);
    });

    it('gives back the place of a request whose client left before its answer, whole or halfway through its body (real sockets)', async () => {
      const s = get();
      // One member per request: a caller's own writes are bounded apart (CALLER_WRITES_IN_FLIGHT).
      const members: Awaited<ReturnType<typeof payingMember>>[] = [];
      for (let i = 0; i < IN_FLIGHT; i++) members.push(await payingMember(s, `doorleft${i}`, '10'));
      const m = members[0]!;
      await s.running.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = s.running.app.server.address() as { port: number };
      const held = await holdEveryConnection(s.running.services.db);
      // IN_FLIGHT whole requests, admitted and waiting on the held database.
      const sockets = await Promise.all(Array.from({ length: IN_FLIGHT }, () => openSocket(port)));
      const body = JSON.stringify({ from: 'asset', to: 'etf', amount: '0.01' });
      sockets.forEach(({ socket }, i) => {
        const head = `POST /api/trans/platform HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${members[i]!.token}\r\nContent-Type: application/json\r\nIdempotency-Key: left-${i}-${Date.now()}\r\nContent-Length: ${body.length}\r\n\r\n`;
        // Half of them send the whole request, half stop in the middle of the body.
        socket.write(i % 2 ? head + body : head + body.slice(0, 5));
      });
      // Once they are in, the door is full: a further request (over a socket too, so it queues
      // behind them rather than overtaking them as an injected one would) is refused at once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const probe = await openSocket(port);
      probe.socket.write(
        `GET /api/member/info HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${m.token}\r\nConnection: close\r\n\r\n`,
      );
      await Promise.race([probe.closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
      expect(parseReply(probe.received())?.status).toBe(503);
      // Their clients leave before any answer (no 'finish', no request abort); then the database is back.
      for (const { socket } of sockets) socket.destroy();
      await Promise.all(sockets.map((x) => x.closed));
      await held.release();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Every place came back: IN_FLIGHT requests at once are all served (each refused while places leaked).
      const again = await Promise.all(Array.from({ length: IN_FLIGHT }, () => s.call('GET', 'member/info', undefined, { token: m.token })));
      expect(again.map((r) => r.body.code)).toEqual(Array.from({ length: IN_FLIGHT }, () => 0));
    });
  },
  { http: { ...defaultHttpLimits, maxInFlight: IN_FLIGHT, callerWritesInFlight: CALLER_WRITES } },
);
