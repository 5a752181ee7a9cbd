import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Running } from '@server/start';
import { openPostgres } from '@server/db/postgres';
import { manualClock } from '@server/clock';
import { describeEachDatabase, makeServer, testConfig, type TestServer } from '../support/harness';
import { testDatabases } from '../support/databases';
import { openSocket, type ClientSocket } from '../support/socket';
import { until } from '../realtime/quotes';
import { chatMember, clientId, staffWith } from './support';

type Pushed = { type: string; event?: string; ok?: boolean; realm?: string; message?: { id: number; body: string; client_id: string } };
type App = Awaited<ReturnType<typeof openSocket>>;

const urls = new WeakMap<TestServer, string>();
/** The server listening on a real port, once: sockets need one, app.inject has none. */
async function wsUrl(s: TestServer): Promise<string> {
  let url = urls.get(s);
  if (!url) {
    await s.running.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(s.running.app.server.address() as AddressInfo).port}/ws`;
    urls.set(s, url);
  }
  return url;
}

async function signedIn(url: string, token: string | undefined, opened: ClientSocket[]): Promise<App> {
  const app = await openSocket(url);
  opened.push(app.socket);
  if (token !== undefined) {
    app.socket.send(JSON.stringify({ type: 'auth', token }));
    await until<Pushed>(app.next, (m) => m.type === 'auth');
  }
  return app;
}

const chatBodies = (app: App) =>
  app.received.map((r) => r.message as Pushed).flatMap((m) => (m.type === 'chat' && m.event === 'message' ? [m.message!.body] : []));

describeEachDatabase('support chat over the realtime socket', (get) => {
  const opened: ClientSocket[] = [];
  afterAll(() => opened.forEach((s) => s.close()));

  it('signs a socket in by message and pushes a conversation only to its member and to support', async () => {
    const s = get();
    const url = await wsUrl(s);
    const m = await chatMember(s);
    const other = await chatMember(s);
    const agent = await staffWith(s, ['support']);
    const reviewer = await staffWith(s, ['kyc_reviewer']);
    const memberApp = await signedIn(url, m.token, opened);
    expect(memberApp.received.at(-1)!.message).toEqual({ type: 'auth', ok: true, realm: 'member' });
    const staffApp = await signedIn(url, agent.token, opened);
    expect(staffApp.received.at(-1)!.message).toEqual({ type: 'auth', ok: true, realm: 'staff' });
    const otherApp = await signedIn(url, other.token, opened);
    const reviewerApp = await signedIn(url, reviewer.token, opened);
    expect(reviewerApp.received.at(-1)!.message).toEqual({ type: 'auth', ok: false });
    const forged = await signedIn(url, crypto.randomBytes(24).toString('base64url'), opened);
    expect(forged.received.at(-1)!.message).toEqual({ type: 'auth', ok: false });
    // A screen editor signs in (for the studio's presence) but is no support agent: no chat data.
    const editor = await staffWith(s, ['screen_editor']);
    const editorApp = await signedIn(url, editor.token, opened);
    expect(editorApp.received.at(-1)!.message).toEqual({ type: 'auth', ok: true, realm: 'staff' });
    const anonymous = await signedIn(url, undefined, opened);

    const sent = (await s.api('chat/send', { client_id: clientId(), body: 'private question' }, { token: m.token })).data;
    const atStaff = await until<Pushed>(staffApp.next, (x) => x.type === 'chat' && x.event === 'message');
    expect(atStaff.message.message).toMatchObject({ id: sent.id, body: 'private question' });
    const atMember = await until<Pushed>(memberApp.next, (x) => x.type === 'chat' && x.event === 'message');
    expect(atMember.message.message).toMatchObject({ id: sent.id, client_id: sent.client_id });
    const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
    await s.api('ops/chat_read', { id: convo, up_to: sent.id }, { token: agent.token });
    expect((await until<Pushed>(memberApp.next, (x) => x.type === 'chat' && x.event === 'marks')).message).toEqual({
      type: 'chat',
      event: 'marks',
      delivered_to: sent.id,
      read_to: sent.id,
    });

    // The other member's own message is the first chat data its socket sees: nothing of m's came before it.
    await s.api('chat/send', { client_id: clientId(), body: 'my own' }, { token: other.token });
    await until<Pushed>(otherApp.next, (x) => x.type === 'chat' && x.event === 'message');
    expect(chatBodies(otherApp)).toEqual(['my own']);
    // Give the unsigned sockets the same time, then: no chat data at all.
    await until<Pushed>(staffApp.next, (x) => x.type === 'chat' && x.message?.body === 'my own');
    for (const app of [anonymous, forged, reviewerApp, editorApp])
      expect(app.received.some((r) => (r.message as Pushed).type === 'chat')).toBe(false);
  });

  it('signs a shared socket out: the app keeps its quotes, the identity hears no more chat', async () => {
    const s = get();
    const url = await wsUrl(s);
    const m = await chatMember(s);
    const agent = await staffWith(s, ['support']);
    const memberApp = await signedIn(url, m.token, opened);
    const staffApp = await signedIn(url, agent.token, opened);
    await s.api('chat/send', { client_id: clientId(), body: 'while signed in' }, { token: m.token });
    await until<Pushed>(memberApp.next, (x) => x.type === 'chat' && x.message?.body === 'while signed in');

    memberApp.socket.send(JSON.stringify({ type: 'signout' }));
    expect((await until<Pushed>(memberApp.next, (x) => x.type === 'signout')).message).toEqual({ type: 'signout', ok: true });
    // An auth whose token check is still running when the signout arrives must not sign the socket back in.
    memberApp.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    memberApp.socket.send(JSON.stringify({ type: 'signout' }));
    await until<Pushed>(memberApp.next, (x) => x.type === 'signout');
    await s.api('chat/send', { client_id: clientId(), body: 'after the signout' }, { token: m.token });
    // Support hears it; by then the member's socket has had the same chance to.
    await until<Pushed>(staffApp.next, (x) => x.type === 'chat' && x.message?.body === 'after the signout');
    await new Promise((r) => setTimeout(r, 100));
    expect(chatBodies(memberApp)).toEqual(['while signed in']);
    // Only the first sign-in was answered: the auth overtaken by the signout never was.
    expect(memberApp.received.filter((r) => (r.message as Pushed).type === 'auth')).toHaveLength(1);
  });

  it('loses nothing and duplicates nothing across a dropped connection', async () => {
    const s = get();
    const url = await wsUrl(s);
    const m = await chatMember(s);
    const agent = await staffWith(s, ['support']);
    let memberApp = await signedIn(url, m.token, opened);
    const staffApp = await signedIn(url, agent.token, opened);
    await s.api('chat/send', { client_id: clientId(), body: 'before the drop' }, { token: m.token });
    await until<Pushed>(memberApp.next, (x) => x.type === 'chat');
    const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
    const lastKnown = (await s.api('ops/chat_send', { id: convo, client_id: clientId(), body: 'first answer' }, { token: agent.token }))
      .data.id;
    await until<Pushed>(memberApp.next, (x) => x.type === 'chat' && x.message?.body === 'first answer');

    // The member's connection drops. Support keeps writing; the member's app sends one message whose
    // reply is lost, and sends it again with the same client id once it can.
    memberApp.socket.close();
    await s.api('ops/chat_send', { id: convo, client_id: clientId(), body: 'are you there?' }, { token: agent.token });
    await s.api('ops/chat_send', { id: convo, client_id: clientId(), body: 'I will wait' }, { token: agent.token });
    const pending = clientId();
    await s.api('chat/send', { client_id: pending, body: 'sorry, lost signal' }, { token: m.token });
    await s.api('chat/send', { client_id: pending, body: 'sorry, lost signal' }, { token: m.token });

    // Reconnect: sign the socket in, then read everything after the last id the app had.
    memberApp = await signedIn(url, m.token, opened);
    const missed = (await s.api('chat/history', { after: lastKnown }, { token: m.token })).data;
    expect(missed.list.map((x) => `${x.from}: ${x.body}`)).toEqual([
      'staff: are you there?',
      'staff: I will wait',
      'member: sorry, lost signal',
    ]);
    expect(missed.has_more).toBe(false);
    // Live again: the next reply arrives over the new socket.
    await s.api('ops/chat_send', { id: convo, client_id: clientId(), body: 'welcome back' }, { token: agent.token });
    await until<Pushed>(memberApp.next, (x) => x.type === 'chat' && x.message?.body === 'welcome back');
    // Support's socket stayed up: it heard each message exactly once, the retried send included.
    await until<Pushed>(staffApp.next, (x) => x.type === 'chat' && x.message?.body === 'welcome back');
    expect(chatBodies(staffApp)).toEqual([
      'before the drop',
      'first answer',
      'are you there?',
      'I will wait',
      'sorry, lost signal',
      'welcome back',
    ]);
    const whole = (await s.api('chat/history', {}, { token: m.token })).data.list.map((x) => x.body);
    expect(whole).toEqual(['before the drop', 'first answer', 'are you there?', 'I will wait', 'sorry, lost signal', 'welcome back']);
  });
});

// Two instances on one PostgreSQL behind a load balancer: the member's socket on one, support's on
// the other; the chat's pushes cross through Redis. (PGlite is one process's database: no pair.)
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
for (const database of testDatabases.filter((d) => d.name !== 'pglite')) {
  describe(`support chat across two instances through Redis [${database.name}]`, () => {
    const servers: Running[] = [];
    const tests: TestServer[] = [];
    const cleanups: (() => Promise<void>)[] = [];
    const opened: ClientSocket[] = [];

    beforeAll(async () => {
      const config = testConfig({ redisUrl: REDIS_URL, redisPrefix: `meridian-chat-${crypto.randomBytes(4).toString('hex')}` });
      const first = await database.open();
      cleanups.push(first.drop);
      const second = await openPostgres(first.url!, 4);
      cleanups.unshift(() => second.close());
      for (const db of [first.db, second]) {
        const clock = manualClock(new Date());
        const running = await startServer(config, { db, clock, serveApp: false });
        servers.push(running);
        tests.push(makeServer(running, clock));
      }
    });
    afterAll(async () => {
      opened.forEach((s) => s.close());
      for (const running of servers) await running.close().catch(() => undefined);
      for (const cleanup of cleanups) await cleanup();
    });

    it('a member on one instance and support on the other hear each other once', async () => {
      const [a, b] = [tests[0]!, tests[1]!];
      const m = await chatMember(a);
      const agent = await staffWith(b, ['support']);
      const memberApp = await signedIn(await wsUrl(a), m.token, opened);
      const staffApp = await signedIn(await wsUrl(b), agent.token, opened);
      await a.api('chat/send', { client_id: clientId(), body: 'from instance A' }, { token: m.token });
      await until<Pushed>(staffApp.next, (x) => x.type === 'chat' && x.event === 'message');
      const convo = (await a.api('chat/history', {}, { token: m.token })).data.conversation_id;
      await b.api('ops/chat_send', { id: convo, client_id: clientId(), body: 'from instance B' }, { token: agent.token });
      await until<Pushed>(memberApp.next, (x) => x.type === 'chat' && x.message?.body === 'from instance B');
      await until<Pushed>(staffApp.next, (x) => x.type === 'chat' && x.message?.body === 'from instance B');
      expect(chatBodies(memberApp)).toEqual(['from instance A', 'from instance B']);
      expect(chatBodies(staffApp)).toEqual(['from instance A', 'from instance B']);
    });
  });
}
