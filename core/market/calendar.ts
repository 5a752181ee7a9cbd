import data from './data/calendars.json';
import type { MarketId, Session } from './types';
import { rulesOfYear } from './holidayRules';
import { addDays, wallClock, zonedInstant } from './zonedTime';

export interface CalendarException {
  date: string;
  /** closed: a one-off closure; open: a rule-made holiday that was moved away; early_close: a one-off half day. */
  effect: 'closed' | 'open' | 'early_close';
  why: string;
  source: string;
}

interface CalendarData {
  timezone: string;
  open: string;
  close: string;
  early_close: string;
  covers: { from: string; to: string };
  exceptions: CalendarException[];
}

const calendars: Record<MarketId, CalendarData> = {
  US: data.US as CalendarData,
  UK: data.UK as CalendarData,
};

interface YearDays {
  holidays: Set<string>;
  early: Set<string>;
}

const years = new Map<string, YearDays>();

/** The rule-made days of a year with the reviewed exceptions applied, computed once per market and year. */
function daysOfYear(market: MarketId, year: number): YearDays {
  const key = `${market}${year}`;
  let days = years.get(key);
  if (!days) {
    const rules = rulesOfYear(market, year);
    days = { holidays: new Set(rules.holidays), early: new Set(rules.earlyCloses) };
    for (const e of calendars[market].exceptions) {
      if (!e.date.startsWith(`${year}-`)) continue;
      days.holidays.delete(e.date);
      days.early.delete(e.date);
      if (e.effect === 'closed') days.holidays.add(e.date);
      if (e.effect === 'early_close') days.early.add(e.date);
    }
    years.set(key, days);
  }
  return days;
}

/** The exchange's time zone (IANA name). */
export function marketTimeZone(market: MarketId): string {
  return calendars[market].timezone;
}

/** The regular and early closing hours, local to the exchange (HH:MM). */
export function sessionHours(market: MarketId): { open: string; close: string; early_close: string } {
  const c = calendars[market];
  return { open: c.open, close: c.close, early_close: c.early_close };
}

/** The first date the calendar vouches for. */
export function calendarCoversFrom(market: MarketId): string {
  return calendars[market].covers.from;
}

/** The last date the calendar vouches for: later dates follow the rules, but no one has reviewed them. */
export function calendarCoversUntil(market: MarketId): string {
  return calendars[market].covers.to;
}

/** When the rules and exceptions were last reviewed against the exchanges' published schedules. */
export function calendarReviewed(): string {
  return data.reviewed;
}

/** Whether the calendar vouches for an exchange-local date: orders are refused on a day it does not. */
export function calendarVouches(market: MarketId, date: string): boolean {
  const c = calendars[market].covers;
  return date >= c.from && date <= c.to;
}

/** Holidays (weekdays without a session) and early closes with a date in [from, to], sorted. */
export function closedDaysBetween(market: MarketId, from: string, to: string): { holidays: string[]; earlyCloses: string[] } {
  const holidays: string[] = [];
  const earlyCloses: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    const days = daysOfYear(market, y);
    holidays.push(...[...days.holidays].filter((d) => d >= from && d <= to && !weekend(d)));
    earlyCloses.push(...[...days.early].filter((d) => d >= from && d <= to && !weekend(d)));
  }
  return { holidays: holidays.sort(), earlyCloses: earlyCloses.sort() };
}

function weekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

const sessions = new Map<string, Session | null>();

/**
 * The session of an exchange-local date, or null on a weekend or holiday. Kept once computed: every
 * isOpen, nextOpen and list of quotes asks for the same few dates, and each costs four time-zone
 * conversions (Intl), which made a year of half-hour steps take 25 s.
 */
export function sessionOfDate(market: MarketId, date: string): Session | null {
  const key = `${market}${date}`;
  if (!sessions.has(key)) sessions.set(key, computeSession(market, date));
  return sessions.get(key)!;
}

function computeSession(market: MarketId, date: string): Session | null {
  const c = calendars[market];
  const days = daysOfYear(market, Number(date.slice(0, 4)));
  if (weekend(date) || days.holidays.has(date)) return null;
  const early = days.early.has(date);
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

/**
 * Whether the market is open and when it opens next, the same for every instant from the last
 * asked (`since`) to the next session boundary (`until`: the close when open, the next open when
 * closed). Kept per market: a list of quotes asks for every line, though there are two markets,
 * and each answer cost an Intl time-zone conversion or more. An instant outside the span (a clock
 * that moved back, another server's clock in the same process) is computed afresh.
 */
interface MarketStatus {
  since: number;
  until: number;
  open: boolean;
  nextOpen: Date;
}
const statuses = new Map<MarketId, MarketStatus>();

function marketStatus(market: MarketId, at: Date): MarketStatus {
  const t = at.getTime();
  const known = statuses.get(market);
  if (known && t >= known.since && t < known.until) return known;
  const session = sessionAt(market, at);
  const next = nextSession(market, at).open;
  const status = { since: t, until: (session ? session.close : next).getTime(), open: session !== null, nextOpen: next };
  statuses.set(market, status);
  return status;
}

export function isOpen(market: MarketId, at: Date): boolean {
  return marketStatus(market, at).open;
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
  return new Date(marketStatus(market, at).nextOpen);
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

/**
 * Whether the calendar vouches for the trading an order placed now would meet: today's exchange-local
 * date, and the session it would wait for when the market is closed. Outside the reviewed span the
 * rules still give sessions, but an unannounced closure could be missed, so orders are refused.
 */
export function calendarVouchesAt(market: MarketId, at: Date): { vouched: boolean; date: string } {
  const today = wallClock(at, calendars[market].timezone).date;
  if (!calendarVouches(market, today)) return { vouched: false, date: today };
  if (isOpen(market, at)) return { vouched: true, date: today };
  const next = nextSession(market, at).date;
  return { vouched: calendarVouches(market, next), date: next };
}
