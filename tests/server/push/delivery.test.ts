import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { fund, payingMember } from '../support/money';
import { browserKeys, pushEvents, pushStandIn, type BrowserKeys, type PushEventName, type Received } from '../support/push';
import { runDue } from '@server/jobs/jobs';
import { jobHandlers } from '@server/job-handlers';
import { signingKeys } from '@server/push/vapid';
import type { Db } from '@server/db/types';
import { marketOrder, testMarket, tick, trader, US_OPEN } from '../support/trading';
import { clientId, staffWith } from '../chat/support';

// http_ece (RFC 8188) comes with web-push; the stand-in decrypts with it as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: string }): Buffer;
};

let standIn: Awaited<ReturnType<typeof pushStandIn>>;
beforeAll(async () => {
  standIn = await pushStandIn();
});
afterAll(() => standIn.close());

let devices = 0;

async function subscribe(s: TestServer, token: string, chosen: Partial<Record<PushEventName, boolean>>, lan?: string) {
  const events = pushEvents(chosen);
  devices += 1;
  // As the app does: the published key first (the browser subscribes with it), then the subscription.
  expect((await s.api('member/push_prefs', undefined, { token })).data.public_key).toEqual(expect.any(String));
  const keys = browserKeys();
  const endpoint = standIn.url(`device-${process.pid}-${devices}`);
  const res = await s.api('member/push_subscribe', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, events }, { token, lan });
  expect(res.body).toMatchObject({ code: 0 });
  return { keys, endpoint, path: new URL(endpoint).pathname };
}

function runJobs(s: TestServer): Promise<number> {
  return runDue(s.running.services.db, jobHandlers(s.running.services), s.clock.now());
}

function sentTo(path: string): Received[] {
  return standIn.received.filter((r) => r.path === path);
}

