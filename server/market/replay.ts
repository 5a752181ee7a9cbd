import fs from 'node:fs';
import path from 'node:path';
import { instrumentOf } from '@core/market/instruments';
import { parseBarCsv, type CsvBar } from '@core/market/csv-bars';
import { wallClock } from '@core/market/zonedTime';
import { marketTimeZone } from '@core/market/calendar';
import { fedMarket } from './fed-market';
import { upsertDailyCandles, upsertMinuteCandles, type CandleRow, type DailyRow } from './candles';
import { spreadQuote, type SourceDeps, type TickingMarket } from './simulator';

export const REPLAY = 'Replay';

interface Track {
  code: string;
  bars: (CsvBar & { at: Date; end: Date })[];
  /** How many bars have been played. */
  played: number;
}

/**
 * Plays recorded one-minute bars (MARKET_REPLAY_DIR/CODE.csv) as ticks: a bar becomes a tick when
 * the clock passes its end, with the bar's close as the last price, and is written as a candle.
 * Bars play at their recorded times, so a replay of a past day runs under a clock set to that day.
 */
export function replayMarket(deps: SourceDeps): TickingMarket {
  const tracks: Track[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  const base = fedMarket(REPLAY, {
    start: async () => {
      load();
      await market.tickNow();
      if (deps.config.tickMs > 0) {
        timer = setInterval(
          () => void market.tickNow().catch((err: unknown) => deps.log?.(`market: replay tick failed: ${String(err)}`)),
          deps.config.tickMs,
        );
        timer.unref?.();
      }
    },
    stop: async () => {
      if (timer) clearInterval(timer);
    },
  });

  function load() {
    const dir = deps.config.replayDir;
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.csv'))
          .sort()
      : [];
    for (const file of files) {
      const code = path.basename(file, '.csv').toUpperCase();
      if (!instrumentOf(code)) {
        deps.log?.(`market replay: ${file}: ${code} is not a line of the catalogue; file skipped`);
        continue;
      }
      const { bars, refused } = parseBarCsv(fs.readFileSync(path.join(dir, file), 'utf8'), 'minute', code);
      for (const r of refused) deps.log?.(`market replay: ${file} line ${r.line} refused: ${r.reason}`);
      const timed = bars
        .map((b) => ({ ...b, at: new Date(b.time), end: new Date(Date.parse(b.time) + 60_000) }))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      tracks.push({ code, bars: timed, played: 0 });
    }
  }

  const market: TickingMarket = {
    ...base,
    async tickNow() {
      const now = deps.clock.now();
      const minutes: CandleRow[] = [];
      const days: DailyRow[] = [];
      const quotes = [];
      for (const t of tracks) {
        const inst = instrumentOf(t.code)!;
        const from = t.played;
        while (t.played < t.bars.length && t.bars[t.played]!.end <= now) t.played++;
        if (t.played === from) continue;
        for (const b of t.bars.slice(from, t.played)) {
          minutes.push({
            code: t.code,
            time: b.at,
            open: b.open,
            high: b.high,
            low: b.low,
            close: b.close,
            volume: b.volume,
            source: REPLAY,
            upto: b.end,
          });
        }
        // The day so far: the played bars of the last bar's exchange-local date.
        const last = t.bars[t.played - 1]!;
        const tz = marketTimeZone(inst.market);
        const date = wallClock(last.at, tz).date;
        const today = t.bars.slice(0, t.played).filter((b) => wallClock(b.at, tz).date === date);
        const before = t.bars.slice(0, t.played).filter((b) => wallClock(b.at, tz).date < date);
        const num = (s: string) => Number(s);
        const day = {
          open: num(today[0]!.open),
          high: Math.max(...today.map((b) => num(b.high))),
          low: Math.min(...today.map((b) => num(b.low))),
          close: num(last.close),
          volume: today.reduce((s, b) => s + b.volume, 0),
        };
        days.push({
          code: t.code,
          date,
          time: today[0]!.at,
          open: today[0]!.open,
          high: today.reduce((m, b) => (num(b.high) > num(m) ? b.high : m), today[0]!.high),
          low: today.reduce((m, b) => (num(b.low) < num(m) ? b.low : m), today[0]!.low),
          close: last.close,
          volume: day.volume,
          source: REPLAY,
          upto: last.end,
        });
        const prevClose = before.length ? num(before[before.length - 1]!.close) : day.open;
        quotes.push(
          spreadQuote(
            inst,
            { last: day.close, open: day.open, high: day.high, low: day.low, prevClose, volume: day.volume, time: last.end },
            REPLAY,
          ),
        );
      }
      if (quotes.length === 0) return;
      await deps.db.tx(async (q) => {
        await upsertMinuteCandles(q, minutes);
        await upsertDailyCandles(q, days);
      });
      for (const quote of quotes) base.feed(quote);
    },
  };
  return market;
}
