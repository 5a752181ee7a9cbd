import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { describeOnPglite } from './support/harness';

const { endpoints } = loadCatalogue();
const authEndpoints = endpoints.filter((e) => e.auth || e.staff);

describeOnPglite('sessions on every auth call', (get) => {
  it('answers 401 for every member or staff call sent without a token, live or planned', async () => {
    const s = get();
    expect(authEndpoints.length).toBeGreaterThan(60);
    for (const e of authEndpoints) {
      const res = await s.call(e.method, e.path, e.method === 'GET' ? undefined : {});
      expect({ id: e.id, code: res.body.code, status: res.status }).toEqual({ id: e.id, code: 401, status: 401 });
    }
  });

  it('answers 401 for a token that was never issued, and 406 once the member logs out', async () => {
    const s = get();
    const bogus = await s.api('member/info', undefined, { token: 'x'.repeat(43) });
    expect(bogus.body.code).toBe(401);
    const { token } = await s.registerByEmail('leaver@example.com');
    expect((await s.api('member/info', undefined, { token })).body.code).toBe(0);
    expect((await s.api('member/logout', {}, { token })).body).toMatchObject({ code: 0, data: null });
    const after = await s.api('member/info', undefined, { token });
    expect(after.body).toMatchObject({ code: 406, msg: 'Your session has ended. Please log in again' });
  });

  it('ends a session when it expires', async () => {
    const s = get();
    const { token } = await s.registerByEmail('expiring@example.com');
    s.clock.advance(31 * 86_400_000);
    expect((await s.api('member/info', undefined, { token })).body.code).toBe(406);
  });

  it('stores only a hash of each token', async () => {
    const s = get();
    const { token } = await s.registerByEmail('hashed@example.com');
    const { rows } = await s.running.services.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sessions WHERE token_hash = $1', [
      token,
    ]);
    expect(rows[0]?.n).toBe('0');
  });

  it('answers planned calls with a clear envelope error once signed in, never a fake result', async () => {
    const s = get();
    const { token } = await s.registerByEmail('early@example.com');
    const res = await s.call('GET', 'market/trading_list', {}, { token });
    expect(res.body).toEqual({ code: 501, msg: 'This feature is not available yet (trading)', data: null });
    const ko = await s.call('GET', 'order/trade_apply', {}, { token, lan: 'ko' });
    expect(ko.body).toMatchObject({ code: 501, msg: '아직 제공되지 않는 기능입니다 (trading)' });
  });
});
