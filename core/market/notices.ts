// Market notices made from the trading calendars alone (market/news): the honest content we have
// without a news feed. Pure: the calendar (rules and exceptions) and an instant in, notices out.
import { closedDaysBetween, marketTimeZone, nextOpen, sessionHours } from './calendar';
import type { MarketId } from './types';
import { addDays, zonedInstant } from './zonedTime';

export interface CalendarNotice {
  /** Stable across calls: market, kind and date (the reply's id is derived from it). */
  key: string;
  market: MarketId;
  kind: 'holiday' | 'early_close';
  /** The exchange-local date. */
  date: string;
  /** Early closes: the local closing time (HH:MM). */
  time?: string;
  /** When the notice counts as published: two weeks before the day, or the calendar's start. */
  publishedAt: Date;
  /** Holidays: when the market opens after the day. */
  nextOpen?: Date;
}

const MARKETS: MarketId[] = ['US', 'UK'];

/** Holidays and early closes on weekdays from `at`'s date to `days` days ahead, soonest first. */
export function calendarNotices(at: Date, days = 60, markets: readonly MarketId[] = MARKETS): CalendarNotice[] {
  const today = at.toISOString().slice(0, 10);
  const until = addDays(today, days);
  const out: CalendarNotice[] = [];
  for (const market of markets) {
    const timezone = marketTimeZone(market);
    const { holidays, earlyCloses } = closedDaysBetween(market, today, until);
    for (const date of holidays) {
      const dayEnd = zonedInstant(addDays(date, 1), '00:00', timezone);
      out.push({
        key: `${market}-holiday-${date}`,
        market,
        kind: 'holiday',
        date,
        publishedAt: published(date, timezone),
        nextOpen: nextOpen(market, dayEnd),
      });
    }
    for (const date of earlyCloses) {
      out.push({
        key: `${market}-early-${date}`,
        market,
        kind: 'early_close',
        date,
        time: sessionHours(market).early_close,
        publishedAt: published(date, timezone),
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

function published(date: string, timeZone: string): Date {
  return zonedInstant(addDays(date, -14), '00:00', timeZone);
}

/** A positive integer id for a notice key (the catalogue's Id type), stable across calls. */
export function noticeId(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) % 2147483647;
  return h + 1;
}
