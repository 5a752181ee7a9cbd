import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@engine/runtime/api/ApiError';
import type { Catalogue } from '@engine/runtime/api/catalogue';
import { createApiClient, REQUEST_ERROR_TEXT, type ApiClientOptions } from '@engine/runtime/api/createApiClient';
import { fakeFetch, type Sent } from './fakeFetch';

const catalogue: Catalogue = {
  'common/conf': { method: 'GET', path: 'common/conf', auth: false },
  'member/login': { method: 'POST', path: 'member/login', auth: false },
  'member/info': { method: 'GET', path: 'member/info', auth: true },
  'member/verify.put': { method: 'PUT', path: 'member/verify', auth: true },
  'wallet/bill': { method: 'GET', path: 'wallet/bill', auth: true },
};

function setup(reply: (sent: Sent) => unknown, overrides: Partial<ApiClientOptions> = {}) {
  const { fetch, sent } = fakeFetch(reply);
  const hooks = { onAuthFailure: vi.fn(), onError: vi.fn(), onNetworkFailure: vi.fn(), onCodePrompt: vi.fn() };
  let token: string | undefined = 'tok123';
  let locale: string | undefined = 'ko';
  const client = createApiClient({
    catalogue,
    base: '/api',
    scheme: 'Bearer',
    platformHeader: 'Platform',
    platform: 'web',
    timeoutMs: 60_000,
    getToken: () => token,
    getLocale: () => locale,
    fetch,
    ...hooks,
    ...overrides,
  });
  return {
    client,
    sent,
    fetch,
    hooks,
    setToken: (v: string | undefined) => (token = v),
    setLocale: (v: string | undefined) => (locale = v),
  };
}

const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

