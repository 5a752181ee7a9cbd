import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { checkHandlers } from '@server/http/catalogue-routes';
import { handlers } from '@server/handlers';
import { loadConfig } from '@server/config';
import { migrate } from '@server/db/migrate';
import { startServer } from '@server/start';
import { describeEachDatabase, testConfig } from './support/harness';
import { testDatabases } from './support/databases';

// Section 7 of ../shared/spec/app-spec.md, copied into the repo so a clean clone can run this test.
const section7 = fs.readFileSync(path.resolve('tests/fixtures/spec-section-7.md'), 'utf8');
const specFile = path.resolve('../shared/spec/app-spec.md');

describe('the catalogue and the handlers', () => {
  it('holds every method + path pair of spec section 7, exactly as written: 108', () => {
    const pairs = new Set<string>();
    for (const m of section7.matchAll(/\b((?:GET|POST|PUT)(?:(?:,| and) (?:GET|POST|PUT))*) ([a-z_]+(?:\/[a-z_]+)+)/g)) {
      for (const method of m[1]!.split(/, | and /)) pairs.add(`${method} ${m[2]}`);
    }
    const endpoints = loadCatalogue().endpoints.filter((e) => e.origin !== 'extension');
    const have = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    expect(pairs.size).toBe(108);
    expect([...pairs].filter((p) => !have.has(p))).toEqual([]);
    expect(endpoints).toHaveLength(108);
  });

  it.runIf(fs.existsSync(specFile))('keeps its copy of spec section 7 equal to the spec beside the repo', () => {
    const spec = fs.readFileSync(specFile, 'utf8');
    expect(spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'))).toBe(section7);
  });

  it('refuses to start when a live entry has no handler or a handler has no entry, listing each', () => {
    const { endpoints } = loadCatalogue();
    const broken = { ...handlers, 'member/nope': handlers['member/info'] } as typeof handlers;
    delete (broken as Record<string, unknown>)['member/login'];
    expect(() => checkHandlers(endpoints, broken)).toThrow(
      /live entry without a handler: POST member\/login[\s\S]*handler without a catalogue entry: member\/nope/,
    );
    expect(() => checkHandlers(endpoints, handlers)).not.toThrow();
  });

  it('refuses to start when a money write has a plain handler (the dispatcher must keep its key) or a plain entry an idempotent one', () => {
    const { endpoints } = loadCatalogue();
    const swapped = {
      ...handlers,
      'wallet/deposit': handlers['member/info'],
      'member/info': handlers['wallet/deposit'],
    } as typeof handlers;
    expect(() => checkHandlers(endpoints, swapped)).toThrow(
      /idempotent handler for an entry that is not idempotent: member\/info[\s\S]*idempotent entry with a plain handler \(declare \{ replay, run \}\): wallet\/deposit/,
    );
  });
});

describe('configuration', () => {
  it('refuses production without mail and SMS providers, and the dev outbox in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1', SMTP_URL: 'smtp://x', SMS_URL: 'http://x' })).toThrow(/DEV_OUTBOX/);
    // The suites' cheap password hashing never reaches production.
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH: 'test', SMTP_URL: 'smtp://x', SMS_URL: 'http://x' })).toThrow(
      /PASSWORD_HASH/,
    );
    const prod = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SMS_URL: 'http://sms.local/send' });
    expect(prod.devOutbox).toBe(false);
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({}).port).toBe(8080);
  });

  it('reads the maximum numbers of bank cards and wallets, refusing nonsense at start-up', () => {
    expect(loadConfig({})).toMatchObject({ maxBankCards: 3, maxWallets: 3 });
    expect(loadConfig({ MAX_BANK_CARDS: '5', MAX_WALLETS: '1' })).toMatchObject({ maxBankCards: 5, maxWallets: 1 });
    expect(() => loadConfig({ MAX_WALLETS: '0' })).toThrow(/MAX_WALLETS must be a whole number from 1 to 20, got 0/);
    expect(() => loadConfig({ MAX_BANK_CARDS: 'many' })).toThrow(/MAX_BANK_CARDS/);
  });
});

describe.each(testDatabases)('migrations and seed [$name]', (database) => {
  it('apply once, are idempotent, and seed the demo member only on an empty database', async () => {
    const { db, drop } = await database.open(undefined, { empty: true });
    try {
      const first = await migrate(db);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      const a = await startServer(testConfig(), { db, serveApp: false });
      expect(a.seeded).toBe(true);
      await a.app.close();
      const b = await startServer(testConfig(), { db, serveApp: false });
      expect(b.seeded).toBe(false);
      await b.app.close();
    } finally {
      await drop();
    }
  });
});

describeEachDatabase('public configuration calls', (get) => {
  it('member/reg_conf, member/country and common/conf answer real data', async () => {
    const s = get();
    expect((await s.api('member/reg_conf')).body.data).toMatchObject({
      methods: ['email', 'phone'],
      code_length: 6,
      resend_seconds: 60,
      password_min: 8,
    });
    const all = (await s.api('member/country')).data;
    expect(all.list.length).toBeGreaterThan(200);
    expect(all.list.find((c) => c.code === 'KR')?.dial).toBe('82');
    const found = (await s.api('member/country', { keyword: '+44' })).data;
    expect(found.list.map((c) => c.code)).toContain('GB');
    const korean = (await s.api('member/country', { keyword: '대한' }, { lan: 'ko' })).data;
    expect(korean.list).toContainEqual({ code: 'KR', name: '대한민국', dial: '82' });
    const englishUnderKorean = (await s.api('member/country', { keyword: 'germany' }, { lan: 'ko' })).data;
    expect(englishUnderKorean.list.map((c) => `${c.code} ${c.name}`)).toEqual(['DE 독일']);
    const russian = (await s.api('member/country', { keyword: 'germany' }, { lan: 'rs' })).data;
    expect(russian.list.map((c) => c.name)).toEqual(['Германия']);
    const conf = await s.api('common/conf');
    expect(conf.body.data).toMatchObject({ app_version: '1.0.9', default_locale: 'ko', fallback_locale: 'en', ws_path: '/ws' });
  });

  it('answers msg in the Lan header language; Turkish (tr) is the Turkmen dictionary; unknown falls back to English', async () => {
    const s = get();
    expect((await s.api('member/info', undefined, { lan: 'ko' })).body.msg).toBe('먼저 로그인해 주세요');
    expect((await s.api('member/info', undefined, { lan: 'xx' })).body.msg).toBe('Please log in first');
    expect((await s.api('member/info')).body.msg).toBe('Please log in first');
    const tk = JSON.parse(fs.readFileSync(path.resolve('locales/tk/server.json'), 'utf8')) as { server: { unauthenticated: string } };
    expect((await s.api('member/info', undefined, { lan: 'tr' })).body.msg).toBe(tk.server.unauthenticated);
  });
});

describe('serving the built app', () => {
  it('answers index.html for app paths (history mode), files as files, and envelopes under /api', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Meridian</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { db, drop } = await testDatabases[0]!.open();
    const running = await startServer({ ...testConfig(), staticDir: dir }, { db, serveApp: true });
    try {
      for (const url of ['/', '/pages/login/login', '/register', '/no/such/page']) {
        const res = await running.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Meridian</title>');
        expect(res.headers['content-security-policy'], url).not.toMatch(/unsafe-eval/);
      }
      const asset = await running.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      const api = await running.app.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(JSON.parse(api.body)).toMatchObject({ code: 404 });
    } finally {
      await running.close();
      await drop();
    }
  });
});
