import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { describeOnPglite } from '../support/harness';
import { counted } from '../support/statements';
import { provider } from '../support/follow';
import { testMarket, tick, US_OPEN } from '../support/trading';

// The spec's public pages (/fund, /market, /leaderboard and a line's page) show quotes, charts and
// the leaderboard to a visitor; acting (favourites, orders, subscribing) needs a session.
// docs/market-data.md, "Who may read what", gives the reasons.

const PUBLIC_READS = [
  'market/category',
  'market/increase',
  'market/decline',
  'market/gainer_list',
  'market/news',
  'etf/index',
  'etf/list',
  'etf/search',
  'etf/detail',
  'etf/kline',
  'follow/conf',
  'follow/list',
  'follow/statis',
  'follow/chart',
];

const ACTING = [
  'etf/custom',
  'etf/custom_add',
  'etf/custom_del',
  'etf/buy',
  'etf/sell',
  'etf/orders',
  'market/trade_conf',
  'follow/buy',
  'follow/log',
];

describeOnPglite(
  'public market pages',
  (get) => {
    it('marks exactly the market, ETF and leaderboard reads public in the catalogue, and keeps every act behind a session', () => {
      const { endpoints } = loadCatalogue();
      const byId = new Map(endpoints.map((e) => [e.id, e]));
      for (const id of PUBLIC_READS)
        expect({ id, auth: byId.get(id)!.auth, method: byId.get(id)!.method }).toMatchObject({ id, auth: false });
      for (const id of ACTING) expect({ id, auth: byId.get(id)!.auth }).toEqual({ id, auth: true });
    });

    it('answers a visitor without a session: quotes, a line, its chart, rankings, notices and the leaderboard', async () => {
      const s = get();
      const p = await provider(s, 'public', '1000');
      tick(s, 'SPY', '600.00', '600.10');
      const visitor = async (id: string, input: Record<string, unknown>) => {
        const e = loadCatalogue().endpoints.find((x) => x.id === id)!;
        const res = await s.call(e.method, e.path, input);
        return { id, code: res.body.code, data: res.body.data as Record<string, unknown> };
      };
      const inputs: Record<string, Record<string, unknown>> = {
        'etf/search': { keyword: 'SPY' },
        'etf/detail': { code: 'SPY' },
        'etf/kline': { code: 'SPY', period: '1day' },
        'follow/statis': { id: p.providerId },
        'follow/chart': { id: p.providerId },
      };
      for (const id of PUBLIC_READS) expect(await visitor(id, inputs[id] ?? {})).toMatchObject({ id, code: 0 });
      expect((await visitor('etf/detail', { code: 'SPY' })).data).toMatchObject({ code: 'SPY', bid: '600.00', is_favorite: false });
      expect((await visitor('follow/statis', { id: p.providerId })).data).toMatchObject({ is_self: false });
      // Acting asks for a session.
      expect((await s.call('POST', 'etf/custom_add', { code: 'SPY' })).body.code).toBe(401);
    });

    it('still knows the member when a session is sent to a public call, and reads an ended one as a visitor', async () => {
      const s = get();
      const p = await provider(s, 'self', '1000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await s.api('etf/custom_add', { code: 'SPY' }, { token: p.token })).body.code).toBe(0);
      expect((await s.api('etf/detail', { code: 'SPY' }, { token: p.token })).data.is_favorite).toBe(true);
      expect((await s.api('follow/statis', { id: p.providerId }, { token: p.token })).data.is_self).toBe(true);
      expect((await s.api('member/logout', {}, { token: p.token })).body.code).toBe(0);
      const ended = await s.api('etf/detail', { code: 'SPY' }, { token: p.token });
      expect(ended.body.code).toBe(0);
      expect(ended.data.is_favorite).toBe(false);
    });

    it('reads a sent session only on the calls whose answer differs for the member (optionalSession)', async () => {
      const s = get();
      const p = await provider(s, 'lookup', '1000');
      tick(s, 'SPY', '600.00', '600.10');
      const { endpoints } = loadCatalogue();
      const reading = endpoints.filter((e) => e.optionalSession).map((e) => e.id);
      expect(reading.sort()).toEqual(['etf/detail', 'follow/statis']);
      // A quote list with a session costs no database read at all (issue 23: etf/list against a bare server).
      const list = await counted(s, () => s.api('etf/list', {}, { token: p.token }));
      expect([...list.outside, ...list.inside]).toEqual([]);
      const detail = await counted(s, () => s.api('etf/detail', { code: 'SPY' }, { token: p.token }));
      expect(detail.outside.some((sql) => /sessions/.test(sql))).toBe(true);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
