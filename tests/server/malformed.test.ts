import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { type Endpoint } from '@core/catalogue/buildCatalogue';
import { buildApp } from '@server/app';
import { handlers } from '@server/handlers';
import { describeEachDatabase } from './support/harness';
import { multipartBody } from './support/multipart';

const { endpoints } = loadCatalogue();
const live = endpoints.filter((e) => e.status === 'live');

const badBodies: { name: string; raw: string; contentType?: string }[] = [
  { name: 'truncated JSON', raw: '{"type":"email","email":"a@b.c' },
  { name: 'not JSON', raw: 'hello' },
  { name: 'an array', raw: '[1,2,3]' },
  { name: 'a number', raw: '12' },
  { name: 'null', raw: 'null' },
  {
    name: 'wrong types',
    raw: JSON.stringify({ type: 5, email: [], password: {}, code: 123456, purpose: true, mobile: 1e308, area_code: null }),
  },
  { name: 'huge numbers', raw: '{"code": 1e999999, "page": 123456789012345678901234567890, "mobile": 9999999999999999999999}' },
  { name: 'deep nesting', raw: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
  { name: 'unknown fields', raw: JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } }, zzz: 1 }) },
  { name: 'a long string', raw: JSON.stringify({ email: `${'a'.repeat(100_000)}@x.io`, password: 'p'.repeat(100_000) }) },
  { name: 'a form body', raw: 'type=email&email=a@b.c', contentType: 'application/x-www-form-urlencoded' },
  { name: 'a body over the limit', raw: JSON.stringify({ pad: 'x'.repeat(1_200_000) }) },
];

/** Each text field of an entry's request (top level, arrays of text as their first item), by the name a 400 gives it. */
function textFields(e: Endpoint): { name: string; field: string; array: boolean }[] {
  const properties = (e.request as { properties?: Record<string, { type?: unknown; items?: { type?: unknown } }> }).properties ?? {};
  const out: { name: string; field: string; array: boolean }[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'string' || schema.type === undefined) out.push({ name, field: name, array: false });
    if (schema.type === 'array' && schema.items?.type === 'string') out.push({ name, field: `${name}.0`, array: true });
  }
  return out;
}

// As raw JSON text: a NUL, and a high and a low surrogate each without its pair.
const badJsonTexts = ['a\\u0000b', '\\ud800', 'x\\udc00y', '\\ud800\\ud800'];

function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'number' && typeof b.msg === 'string' && 'data' in b && Object.keys(b).length === 3;
}

