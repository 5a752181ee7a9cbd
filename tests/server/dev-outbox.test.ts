import { describe, expect, it } from 'vitest';
import { configWarnings, isLoopback, loadConfig } from '@server/config';
import { describeOnPglite, freshIp } from './support/harness';

describe('where the server listens, and the dev outbox', () => {
  it('listens on loopback by default; HOST sets another address', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX: '0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start with the outbox on a non-loopback address unless DEV_OUTBOX_PUBLIC=1', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/sign-in codes.*DEV_OUTBOX_PUBLIC=1/);
    expect(() => loadConfig({ HOST: '192.168.1.20', DEV_OUTBOX: '1' })).toThrow(/HOST=192\.168\.1\.20/);
    const open = loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX_PUBLIC: '1' });
    expect(open).toMatchObject({ devOutbox: true, devOutboxPublic: true });
    // Allowed, but npm start warns before serving.
    expect(configWarnings(open)).toEqual([
      expect.stringMatching(/^DEV_OUTBOX_PUBLIC=1: .* on 0\.0\.0\.0; anyone .* can read sign-in codes/),
    ]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(loadConfig({ HOST: 'localhost' }).devOutboxPublic).toBe(false);
    // Production never has the outbox, so any address is fine.
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', SMTP_URL: 'smtp://m:25', SMS_URL: 'http://s/send' }).devOutbox).toBe(
      false,
    );
  });

  it('knows the loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', 'localhost']) expect(isLoopback(a), a).toBe(true);
    for (const a of ['0.0.0.0', '::', '10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined])
      expect(isLoopback(a), String(a)).toBe(false);
  });
});

describeOnPglite('the dev outbox route', (get) => {
  it('serves only requests from this machine that no proxy forwarded, unless the outbox is public', async () => {
    const s = get();
    await s.api('member/mail_otp', { email: 'near@example.com', purpose: 'register' }, { ip: freshIp() });
    const local = await s.call('GET', 'dev/outbox', { to: 'near@example.com' });
    expect(local.status).toBe(200);
    expect((local.body.data as { list: unknown[] }).list).toHaveLength(1);

    const remote = await s.call('GET', 'dev/outbox', { to: 'near@example.com' }, { ip: '203.0.113.7', lan: 'ko' });
    expect(remote.status).toBe(403);
    expect(remote.body).toEqual({ code: 403, msg: '이 작업을 할 권한이 없습니다', data: null });
    const proxied = await s.call('GET', 'dev/outbox', { to: 'near@example.com' }, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.status).toBe(403);
    expect(proxied.raw).not.toMatch(/\d{6}/);

    const config = s.running.services.config;
    config.devOutboxPublic = true;
    try {
      expect((await s.call('GET', 'dev/outbox', { to: 'near@example.com' }, { ip: '203.0.113.7' })).status).toBe(200);
    } finally {
      config.devOutboxPublic = false;
    }
  });
});