describe('createApiClient: requests', () => {
  it('sends Authorization, Lan and the platform header', async () => {
    const { client, sent } = setup(() => ok({}));
    await client.call('member/info');
    expect(sent[0]!.url).toBe('/api/member/info');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.headers).toMatchObject({ Authorization: 'Bearer tok123', Lan: 'ko', Platform: 'web' });
  });

  it('leaves Authorization out without a token', async () => {
    const { client, sent, setToken } = setup(() => ok({}));
    setToken(undefined);
    await client.call('common/conf');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
  });

  it('maps Turkmen to Turkish and defaults Lan to English', async () => {
    const { client, sent, setLocale } = setup(() => ok({}));
    setLocale('tk');
    await client.call('common/conf');
    setLocale(undefined);
    await client.call('common/conf');
    setLocale('zh-Hant');
    await client.call('common/conf');
    expect(sent.map((s) => s.headers.Lan)).toEqual(['tr', 'en', 'zh-Hant']);
  });

  it('sends GET params as an encoded query, skipping undefined and null', async () => {
    const { client, sent } = setup(() => ok([]));
    await client.call('wallet/bill', { type: 'a b&c', page: 2, empty: null, gone: undefined, zero: 0 });
    expect(sent[0]!.url).toBe('/api/wallet/bill?type=a+b%26c&page=2&zero=0');
    expect(sent[0]!.body).toBeUndefined();
  });

  it('sends POST and PUT params as a JSON body', async () => {
    const { client, sent } = setup(() => ok({}));
    await client.call('member/login', { account: 'kim', password: 'pw' });
    await client.call('member/verify.put', { name: 'Kim' });
    expect(sent[0]).toMatchObject({ url: '/api/member/login', method: 'POST', body: { account: 'kim', password: 'pw' } });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(sent[1]).toMatchObject({ url: '/api/member/verify', method: 'PUT', body: { name: 'Kim' } });
  });

  it('mirrors limit and size into both names', async () => {
    const { client, sent } = setup(() => ok([]));
    await client.call('wallet/bill', { limit: 10 });
    await client.call('wallet/bill', { size: 20 });
    await client.call('member/login', { limit: 5 });
    expect(sent[0]!.url).toBe('/api/wallet/bill?limit=10&size=10');
    expect(sent[1]!.url).toBe('/api/wallet/bill?size=20&limit=20');
    expect(sent[2]!.body).toEqual({ limit: 5, size: 5 });
  });

  it('sends an idempotency key when given one', async () => {
    const { client, sent } = setup(() => ok({}));
    await client.call('member/login', {}, { idempotencyKey: 'k-1' });
    await client.call('member/login', {});
    expect(sent[0]!.headers['Idempotency-Key']).toBe('k-1');
    expect(sent[1]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('rejects an endpoint that is not in the catalogue without sending', async () => {
    const { client, fetch } = setup(() => ok({}));
    await expect(client.call('nope/nope')).rejects.toThrow(/Unknown endpoint/);
    expect(fetch).not.toHaveBeenCalled();
    expect(client.endpoint('member/login')).toEqual(catalogue['member/login']);
  });
});

describe('createApiClient: replies', () => {
  it('resolves the data of code 0', async () => {
    const { client, hooks } = setup(() => ok({ nickname: 'Kim' }));
    await expect(client.call('member/info')).resolves.toEqual({ nickname: 'Kim' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('accepts a numeric-string code', async () => {
    const { client } = setup(() => ({ code: '0', data: 1 }));
    await expect(client.call('common/conf')).resolves.toBe(1);
  });

  it('blocks an auth endpoint without a token: auth failure, nothing sent', async () => {
    const { client, fetch, hooks, setToken } = setup(() => ok({}));
    setToken(undefined);
    await expect(client.call('member/info')).rejects.toMatchObject({ kind: 'auth' });
    expect(fetch).not.toHaveBeenCalled();
    expect(hooks.onAuthFailure).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it.each([401, 406])('treats code %i as an auth failure', async (code) => {
    const { client, hooks } = setup(() => ({ code, msg: 'expired', data: null }));
    const error = await client.call('member/info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'auth', code });
    expect(hooks.onAuthFailure).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('treats HTTP 401 without an envelope as an auth failure', async () => {
    const { client, hooks } = setup(() => ({ status: 401, body: null, raw: 'Unauthorized' }));
    await expect(client.call('member/info')).rejects.toMatchObject({ kind: 'auth', code: 401 });
    expect(hooks.onAuthFailure).toHaveBeenCalled();
  });

  it('rejects other codes with {code, msg} and toasts msg', async () => {
    const { client, hooks } = setup(() => ({ code: 1001, msg: 'Wrong password', data: null }));
    const error = (await client.call('member/login').catch((e: unknown) => e)) as ApiError;
    expect(error.toJSON()).toEqual({ code: 1001, msg: 'Wrong password' });
    expect(hooks.onError).toHaveBeenCalledWith('Wrong password', error);
  });

  it('falls back to the request error text when msg is empty', async () => {
    const { client, hooks } = setup(() => ({ code: 500, data: null }));
    await expect(client.call('member/login')).rejects.toMatchObject({ kind: 'server', code: 500 });
    expect(hooks.onError).toHaveBeenCalledWith(REQUEST_ERROR_TEXT, expect.any(ApiError));
    expect(REQUEST_ERROR_TEXT).toBe('Request error, try again later');
  });

  it('uses the translated fallback when a translator is given', async () => {
    const t = vi.fn(() => '요청 오류');
    const { client, hooks } = setup(() => ({ code: 500, data: null }), { t });
    await expect(client.call('member/login')).rejects.toBeInstanceOf(ApiError);
    expect(t).toHaveBeenCalledWith('engine.requestError');
    expect(hooks.onError).toHaveBeenCalledWith('요청 오류', expect.any(ApiError));
  });

  it('does not toast when the call says toast: false', async () => {
    const { client, hooks } = setup(() => ({ code: 1, msg: 'nope', data: null }));
    await expect(client.call('member/login', {}, { toast: false })).rejects.toMatchObject({ code: 1 });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('counts a reply that is not an envelope as a request error', async () => {
    for (const reply of [
      { status: 200, body: null, raw: '<html>oops</html>' },
      { status: 502, body: null, raw: 'Bad gateway' },
      [1, 2],
      { data: 1 },
    ]) {
      const { client, hooks } = setup(() => reply);
      await expect(client.call('common/conf')).rejects.toMatchObject({ kind: 'invalid' });
      expect(hooks.onError).toHaveBeenCalledWith(REQUEST_ERROR_TEXT, expect.any(ApiError));
      expect(hooks.onNetworkFailure).not.toHaveBeenCalled();
    }
  });

  it('opens the prompt of a code listed in codePrompts instead of toasting', async () => {
    const { client, hooks } = setup(() => ({ code: 3001, msg: 'no pay password', data: null }), { codePrompts: { '3001': 'payPassword' } });
    await expect(client.call('member/login')).rejects.toMatchObject({ code: 3001 });
    expect(hooks.onCodePrompt).toHaveBeenCalledWith('payPassword', expect.any(ApiError));
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('reports a network failure and rejects', async () => {
    const { client, hooks } = setup(() => new TypeError('Failed to fetch'));
    await expect(client.call('common/conf')).rejects.toMatchObject({ kind: 'network' });
    expect(hooks.onNetworkFailure).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe('createApiClient: timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts after timeoutMs and reports a network failure', async () => {
    const onNetworkFailure = vi.fn();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const client = createApiClient({
      catalogue,
      scheme: 'Bearer',
      platformHeader: 'Platform',
      platform: 'web',
      timeoutMs: 60_000,
      getToken: () => undefined,
      getLocale: () => 'en',
      onAuthFailure: vi.fn(),
      onError: vi.fn(),
      onNetworkFailure,
      fetch,
    });
    const pending = client.call('common/conf');
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onNetworkFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ kind: 'network' });
    expect(onNetworkFailure).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/common/conf');
  });
});

describe('createApiClient: staff calls and uploads', () => {
  const withOps: Catalogue = {
    ...catalogue,
    'ops/kyc_list': { method: 'GET', path: 'ops/kyc_list', auth: false, staff: true },
    'upload/image': { method: 'POST', path: 'upload/image', auth: true, multipart: true },
  };

  it('sends the staff token on an operations call and the member token elsewhere', async () => {
    const { client, sent } = setup(() => ok({}), { catalogue: withOps, getStaffToken: () => 'staff456' });
    await client.call('ops/kyc_list');
    await client.call('member/info');
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer staff456', 'Bearer tok123']);
  });

  it('sends a staff call without a staff session nowhere, and reports it as a staff auth failure', async () => {
    const onStaffAuthFailure = vi.fn();
    const { client, sent, hooks } = setup(() => ok({}), { catalogue: withOps, getStaffToken: () => undefined, onStaffAuthFailure });
    await expect(client.call('ops/kyc_list')).rejects.toMatchObject({ kind: 'auth', code: 401 });
    expect(sent).toEqual([]);
    expect(onStaffAuthFailure).toHaveBeenCalledTimes(1);
    expect(hooks.onAuthFailure).not.toHaveBeenCalled();
  });

  it('sends a staff session the server has ended to the staff sign-in, not the member login', async () => {
    const onStaffAuthFailure = vi.fn();
    const { client, hooks } = setup(() => ({ code: 406, msg: 'ended', data: null }), {
      catalogue: withOps,
      getStaffToken: () => 'staff456',
      onStaffAuthFailure,
    });
    await expect(client.call('ops/kyc_list')).rejects.toBeInstanceOf(ApiError);
    expect(onStaffAuthFailure).toHaveBeenCalledTimes(1);
    expect(hooks.onAuthFailure).not.toHaveBeenCalled();
  });

  it('sends a multipart body with the text fields before the file, and no JSON content type', async () => {
    let body: unknown;
    const { client, sent } = setup(() => ok({ key: 'k' }), {
      catalogue: withOps,
      fetch: async (url, init) => {
        body = init.body;
        sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: undefined });
        return new Response(JSON.stringify(ok({ key: 'k' })));
      },
    });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    await client.call('upload/image', { file, purpose: 'realname_front' });
    expect(sent[0]!.headers['Content-Type']).toBeUndefined();
    expect(body).toBeInstanceOf(FormData);
    const entries = [...(body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(['purpose', 'file']);
    expect(entries[0]![1]).toBe('realname_front');
    expect((entries[1]![1] as File).name).toBe('front.jpg');
  });
});

describe('createApiClient: a refusal at the door', () => {
  const busy = (retryAfter: string | undefined, status = 503) => ({
    status,
    body: { code: status, msg: 'The service is busy. Try again in a moment', data: null },
    headers: retryAfter === undefined ? undefined : { 'retry-after': retryAfter },
  });

  it('tries a read again after the Retry-After it was given, jittered, and resolves with the later answer', async () => {
    let n = 0;
    const { client, sent, hooks } = setup(() => (++n === 1 ? busy('0') : ok({ uid: 'u1' })));
    const started = performance.now();
    expect(await client.call('member/info')).toEqual({ uid: 'u1' });
    expect(sent).toHaveLength(2);
    // Retry-After 0 still waits a little (100-150 ms): never a tight loop.
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('tries a write again only with its Idempotency-Key, the same key each time', async () => {
    let n = 0;
    const keyed = setup(() => (++n <= 2 ? busy('0', 429) : ok(null)));
    await keyed.client.call('member/login', { account: 'a' }, { idempotencyKey: 'k-1' });
    expect(keyed.sent.map((x) => x.headers['Idempotency-Key'])).toEqual(['k-1', 'k-1', 'k-1']);

    const unkeyed = setup(() => busy('0'));
    await expect(unkeyed.client.call('member/login', { account: 'a' })).rejects.toBeInstanceOf(ApiError);
    expect(unkeyed.sent).toHaveLength(1);
    expect(unkeyed.hooks.onError).toHaveBeenCalledWith('The service is busy. Try again in a moment', expect.any(ApiError));
  });

  it('gives up after two more tries, and never waits out a long or missing Retry-After', async () => {
    const always = setup(() => busy('0'));
    await expect(always.client.call('member/info')).rejects.toMatchObject({ code: 503 });
    expect(always.sent).toHaveLength(3);
    const long = setup(() => busy('60', 429));
    await expect(long.client.call('member/info')).rejects.toMatchObject({ code: 429 });
    expect(long.sent).toHaveLength(1);
    const none = setup(() => busy(undefined));
    await expect(none.client.call('member/info')).rejects.toMatchObject({ code: 503 });
    expect(none.sent).toHaveLength(1);
  });
});