describeEachDatabase('malformed input', (get) => {
  it('never answers 5xx or a non-envelope to a malformed body, on any POST of the catalogue', async () => {
    const s = get();
    for (const e of endpoints.filter((x) => x.method !== 'GET')) {
      for (const bad of badBodies) {
        const res = await s.running.app.inject({
          method: e.method,
          url: `/api/${e.path}`,
          payload: bad.raw,
          headers: { 'content-type': bad.contentType ?? 'application/json' },
        });
        const body = JSON.parse(res.body) as { code: number; msg: string };
        const where = `${e.id} with ${bad.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        expect(isEnvelope(body), where).toBe(true);
        expect(body.code, where).not.toBe(0);
        expect(res.body, where).not.toMatch(/at \w+ \(|node_modules|SELECT|INSERT|stack/i);
      }
    }
  });

  it('rejects bad query strings on GET calls with an envelope', async () => {
    const s = get();
    for (const e of live.filter((x) => x.method === 'GET')) {
      for (const qs of ['keyword=' + 'k'.repeat(500), 'page=-1&limit=1e99', 'x=%E0%A4%A', 'keyword[]=1&keyword[]=2']) {
        const res = await s.running.app.inject({ method: 'GET', url: `/api/${e.path}?${qs}` });
        expect(res.statusCode, `${e.id}?${qs}`).toBeLessThan(500);
        expect(isEnvelope(JSON.parse(res.body)), `${e.id}?${qs}`).toBe(true);
      }
    }
  });

  it('refuses NUL and lone surrogates in every text field of every JSON body with a 400 naming the field', async () => {
    const s = get();
    for (const e of endpoints.filter((x) => x.method !== 'GET' && x.body !== 'multipart')) {
      for (const { name, field, array } of textFields(e)) {
        for (const bad of badJsonTexts) {
          const raw = array ? `{"${name}":["${bad}"]}` : `{"${name}":"${bad}"}`;
          const res = await s.call(e.method as 'POST' | 'PUT', e.path, raw);
          const where = `${e.id} ${name}=${bad}: ${res.status} ${res.raw.slice(0, 120)}`;
          expect(res.status, where).toBe(400);
          expect(res.body, where).toEqual({ code: 400, msg: `Invalid value for ${field}`, data: null });
        }
      }
    }
  });

  it('refuses NUL and lone surrogates in query strings, multipart fields and the dev outbox, in the caller language', async () => {
    const s = get();
    for (const e of endpoints.filter((x) => x.method === 'GET')) {
      for (const { name } of textFields(e)) {
        const res = await s.running.app.inject({ method: 'GET', url: `/api/${e.path}?${name}=a%00b` });
        const where = `${e.id}?${name}=a%00b: ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, where).toBe(400);
        expect(JSON.parse(res.body), where).toEqual({ code: 400, msg: `Invalid value for ${name}`, data: null });
        // Percent-encoded bytes of a lone surrogate are not UTF-8: whatever they decode to, never a 500
        // (a planned entry still answers its 501).
        const surrogate = await s.running.app.inject({ method: 'GET', url: `/api/${e.path}?${name}=%ED%A0%80` });
        expect(surrogate.statusCode, `${e.id}?${name}=%ED%A0%80`).not.toBe(500);
        expect(isEnvelope(JSON.parse(surrogate.body)), `${e.id}?${name}=%ED%A0%80`).toBe(true);
      }
    }
    const bill = await s.api('wallet/bill', { type: 'a\u0000b' }, { lan: 'ko' });
    expect(bill.status).toBe(400);
    expect(bill.body.msg).toBe('type 값이 올바르지 않습니다');
    const outbox = await s.running.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a%00b@x.io', remoteAddress: '127.0.0.1' });
    expect(JSON.parse(outbox.body)).toEqual({ code: 400, msg: 'Invalid value for to', data: null });

    const { token } = await s.registerByEmail('nul-upload@example.com');
    const { body, contentType } = multipartBody({ purpose: 'kyc\u0000' }, { name: 'p.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff]) });
    const upload = await s.running.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: body,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(JSON.parse(upload.body)).toEqual({ code: 400, msg: 'Invalid value for purpose', data: null });
  });

  it('logs every 500 with its request id even without LOG=1', async () => {
    const s = get();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const broken = { ...handlers, 'common/conf': () => Promise.reject(new Error('forced failure for the log test')) } as typeof handlers;
    const app = await buildApp({ services: s.running.services, handlers: broken, logStream: stream });
    const ids: string[] = [];
    app.addHook('onRequest', async (req) => void ids.push(req.id));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/common/conf' });
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body)).toEqual({ code: 500, msg: 'Request error, try again later', data: null });
      await new Promise((r) => setImmediate(r));
      const logged = lines.map((l) => JSON.parse(l) as { level: number; reqId?: string; err?: { message?: string } });
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 50, reqId: ids[0], err: expect.objectContaining({ message: 'forced failure for the log test' }) }),
      );
      // Without LOG=1 only errors are written: no line per request.
      expect(logged.every((l) => l.level >= 50)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('names the failing field in the caller language', async () => {
    const s = get();
    const res = await s.api('member/mail_otp', { email: 'not-an-email', purpose: 'register' });
    expect(res.body).toMatchObject({ code: 400, msg: 'Invalid value for email' });
    const ko = await s.call('POST', 'member/mail_otp', { purpose: 'register' }, { lan: 'ko' });
    expect(ko.body).toMatchObject({ code: 400, msg: 'email은(는) 필수입니다' });
  });

  it('refuses a sign-in address change without the login password and a new destination without a 6-digit payment password, before any check', async () => {
    const s = get();
    const { token } = await s.registerByEmail('malformed-security@example.com');
    const email = await s.call('POST', 'member/email', { email: 'other@example.com', code: '123456' }, { token, lan: 'ko' });
    expect(email.body).toMatchObject({ code: 400, msg: 'password은(는) 필수입니다' });
    const mobile = await s.api(
      'member/mobile',
      { area_code: '82', mobile: '1012345678', code: '123456', password: 'p'.repeat(65) },
      { token },
    );
    expect(mobile.body.code).toBe(400);
    for (const pay_password of [undefined, '12345', '12345a', 123456]) {
      const wallet = await s.call(
        'POST',
        'member/digital_bind',
        { protocol: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', pay_password },
        { token },
      );
      expect(wallet.body.code, String(pay_password)).toBe(400);
      const card = await s.call(
        'POST',
        'member/bank_bind',
        { bank_name: 'HSBC', account_no: '12345678', account_name: 'X', iban: 'GB82WEST12345698765432', pay_password },
        { token },
      );
      expect(card.body.code, String(pay_password)).toBe(400);
    }
  });

  it('refuses a malformed statement request with a 400 naming the field, in the caller language', async () => {
    const s = get();
    const { token } = await s.registerByEmail('malformed-statement@example.com');
    for (const [qs, field] of [
      ['period=week&from=0&format=csv', 'period'],
      ['period=month&from=-1&format=csv', 'from'],
      ['period=month&from=1e99&format=csv', 'from'],
      ['period=month&from=yesterday&format=csv', 'from'],
      ['period=month&from=0&format=xlsx', 'format'],
      ['period=custom&from=0&to=-5&format=pdf', 'to'],
      ['from=0&format=csv', 'period'],
    ] as const) {
      const res = await s.running.app.inject({
        method: 'GET',
        url: `/api/wallet/statement?${qs}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = JSON.parse(res.body) as { code: number; msg: string };
      expect(res.statusCode, qs).toBe(400);
      expect(body.code, qs).toBe(400);
      expect(body.msg, qs).toContain(field);
    }
    const ko = await s.call('GET', 'wallet/statement', { period: 'month', format: 'csv' }, { token, lan: 'ko' });
    expect(ko.body).toMatchObject({ code: 400, msg: 'from은(는) 필수입니다' });
  });

  it('refuses a time past the year 3000 with a 400 naming the field, not a 500 from an invalid date', async () => {
    const s = get();
    for (const before of [32503680001, 1e15, 8640000000000001]) {
      const res = await s.call('POST', 'etf/kline', { code: 'SPY', period: '1day', before });
      expect(res.status, String(before)).toBe(400);
      expect(res.body.msg, String(before)).toContain('before');
    }
    // The year 3000 itself is a date: answered.
    expect((await s.api('etf/kline', { code: 'SPY', period: '1day', before: 32503680000 })).body.code).toBe(0);
  });

  it('answers unknown API paths with an envelope 404', async () => {
    const s = get();
    const res = await s.running.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 404, data: null });
  });
});
