import { describe, expect, it } from 'vitest';
import { endpointInfo } from '@core/generated/api';
import { memberEndpoints } from '@engine/generated/memberEndpoints';
import { staffEndpoints } from '@engine/generated/staffEndpoints';
import { catalogue, loadEndpoint } from '@engine/app/catalogue';
import { createApiClient } from '@engine/runtime/api/createApiClient';

describe('the browser catalogue, in two parts', () => {
  it('keeps every operations call out of the members table, and together they are the whole catalogue', () => {
    expect(Object.values(memberEndpoints).some((e) => e?.staff)).toBe(false);
    expect(Object.values(staffEndpoints).every((e) => e?.staff)).toBe(true);
    expect({ ...memberEndpoints, ...staffEndpoints }).toEqual(endpointInfo);
    expect(memberEndpoints['member/login']).toBeDefined();
    expect(staffEndpoints['ops/me']).toBeDefined();
  });

  it('loads an operations call the first time one is asked for, and nothing for an unknown id', async () => {
    expect(await loadEndpoint('ops/me')).toEqual(staffEndpoints['ops/me']);
    expect(catalogue['ops/studio/publish']).toEqual(staffEndpoints['ops/studio/publish']);
    expect(await loadEndpoint('member/nope')).toBeUndefined();
  });

  it('lets the api client make a call its catalogue did not hold yet', async () => {
    const sent: string[] = [];
    const api = createApiClient({
      catalogue: {},
      resolveEndpoint: async (id) => (id === 'ops/me' ? { method: 'GET', path: 'ops/me', auth: false, staff: true } : undefined),
      base: '/api',
      scheme: 'Bearer',
      platformHeader: 'Platform',
      platform: 'client',
      timeoutMs: 1000,
      getToken: () => '',
      getStaffToken: () => 'staff-token',
      getLocale: () => 'en',
      onAuthFailure: () => {},
      onError: () => {},
      onNetworkFailure: () => {},
      fetch: async (url: string) => {
        sent.push(url);
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { email: 'a@b.c' } }));
      },
    });
    expect(await api.call('ops/me')).toEqual({ email: 'a@b.c' });
    expect(sent).toEqual(['/api/ops/me']);
    await expect(api.call('ops/unknown')).rejects.toThrow('Unknown endpoint "ops/unknown"');
  });
});