/** Checks the VAPID signature as a push service does (RFC 8292): an ES256 JWT for the endpoint's origin, signed by key k. */
function checkVapid(r: Received, publicKey: string): Record<string, unknown> {
  const auth = String(r.headers.authorization);
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
  expect(m, auth).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [head, claims, sig] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  expect(ok).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

function decrypt(r: Received, keys: BrowserKeys): Record<string, unknown> {
  expect(r.headers['content-encoding']).toBe('aes128gcm');
  return JSON.parse(ece.decrypt(r.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8')) as Record<
    string,
    unknown
  >;
}

describeEachDatabase('Web Push of member notices', (get) => {
  it('pushes a decided deposit to the subscribed device, signed with the published key and readable only with its keys, in its language', async () => {
    const s = get();
    const m = await payingMember(s, 'push-ok');
    const device = await subscribe(s, m.token, { deposit: true, withdrawal: false }, 'de');
    const prefs = await s.api('member/push_prefs', undefined, { token: m.token });
    expect(prefs.data).toMatchObject({ subscribed: true, events: { deposit: true, withdrawal: false } });

    await fund(s, m, m.name, '25');
    expect(sentTo(device.path)).toHaveLength(0); // durable job: nothing leaves before the runner
    expect(await runJobs(s)).toBeGreaterThanOrEqual(1);

    const [got, ...more] = sentTo(device.path);
    expect(more).toHaveLength(0);
    const claims = checkVapid(got!, prefs.data.public_key);
    expect(claims.aud).toBe(new URL(device.endpoint).origin);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(String(claims.sub)).toMatch(/^(mailto:|https:)/);
    expect(Number(got!.headers.ttl)).toBeGreaterThan(0);

    const payload = decrypt(got!, device.keys);
    const notice = (await s.api('announce/list', { kind: 'notice' }, { token: m.token, lan: 'de' })).data.list[0]!;
    expect(payload).toEqual({
      title: 'Einzahlung gutgeschrieben',
      body: expect.stringContaining('25') as unknown,
      url: `/pages/notice-list/detail?id=${notice.id}&kind=notice`,
      tag: `notice-${notice.id}`,
    });
    // The same text Notices shows in that language.
    const detail = await s.api('announce/detail', { id: notice.id, kind: 'notice' }, { token: m.token, lan: 'de' });
    expect(detail.data).toMatchObject({ title: payload.title });
    // Another key pair cannot read it.
    expect(() => ece.decrypt(got!.body, { version: 'aes128gcm', privateKey: browserKeys().ecdh, authSecret: device.keys.auth })).toThrow();
  });

  it('sends nothing for an event the device turned off', async () => {
    const s = get();
    const m = await payingMember(s, 'push-off');
    const device = await subscribe(s, m.token, { deposit: true, withdrawal: true });
    expect((await s.api('member/push_events', { events: pushEvents({ withdrawal: true }) }, { token: m.token })).body.code).toBe(0);
    expect((await s.api('member/push_prefs', undefined, { token: m.token })).data.events).toEqual(pushEvents({ withdrawal: true }));
    await fund(s, m, m.name, '10');
    await runJobs(s);
    expect(sentTo(device.path)).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (410), and keeps one that failed otherwise for a retry', async () => {
    const s = get();
    const gone = await payingMember(s, 'push-gone');
    const goneDevice = await subscribe(s, gone.token, { deposit: true, withdrawal: true });
    standIn.answer.set(goneDevice.path, 410);
    await fund(s, gone, gone.name, '10');
    await runJobs(s);
    expect(sentTo(goneDevice.path)).toHaveLength(1);
    expect((await s.api('member/push_prefs', undefined, { token: gone.token })).data.subscribed).toBe(false);

    const busy = await payingMember(s, 'push-busy');
    const busyDevice = await subscribe(s, busy.token, { deposit: true, withdrawal: true });
    standIn.answer.set(busyDevice.path, 503);
    await fund(s, busy, busy.name, '10');
    await runJobs(s);
    expect((await s.api('member/push_prefs', undefined, { token: busy.token })).data.subscribed).toBe(true);
    standIn.answer.delete(busyDevice.path);
    s.clock.advance(61_000);
    await runJobs(s);
    const tries = sentTo(busyDevice.path);
    expect(tries).toHaveLength(2);
    expect(decrypt(tries[1]!, busyDevice.keys)).toMatchObject({ title: 'Deposit credited' });
  });

  it('holds no transaction while a push service is slow: the job row is free and the database answers meanwhile', async () => {
    const s = get();
    const slow = await payingMember(s, 'push-slow');
    const device = await subscribe(s, slow.token, { deposit: true });
    let answer!: () => void;
    standIn.hold.set(device.path, new Promise<void>((resolve) => (answer = resolve)));
    await fund(s, slow, slow.name, '10');
    const running = runJobs(s);
    while (sentTo(device.path).length === 0) await new Promise((r) => setTimeout(r, 10));
    // Inside a transaction the POST would hold the job's row lock (PostgreSQL) or the one connection
    // (PGlite, where this query would wait for the answer that waits for it).
    const db = s.running.services.db;
    const waited = await Promise.race([
      db.query(
        `SELECT id FROM jobs WHERE kind = 'push.deliver' AND subject IN (SELECT id::text FROM member_notices WHERE member_id = $1) FOR UPDATE NOWAIT`,
        [slow.memberId],
      ),
      new Promise<'stalled'>((r) => setTimeout(() => r('stalled'), 3_000)),
    ]);
    expect(waited).not.toBe('stalled');
    answer();
    await running;
    expect(decrypt(sentTo(device.path)[0]!, device.keys)).toMatchObject({ title: 'Deposit credited' });
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM jobs WHERE kind = 'push.deliver' AND subject IN (SELECT id::text FROM member_notices WHERE member_id = $1)`,
      [slow.memberId],
    );
    expect(rows.map((r) => r.status)).toEqual(['done']);
  });

  it('gives one device to one member when two subscribe it at the same instant', async () => {
    const s = get();
    const [a, b] = [await payingMember(s, 'push-race-a'), await payingMember(s, 'push-race-b')];
    for (const m of [a, b]) await s.api('member/push_prefs', undefined, { token: m.token });
    const keys = browserKeys();
    const endpoint = standIn.url(`race-${process.pid}-${Date.now()}`);
    const body = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, events: pushEvents({ deposit: true }) };
    const codes = await Promise.all([a, b].map(async (m) => (await s.api('member/push_subscribe', body, { token: m.token })).body.code));
    expect([...codes].sort()).toEqual([0, 409]);
    const { rows } = await s.running.services.db.query('SELECT member_id FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
    expect(rows).toHaveLength(1);
  });

  it('ends the device subscription at logout: nothing is pushed to it afterwards', async () => {
    const s = get();
    const m = await payingMember(s, 'push-logout');
    const device = await subscribe(s, m.token, { deposit: true, withdrawal: true });
    expect((await s.api('member/logout', {}, { token: m.token })).body.code).toBe(0);
    const { rows } = await s.running.services.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [device.endpoint]);
    expect(rows).toHaveLength(0);
    const again = await s.api('member/login', { type: 'email', email: m.email, password: 'Passw0rd!' });
    await fund(s, { token: again.data.token }, m.name, '10');
    await runJobs(s);
    expect(sentTo(device.path)).toHaveLength(0);
  });

  it('a push job reads the signing keys through its own transaction: a first push after a restart does not wait on itself', async () => {
    const s = get();
    const m = await payingMember(s, 'push-keys');
    const published = (await s.api('member/push_prefs', undefined, { token: m.token })).data.public_key;
    const db = s.running.services.db;
    // A new Db object stands for the restarted process (nothing cached); on PGlite a read through db here would wait forever.
    const restarted = Object.create(db) as Db;
    const keys = await db.tx((q) => signingKeys(q, restarted, s.running.services.config));
    expect(keys.publicKey).toBe(published);
  });

  it('lets a device leave by itself, and refuses endpoints that are not https', async () => {
    const s = get();
    const m = await payingMember(s, 'push-leave');
    await subscribe(s, m.token, { deposit: true, withdrawal: true });
    expect((await s.api('member/push_unsubscribe', {}, { token: m.token })).body.code).toBe(0);
    expect((await s.api('member/push_prefs', undefined, { token: m.token })).data.subscribed).toBe(false);
    expect(
      (await s.api('member/push_events', { events: pushEvents({ deposit: true, withdrawal: true }) }, { token: m.token })).body.code,
    ).toBe(404);
    const keys = browserKeys();
    for (const endpoint of ['http://push.example.com/x/123', 'ftp://127.0.0.1/push/1', 'https://user:pw@push.example.com/1']) {
      const res = await s.api(
        'member/push_subscribe',
        { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, events: pushEvents({ deposit: true, withdrawal: true }) },
        { token: m.token },
      );
      expect(res.body.code, endpoint).toBe(422);
    }
    const badKey = await s.api(
      'member/push_subscribe',
      {
        endpoint: 'https://push.example.com/1',
        keys: { p256dh: 'A'.repeat(87), auth: keys.auth },
        events: pushEvents({ deposit: true, withdrawal: true }),
      },
      { token: m.token },
    );
    expect(badKey.body.code).toBe(422);
  });
});

describeEachDatabase(
  'Web Push of trading and support notices',
  (get) => {
    it('pushes an order fill with the notice text Notices shows, in the device language, and only to devices that chose orders', async () => {
      const s = get();
      const m = await trader(s, 'push-fill', '3000');
      const device = await subscribe(s, m.token, { order: true }, 'en');
      // A second device (another session of the member) that did not choose orders.
      const other = await s.api('member/login', { type: 'email', email: m.email, password: 'Passw0rd!' });
      const deaf = await subscribe(s, other.data.token, { deposit: true, chatReply: true });
      tick(s, 'SPY', '502.00', '502.07');
      const bought = await marketOrder(s, m.token, 'buy', '2.5');
      expect(bought.data.status).toBe('transacted');
      expect(sentTo(device.path)).toHaveLength(0);
      await runJobs(s);
      const [got, ...more] = sentTo(device.path);
      expect(more).toHaveLength(0);
      const notice = (await s.api('announce/list', { kind: 'notice' }, { token: m.token, lan: 'en' })).data.list[0]!;
      const payload = decrypt(got!, device.keys);
      expect(payload).toEqual({
        title: 'Order filled',
        body: expect.stringMatching(/^Bought 2\.5 SPY at 502\.07 USD \(order E\d+\)\.$/) as unknown,
        url: `/pages/notice-list/detail?id=${notice.id}&kind=notice`,
        tag: `notice-${notice.id}`,
      });
      expect(notice).toMatchObject({ title: payload.title, content: payload.body });
      expect(sentTo(deaf.path)).toHaveLength(0);
    });

    it('pushes a support reply once per burst: the second reply while the first is unread is neither a notice nor a push', async () => {
      const s = get();
      const m = await payingMember(s, 'push-chat');
      const agent = await staffWith(s, ['support']);
      const device = await subscribe(s, m.token, { chatReply: true }, 'fr');
      await s.api('chat/send', { client_id: clientId(), body: 'bonjour' }, { token: m.token });
      const convo = (await s.api('chat/history', {}, { token: m.token })).data.conversation_id;
      for (const body of ['Bonjour, que puis-je faire ?', 'Êtes-vous là ?'])
        expect((await s.api('ops/chat_send', { id: convo, client_id: clientId(), body }, { token: agent.token })).body.code).toBe(0);
      await runJobs(s);
      const sent = sentTo(device.path);
      expect(sent).toHaveLength(1);
      expect(decrypt(sent[0]!, device.keys)).toMatchObject({
        title: 'Le service client a répondu',
        body: 'Le service client a répondu à votre message. Ouvrez le chat pour le lire.',
      });
      const notices = (await s.api('announce/list', { kind: 'notice' }, { token: m.token, lan: 'fr' })).data.list;
      expect(notices.filter((n) => n.title === 'Le service client a répondu')).toHaveLength(1);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
