import fs from 'node:fs';
import path from 'node:path';
import { instrumentOf } from '@core/market/instruments';
import { parseBarCsv } from '@core/market/csv-bars';
import { sessionOfDate } from '@core/market/calendar';
import { fedMarket } from './fed-market';
import { upsertDailyCandles, type DailyRow } from './candles';
import { spreadQuote, type SourceDeps, type TickingMarket } from './simulator';

export const FILE_DROP = 'File drop';

export interface DropResult {
  file: string;
  imported: number;
  refused: number;
}

/**
 * Imports end-of-day bars from CSV files dropped into MARKET_DROP_DIR (code,date,open,high,low,
 * close,volume), as small brokers receive vendor files. Each good row becomes a daily candle; a
 * malformed row is refused with a log line naming the file, line and reason; a processed file
 * moves to done/ so it is read once. The latest bar of each line becomes its quote, timed at that
 * session's close.
 */
export function fileDropMarket(deps: SourceDeps): TickingMarket & { importNow(): Promise<DropResult[]> } {
  let timer: ReturnType<typeof setInterval> | undefined;
  const base = fedMarket(FILE_DROP, {
    start: async () => {
      fs.mkdirSync(path.join(deps.config.dropDir, 'done'), { recursive: true });
      await loadLatest();
      await market.tickNow();
      if (deps.config.tickMs > 0) {
        // A folder is polled far less often than a price ticks.
        timer = setInterval(
          () => void market.tickNow().catch((err: unknown) => deps.log?.(`market: file drop failed: ${String(err)}`)),
          Math.max(deps.config.tickMs, 10_000),
        );
        timer.unref?.();
      }
    },
    stop: async () => {
      if (timer) clearInterval(timer);
    },
  });

  // After a restart the quotes come back from the newest stored daily candle of each line.
  async function loadLatest() {
    const { rows } = await deps.db.query<{
      code: string;
      date: string;
      open: string;
      high: string;
      low: string;
      close: string;
      volume: string;
      prev: string | null;
    }>(
      `SELECT code, date::text AS date, open::text AS open, high::text AS high, low::text AS low, close::text AS close, volume::text AS volume,
         (SELECT p.close::text FROM market_candles_1d p WHERE p.code = d.code AND p.date < d.date ORDER BY p.date DESC LIMIT 1) AS prev
       FROM market_candles_1d d WHERE source = $1 AND date = (SELECT max(date) FROM market_candles_1d m WHERE m.code = d.code AND m.source = $1)`,
      [FILE_DROP],
    );
    for (const r of rows) feedBar(r.code, r.date, r, r.prev);
  }

  function feedBar(
    code: string,
    date: string,
    bar: { open: string; high: string; low: string; close: string; volume: string | number },
    prev: string | null,
  ) {
    const inst = instrumentOf(code)!;
    const session = sessionOfDate(inst.market, date)!;
    const n = Number;
    base.feed(
      spreadQuote(
        inst,
        {
          last: n(bar.close),
          open: n(bar.open),
          high: n(bar.high),
          low: n(bar.low),
          prevClose: n(prev ?? bar.open),
          volume: n(bar.volume),
          time: session.close,
        },
        FILE_DROP,
      ),
    );
  }

  async function importNow(): Promise<DropResult[]> {
    const dir = deps.config.dropDir;
    if (!fs.existsSync(dir)) return [];
    const done = path.join(dir, 'done');
    fs.mkdirSync(done, { recursive: true });
    const results: DropResult[] = [];
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith('.csv'))
      .sort()) {
      const full = path.join(dir, file);
      const { bars, refused } = parseBarCsv(fs.readFileSync(full, 'utf8'), 'daily');
      const rows: DailyRow[] = [];
      for (const b of bars) {
        const inst = instrumentOf(b.code);
        const session = inst && sessionOfDate(inst.market, b.time);
        if (!inst || !session) {
          refused.push({
            line: b.line,
            reason: !inst ? `${b.code} is not a line of the catalogue` : `${b.time} is not a ${inst.market} trading day`,
          });
          continue;
        }
        rows.push({
          code: b.code,
          date: b.time,
          time: session.open,
          open: b.open,
          high: b.high,
          low: b.low,
          close: b.close,
          volume: b.volume,
          source: FILE_DROP,
          upto: session.close,
        });
      }
      for (const r of refused) deps.log?.(`market file-drop: ${file} line ${r.line} refused: ${r.reason}`);
      if (rows.length) await deps.db.tx((q) => upsertDailyCandles(q, rows));
      fs.renameSync(full, path.join(done, `${deps.clock.now().getTime()}-${file}`));
      results.push({ file, imported: rows.length, refused: refused.length });
    }
    if (results.some((r) => r.imported > 0)) await loadLatest();
    return results;
  }

  const market = {
    ...base,
    importNow,
    async tickNow() {
      await importNow();
    },
  };
  return market;
}
