import { beforeAll, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { describeOnPglite } from '@tests/server/support/harness';
import { countCandles } from '@server/market/candles';
import { sessionsBetween } from '@core/market/calendar';
import { INSTRUMENTS } from '@core/market/instruments';
import { BOTH_OPEN, moveClockTo, simulatorOf } from './support';

// The server starts on a fixed Sunday, not the wall clock: its first tick would otherwise write a
// live minute of whatever real session is open when the suite runs (a CI run during New York hours
// found one more one-minute candle before BOTH_OPEN).
const QUIET_START = new Date('2027-01-31T12:00:00Z');

describeOnPglite(
  'market endpoints on the simulator',
  (get) => {
    let token = '';
    let backfillMs = 0;
    beforeAll(async () => {
      const s = get();
      // The clock first: a session opened before a jump of months would have ended.
      moveClockTo(s, BOTH_OPEN);
      token = (await s.registerByEmail('market@example.com')).token;
      const report = await simulatorOf(s).backfill({ days: 30, minuteSessions: 2 });
      backfillMs = report.ms;
      await simulatorOf(s).tickNow();
    }, 120_000);

    it('backfills every line: one daily candle per past session, and whole minute sessions', async () => {
      const s = get();
      const db = s.running.services.db;
      const from = new Date(BOTH_OPEN.getTime() - 30 * 86_400_000);
      for (const code of ['SPY', 'VUSA']) {
        const inst = INSTRUMENTS.find((i) => i.code === code)!;
        const past = sessionsBetween(inst.market, from, BOTH_OPEN).filter((x) => x.close <= BOTH_OPEN);
        // The past sessions plus today's live candle written by the tick.
        const dates = (
          await db.query<{ d: string }>('SELECT date::text AS d FROM market_candles_1d WHERE code = $1 AND time >= $2 ORDER BY date', [
            code,
            from,
          ])
        ).rows.map((r) => r.d);
        expect(dates).toEqual([...past.map((x) => x.date), '2027-03-03']);
      }
      // Yesterday's whole session (390 U.S. minutes) and today's first 30 minutes up to 15:00, plus the live minute.
      const minutes = async (code: string) =>
        Number(
          (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM market_candles_1m WHERE code = $1 AND time >= $2', [code, from]))
            .rows[0]!.n,
        );
      expect(await minutes('SPY')).toBe(390 + 30 + 1);
      expect(await minutes('VUSA')).toBe(510 + 420 + 1);
      expect(await countCandles(db, 'market_candles_1d')).toBeGreaterThanOrEqual(45 * 20);
      expect(backfillMs).toBeGreaterThan(0);
    });

    it('etf/index: the headline lines with source, time, exchange and currency, tradable and fresh', async () => {
      const { list } = (await get().api('etf/index', {}, { token })).data;
      expect(list.map((l) => l.code)).toEqual(['SPY', 'QQQ', 'DIA', 'IWM', 'VUSA', 'ISF']);
      for (const l of list) {
        expect(l).toMatchObject({
          source: 'Simulated',
          stale: false,
          tradable: true,
          next_open: null,
          quote_time: BOTH_OPEN.getTime() / 1000,
        });
        expect(new Decimal(l.price).minus(l.change).toString()).not.toBe('');
      }
      expect(list.find((l) => l.code === 'ISF')).toMatchObject({ exchange: 'XLON', quote_currency: 'GBX', market: 'UK' });
      expect(list.find((l) => l.code === 'QQQ')).toMatchObject({ exchange: 'XNAS', quote_currency: 'USD' });
    });

    it('etf/list filters by category and market, sorts, and pages', async () => {
      const s = get();
      const uk = (await s.api('etf/list', { market: 'UK', limit: 100 }, { token })).data;
      expect(uk.total).toBe(INSTRUMENTS.filter((i) => i.market === 'UK').length);
      expect(uk.list.every((l) => l.market === 'UK')).toBe(true);
      const bonds = (await s.api('etf/list', { category: 'bond', sort: 'change_rate', limit: 100 }, { token })).data;
      const rates = bonds.list.map((l) => new Decimal(l.change_rate));
      for (let i = 1; i < rates.length; i++) expect(rates[i - 1]!.gte(rates[i]!)).toBe(true);
      const p1 = (await s.api('etf/list', { page: 1, limit: 10 }, { token })).data;
      const p5 = (await s.api('etf/list', { page: 5, limit: 10 }, { token })).data;
      expect(p1).toMatchObject({ total: 45, page: 1, limit: 10 });
      expect(p1.list).toHaveLength(10);
      expect(p5.list).toHaveLength(5);
      const byName = (await s.api('etf/list', { sort: 'name', limit: 100 }, { token })).data.list.map((l) => l.name);
      expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('etf/search matches code or name, case-insensitively, exact code first', async () => {
      const s = get();
      const spy = (await s.api('etf/search', { keyword: 'spy' }, { token })).data;
      expect(spy.list[0]!.code).toBe('SPY');
      const vanguard = (await s.api('etf/search', { keyword: 'VANGUARD', limit: 100 }, { token })).data;
      expect(vanguard.total).toBeGreaterThan(5);
      expect(vanguard.list.every((l) => l.name.toLowerCase().includes('vanguard'))).toBe(true);
      expect((await s.api('etf/search', { keyword: 'zzzz' }, { token })).data.total).toBe(0);
    });

    it('etf/detail: bid below ask, price within the day range, favorite flag; an unknown code is refused by name', async () => {
      const s = get();
      const d = (await s.api('etf/detail', { code: 'SPY' }, { token })).data;
      expect(new Decimal(d.bid).lt(d.ask)).toBe(true);
      expect(new Decimal(d.low).lte(d.price) && new Decimal(d.high).gte(d.price)).toBe(true);
      expect(new Decimal(d.price).minus(d.prev_close).toFixed(2)).toBe(d.change);
      expect(d).toMatchObject({
        is_favorite: false,
        stale: false,
        tradable: true,
        source: 'Simulated',
        stale_seconds: 120,
        category: 'broad',
      });
      const unknown = await s.api('etf/detail', { code: 'NOPE' }, { token, lan: 'en' });
      expect(unknown.body).toMatchObject({ code: 404, msg: 'NOPE is not a fund we list' });
    });

    it('etf/kline: 5min, 1hour and 1day candles equal the aggregate of the one-minute candles', async () => {
      const s = get();
      const before = BOTH_OPEN.getTime() / 1000;
      const minutes = (await s.api('etf/kline', { code: 'SPY', period: '1min', limit: 1000, before }, { token })).data.list;
      expect(minutes).toHaveLength(420);
      for (let i = 1; i < minutes.length; i++) expect(minutes[i]!.time).toBeGreaterThan(minutes[i - 1]!.time);
      const check = (bucketSeconds: number, offset: number, candles: typeof minutes) => {
        expect(candles.length).toBeGreaterThan(0);
        for (const c of candles) {
          const inside = minutes.filter((m) => Math.floor((m.time - offset) / bucketSeconds) * bucketSeconds + offset === c.time);
          expect(inside.length).toBeGreaterThan(0);
          expect(c.open).toBe(inside[0]!.open);
          expect(c.close).toBe(inside[inside.length - 1]!.close);
          expect(c.high).toBe(Decimal.max(...inside.map((m) => m.high)).toFixed(2));
          expect(c.low).toBe(Decimal.min(...inside.map((m) => m.low)).toFixed(2));
          expect(c.volume).toBe(inside.reduce((n, m) => n + m.volume, 0));
        }
      };
      const five = (await s.api('etf/kline', { code: 'SPY', period: '5min', limit: 1000, before }, { token })).data;
      expect(five.source).toBe('Simulated');
      check(300, 0, five.list);
      expect(five.list).toHaveLength(84);
      const hours = (await s.api('etf/kline', { code: 'SPY', period: '1hour', limit: 1000, before }, { token })).data.list;
      // U.S. hours start at :30: 6.5 hours a session is 7 candles (the last one half an hour).
      check(3600, 1800, hours);
      expect(hours).toHaveLength(7 + 1);
      // The daily candle of yesterday equals yesterday's minutes.
      const days = (await s.api('etf/kline', { code: 'SPY', period: '1day', limit: 5 }, { token })).data.list;
      const yesterday = days[days.length - 2]!;
      const ofYesterday = minutes.filter((m) => m.time >= yesterday.time && m.time < yesterday.time + 86_400);
      expect(ofYesterday).toHaveLength(390);
      expect(yesterday.open).toBe(ofYesterday[0]!.open);
      expect(yesterday.close).toBe(ofYesterday[389]!.close);
      expect(yesterday.volume).toBe(ofYesterday.reduce((n, m) => n + m.volume, 0));
      const weeks = (await s.api('etf/kline', { code: 'SPY', period: '1week', limit: 10 }, { token })).data.list;
      expect(weeks.length).toBeGreaterThanOrEqual(4);
      expect(weeks.reduce((n, w) => n + w.volume, 0)).toBe(
        (await s.api('etf/kline', { code: 'SPY', period: '1day', limit: 1000 }, { token })).data.list.reduce((n, d) => n + d.volume, 0),
      );
    });

    it('favorites: add, list with quotes, add twice, remove; unknown codes are refused', async () => {
      const s = get();
      await s.api('etf/custom_add', { code: 'QQQ' }, { token }).then((r) => expect(r.body.code).toBe(0));
      await s.api('etf/custom_add', { code: 'VUSA' }, { token });
      await s.api('etf/custom_add', { code: 'QQQ' }, { token }).then((r) => expect(r.body.code).toBe(0));
      expect((await s.api('etf/custom', {}, { token })).data.list.map((l) => l.code)).toEqual(['QQQ', 'VUSA']);
      expect((await s.api('etf/detail', { code: 'QQQ' }, { token })).data.is_favorite).toBe(true);
      await s.api('etf/custom_del', { code: 'QQQ' }, { token });
      expect((await s.api('etf/custom', {}, { token })).data.list.map((l) => l.code)).toEqual(['VUSA']);
      const refused = await s.api('etf/custom_add', { code: 'ABCD' }, { token, lan: 'ko' });
      expect(refused.body).toMatchObject({ code: 404, msg: 'ABCD은(는) 제공하지 않는 펀드입니다' });
    });

    it('market/category, increase, decline and gainer_list rank the day', async () => {
      const s = get();
      const cats = (await s.api('market/category', {}, { token, lan: 'en' })).data.list;
      // Each category once (the strip filters etf/list by category alone), with the markets it spans.
      expect(cats.map((c) => c.key)).toEqual([...new Set(cats.map((c) => c.key))]);
      expect(cats).toContainEqual({ key: 'bond', name: 'Bonds', markets: ['US', 'UK'] });
      expect(cats).toContainEqual({ key: 'sector', name: 'Sectors', markets: ['US'] });
      const up = (await s.api('market/increase', { limit: 100 }, { token })).data.list;
      const down = (await s.api('market/decline', { limit: 100 }, { token })).data.list;
      expect(up.every((l) => new Decimal(l.change_rate).gt(0))).toBe(true);
      expect(down.every((l) => new Decimal(l.change_rate).lt(0))).toBe(true);
      for (let i = 1; i < down.length; i++) expect(new Decimal(down[i - 1]!.change_rate).lte(down[i]!.change_rate)).toBe(true);
      const all = (await s.api('market/gainer_list', { limit: 100 }, { token })).data;
      expect(all.total).toBe(45);
      expect(all.list[0]!.code).toBe(up[0]?.code ?? all.list[0]!.code);
    });

    it('market/news: holidays and early closes of the next 60 days from the calendars', async () => {
      const s = get();
      const news = (await s.api('market/news', { limit: 100 }, { token, lan: 'en' })).data;
      // Good Friday 26 March 2027 closes both markets; Easter Monday 29 March closes London.
      expect(news.list.map((n) => n.title)).toEqual(
        expect.arrayContaining([
          'U.S. market closed on 2027-03-26',
          'U.K. market closed on 2027-03-26',
          'U.K. market closed on 2027-03-29',
        ]),
      );
      expect(news.list.every((n) => n.source === 'Exchange calendar')).toBe(true);
      const uk = (await s.api('market/news', { code: 'VUSA', limit: 100 }, { token, lan: 'en' })).data;
      expect(uk.list.every((n) => n.title.startsWith('U.K.'))).toBe(true);
    });

    it('staleness: without ticks for longer than the limit the quote is stale and not tradable; a tick freshens it', async () => {
      const s = get();
      s.clock.advance(121_000);
      const stale = (await s.api('etf/detail', { code: 'SPY' }, { token })).data;
      expect(stale).toMatchObject({ stale: true, tradable: false });
      await simulatorOf(s).tickNow();
      expect((await s.api('etf/detail', { code: 'SPY' }, { token })).data).toMatchObject({ stale: false, tradable: true });
    });

    it('closed markets: no ticks, next_open given, last close shown', async () => {
      const s = get();
      // Saturday 6 March 2027 noon UTC: both markets closed until Monday.
      moveClockTo(s, new Date('2027-03-06T12:00:00Z'));
      const ticks: string[] = [];
      const off = s.running.services.market.onTick((q) => ticks.push(q.code));
      await simulatorOf(s).tickNow();
      off();
      expect(ticks).toEqual([]);
      const d = (await s.api('etf/detail', { code: 'VUSA' }, { token })).data;
      expect(d).toMatchObject({ tradable: false, stale: false, next_open: new Date('2027-03-08T08:00:00Z').getTime() / 1000 });
    });
  },
  {},
  { start: QUIET_START },
);
