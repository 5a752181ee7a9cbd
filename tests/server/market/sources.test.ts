import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@tests/server/support/databases';
import { testConfig } from '@tests/server/support/harness';
import { migrate } from '@server/db/migrate';
import { manualClock } from '@server/clock';
import type { Db } from '@server/db/types';
import { simulatorMarket } from '@server/market/simulator';
import { replayMarket } from '@server/market/replay';
import { fileDropMarket } from '@server/market/file-drop';
import { countCandles, readKlines } from '@server/market/candles';
import { isStale } from '@server/market/stale';
import { instrumentOf } from '@core/market/instruments';
import type { Quote } from '@server/market/market-data';
import type { MarketConfig } from '@server/market-config';

const fixtures = path.resolve('tests/fixtures/market');

function marketConfig(over: Partial<MarketConfig> = {}): MarketConfig {
  return { ...testConfig().market, ...over };
}

for (const database of testDatabases) {
  describe(`market sources [${database.name}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await database.open();
      db = opened.db;
      drop = opened.drop;
      await migrate(db);
    });
    afterAll(async () => drop?.());

    it('simulator: two instances with the same seed publish the same quotes; another seed does not', async () => {
      const at = new Date('2027-03-03T15:30:07Z');
      const quotesOf = async (seed: number) => {
        const m = simulatorMarket({ db, clock: manualClock(at), config: marketConfig({ seed }) });
        await m.tickNow();
        return ['SPY', 'VUSA', 'ISF'].map((c) => m.quote(c)!);
      };
      const a = await quotesOf(11);
      const b = await quotesOf(11);
      const c = await quotesOf(12);
      expect(a).toEqual(b);
      expect(a.map((q) => q.last)).not.toEqual(c.map((q) => q.last));
      expect(a[0]).toMatchObject({ code: 'SPY', source: 'Simulated', time: at });
      expect(Number(a[0]!.bid)).toBeLessThan(Number(a[0]!.ask));
      // GBX lines on their tick grid.
      expect(Math.round(Number(a[2]!.last) * 10) % Math.round(Number(instrumentOf('ISF')!.tick_size) * 10)).toBe(0);
    });

    it('simulator: USD and GBP rates into USDT from the same source, the same on every instance', async () => {
      const at = new Date('2027-03-03T15:30:00Z');
      const rates = async () => {
        const m = simulatorMarket({ db, clock: manualClock(at), config: marketConfig({ seed: 5 }) });
        await m.tickNow();
        return [m.fx('USD')!, m.fx('GBP')!];
      };
      const [usd, gbp] = await rates();
      expect(usd).toMatchObject({ currency: 'USD', source: 'Simulated', time: at });
      expect(Math.abs(Number(usd!.rate) - 1)).toBeLessThan(0.02);
      expect(Number(gbp!.rate)).toBeGreaterThan(0.9);
      expect(Number(gbp!.rate)).toBeLessThan(1.8);
      expect(gbp!.rate).toMatch(/^\d+\.\d{4}$/);
      expect(await rates()).toEqual([usd, gbp]);
    });

    it('simulator: a restart continues the same path (the candle written before equals the price computed after)', async () => {
      const at = new Date('2027-03-04T15:00:30Z');
      const first = simulatorMarket({ db, clock: manualClock(at), config: marketConfig({ seed: 21 }) });
      await first.tickNow();
      const written = await readKlines(db, 'SPY', '1min', { limit: 1, before: new Date('2027-03-04T15:01:00Z') });
      // A new instance (a restart, or a second server) at the same instant prices it the same.
      const again = simulatorMarket({ db, clock: manualClock(at), config: marketConfig({ seed: 21 }) });
      await again.tickNow();
      expect(Number(written[0]!.close)).toBe(Number(again.quote('SPY')!.last));
      expect(written[0]!.time).toEqual(new Date('2027-03-04T15:00:00Z'));
    });

    it('simulator: does not tick while its exchanges are closed (weekend) nor the U.S. before its open', async () => {
      const clock = manualClock(new Date('2027-03-06T15:00:00Z'));
      const m = simulatorMarket({ db, clock, config: marketConfig() });
      const ticks: string[] = [];
      m.onTick((q) => ticks.push(q.code));
      await m.tickNow();
      expect(ticks).toEqual([]);
      clock.advance(2 * 86_400_000 - 5 * 3600_000); // Monday 10:00 UTC: London open, New York not yet
      await m.tickNow();
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks).not.toContain('SPY');
      expect(ticks).toContain('VUSA');
    });

    it('full backfill: a year of daily and five sessions of minute history for every line (timed)', async () => {
      // A database of its own: the other tests' candles would count as history already there.
      const own = await database.open();
      await migrate(own.db);
      const clock = manualClock(new Date('2027-01-13T12:00:00Z'));
      const m = simulatorMarket({ db: own.db, clock, config: marketConfig({ seed: 99, backfillDays: 370, backfillMinuteSessions: 5 }) });
      const report = await m.backfill();
      console.log(
        `backfill [${database.name}]: ${report.dailyRows} daily + ${report.minuteRows} minute candles in ${(report.ms / 1000).toFixed(2)} s`,
      );
      expect(report.dailyRows).toBeGreaterThanOrEqual(45 * 250);
      // Five sessions of each line, the current one up to 12:00 UTC (London's so far, New York's not open yet).
      expect(report.minuteRows).toBeGreaterThan(45 * 4 * 390);
      // A second start finds the history there and writes nothing.
      expect((await m.backfill()).dailyRows + (await m.backfill()).minuteRows).toBe(0);
      await own.drop();
    }, 180_000);

    it('replay: recorded bars become ticks and candles as the clock passes them', async () => {
      const clock = manualClock(new Date('2026-11-20T08:00:30Z'));
      const m = replayMarket({ db, clock, config: marketConfig({ replayDir: path.join(fixtures, 'replay') }) });
      const ticks: Quote[] = [];
      m.onTick((q) => ticks.push(q));
      await m.start();
      expect(ticks).toEqual([]);
      clock.advance(30_000); // 08:01: VUSA's first bar is complete; New York has not opened.
      await m.tickNow();
      expect(ticks.map((q) => q.code)).toEqual(['VUSA']);
      expect(ticks[0]).toMatchObject({ last: '87.12', source: 'Replay', time: new Date('2026-11-20T08:01:00Z') });
      clock.advance(9 * 3600_000); // 17:01: London's session played whole, New York's in part
      await m.tickNow();
      expect(m.quote('SPY')!.source).toBe('Replay');
      const day = await readKlines(db, 'VUSA', '1day', { limit: 1, before: new Date('2026-11-21T00:00:00Z') });
      expect(day[0]!.volume).toBe(
        fs
          .readFileSync(path.join(fixtures, 'replay/VUSA.csv'), 'utf8')
          .trim()
          .split('\n')
          .slice(1)
          .reduce((n, l) => n + Number(l.split(',')[5]), 0),
      );
      expect(await countCandles(db, 'market_candles_1m', 'VUSA')).toBeGreaterThanOrEqual(510);
      await m.stop();
    });

    it('file drop: imports end-of-day bars, refuses malformed rows with a log line each, moves files to done/', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-drop-'));
      for (const f of fs.readdirSync(path.join(fixtures, 'drop'))) fs.copyFileSync(path.join(fixtures, 'drop', f), path.join(dir, f));
      const log: string[] = [];
      const clock = manualClock(new Date('2026-11-23T12:00:00Z'));
      const m = fileDropMarket({ db, clock, config: marketConfig({ dropDir: dir }), log: (l) => log.push(l) });
      const results = await m.importNow();
      expect(results).toEqual([
        { file: 'eod-2026-11-20.csv', imported: 4, refused: 0 },
        { file: 'malformed.csv', imported: 1, refused: 6 },
      ]);
      expect(log).toEqual(
        expect.arrayContaining([
          'market file-drop: malformed.csv line 3 refused: 2026-11-21 is not a US trading day',
          'market file-drop: malformed.csv line 4 refused: high must be at least open and close, and low at most both',
          'market file-drop: malformed.csv line 5 refused: a price is not a positive decimal: abc',
          'market file-drop: malformed.csv line 6 refused: XXXX is not a line of the catalogue',
          'market file-drop: malformed.csv line 7 refused: 6 columns, expected 7',
          'market file-drop: malformed.csv line 8 refused: bad date "2026-13-40"',
        ]),
      );
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.csv'))).toEqual([]);
      expect(fs.readdirSync(path.join(dir, 'done'))).toHaveLength(2);
      expect(m.quote('SPY')).toMatchObject({
        last: '605.12',
        prev_close: '601.95',
        source: 'File drop',
        time: new Date('2026-11-20T21:00:00Z'),
      });
      // An end-of-day price is stale once the next session runs (nothing fills on it), not while the market is closed.
      expect(isStale(m.quote('SPY'), new Date('2026-11-22T12:00:00Z'), 120)).toBe(false);
      expect(isStale(m.quote('SPY'), new Date('2026-11-23T15:00:00Z'), 120)).toBe(true);
      // A restart reads the stored bars back.
      const again = fileDropMarket({ db, clock, config: marketConfig({ dropDir: dir }) });
      await again.start();
      expect(again.quote('ISF')).toMatchObject({ last: '816.5', source: 'File drop' });
      fs.rmSync(dir, { recursive: true, force: true });
    });
  });
}

describe('market config', () => {
  it('chooses the source by MARKET_SOURCE, simulator by default, and refuses anything else', async () => {
    const { loadMarketConfig } = await import('@server/market-config');
    const { createMarket } = await import('@server/market/create-market');
    expect(loadMarketConfig({})).toMatchObject({
      source: 'simulator',
      tickMs: 1000,
      staleSeconds: 120,
      backfillDays: 370,
      backfillMinuteSessions: 5,
    });
    expect(loadMarketConfig({ MARKET_SOURCE: 'replay', MARKET_STALE_SECONDS: '30' })).toMatchObject({ source: 'replay', staleSeconds: 30 });
    expect(() => loadMarketConfig({ MARKET_SOURCE: 'random' })).toThrow(/MARKET_SOURCE must be simulator, replay or file-drop/);
    expect(() => loadMarketConfig({ MARKET_STALE_SECONDS: '0' })).toThrow(/MARKET_STALE_SECONDS/);
    const db = {} as Db;
    const clock = manualClock();
    const sources = (['simulator', 'replay', 'file-drop'] as const).map(
      (source) => createMarket(marketConfig({ source }), db, clock, () => undefined).source,
    );
    expect(sources).toEqual(['Simulated', 'Replay', 'File drop']);
  });
});
