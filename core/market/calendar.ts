import data from './data/calendars.json';
import type { MarketId, Session } from './types';
import { addDays, wallClock, zonedInstant } from './zonedTime';

interface CalendarData {
  timezone: string;
  open: string;
  close: string;
  early_close: string;
  holidays: string[];
  early_closes: string[];
  covers: { from: string; to: string };
}

const calendars: Record<MarketId, CalendarData & { holidaySet: Set<string>; earlySet: Set<string> }> = {
  US: withSets(data.US),
  UK: withSets(data.UK),
};

function withSets(c: CalendarData) {
  return { ...c, holidaySet: new Set(c.holidays), earlySet: new Set(c.early_closes) };
}

/** The exchange's time zone (IANA name). */
export function marketTimeZone(market: MarketId): string {
  return calendars[market].timezone;
}

/** The last date the calendar data covers: a later date is answered as if it had no holidays. */
export function calendarCoversUntil(market: MarketId): string {
  return calendars[market].covers.to;
}

/** The session of an exchange-local date, or null on a weekend or holiday. */
export function sessionOfDate(market: MarketId, date: string): Session | null {
  const c = calendars[market];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6 || c.holidaySet.has(date)) return null;
  const early = c.earlySet.has(date);
  return {
    date,
    open: zonedInstant(date, c.open, c.timezone),
    close: zonedInstant(date, early ? c.early_close : c.close, c.timezone),
    early,
  };
}

/** The session open at this instant (open inclusive, close exclusive), or null when the market is closed. */
export function sessionAt(market: MarketId, at: Date): Session | null {
  const s = sessionOfDate(market, wallClock(at, calendars[market].timezone).date);
  return s && at >= s.open && at < s.close ? s : null;
}

export function isOpen(market: MarketId, at: Date): boolean {
  return sessionAt(market, at) !== null;
}

/** The first session that opens after this instant (the next one when the market is open now). */
export function nextSession(market: MarketId, at: Date): Session {
  let date = wallClock(at, calendars[market].timezone).date;
  // Two weeks always hold a session (the longest closure in the data is four days).
  for (let i = 0; i < 14; i++, date = addDays(date, 1)) {
    const s = sessionOfDate(market, date);
    if (s && s.open > at) return s;
  }
  throw new Error(`no ${market} session within two weeks of ${at.toISOString()}`);
}

/** When the market opens next: "closed" answers always carry it. */
export function nextOpen(market: MarketId, at: Date): Date {
  return nextSession(market, at).open;
}

/** The most recent session that has opened at or before this instant (the current one when open). */
export function previousSession(market: MarketId, at: Date): Session {
  let date = wallClock(at, calendars[market].timezone).date;
  for (let i = 0; i < 14; i++, date = addDays(date, -1)) {
    const s = sessionOfDate(market, date);
    if (s && s.open <= at) return s;
  }
  throw new Error(`no ${market} session within two weeks before ${at.toISOString()}`);
}

/** Every session whose open lies in [from, to), oldest first (backfill and candle gaps). */
export function sessionsBetween(market: MarketId, from: Date, to: Date): Session[] {
  const out: Session[] = [];
  const tz = calendars[market].timezone;
  const last = wallClock(to, tz).date;
  for (let date = wallClock(from, tz).date; date <= last; date = addDays(date, 1)) {
    const s = sessionOfDate(market, date);
    if (s && s.open >= from && s.open < to) out.push(s);
  }
  return out;
}
