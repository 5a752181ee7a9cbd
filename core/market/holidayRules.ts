// The exchanges' standing holiday rules, for any year. One-off changes (days of mourning, moved
// bank holidays) are not rules: they are the reviewed exceptions in data/calendars.json.
import type { MarketId } from './types';
import { easterSunday } from './easter';
import { addDays } from './zonedTime';

/** The days a rule closes the exchange and the days it closes early, on weekdays, for one year. */
export interface YearRules {
  holidays: string[];
  earlyCloses: string[];
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

/** The nth (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = iso(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = addDays(iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** NYSE Rule 7.2: a Saturday holiday is kept on the Friday before, a Sunday one on the Monday after. */
function nyseObserved(date: string): string {
  if (weekday(date) === 6) return addDays(date, -1);
  if (weekday(date) === 0) return addDays(date, 1);
  return date;
}

/**
 * NYSE (every U.S. venue follows it), as nyse.com/markets/hours-calendars publishes it. New Year's
 * Day on a Saturday is not moved to the Friday before: Rule 7.2 keeps a year-end trading day open.
 */
function usYear(year: number): YearRules {
  const newYear = iso(year, 1, 1);
  const holidays = [
    ...(weekday(newYear) === 6 ? [] : [nyseObserved(newYear)]),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    addDays(easterSunday(year), -2), // Good Friday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    ...(year >= 2022 ? [nyseObserved(iso(year, 6, 19))] : []), // Juneteenth, an NYSE holiday since 2022
    nyseObserved(iso(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    nyseObserved(iso(year, 12, 25)),
  ];
  // 13:00 closes: the day after Thanksgiving, and 3 July and Christmas Eve when each is a weekday
  // before the holiday itself (not when it is the observed holiday).
  const early = [addDays(nthWeekday(year, 11, 4, 4), 1), iso(year, 7, 3), iso(year, 12, 24)];
  return { holidays, earlyCloses: early.filter((d) => !isWeekend(d) && !holidays.includes(d)) };
}

/**
 * The London Stock Exchange trades on England and Wales business days (the Banking and Financial
 * Dealings Act 1971 bank holidays, as gov.uk/bank-holidays publishes them) and closes at 12:30 on
 * 24 and 31 December.
 */
function ukYear(year: number): YearRules {
  const easter = easterSunday(year);
  const holidays = [
    substitute(iso(year, 1, 1), []),
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    nthWeekday(year, 5, 1, 1), // Early May bank holiday
    nthWeekday(year, 5, 1, -1), // Spring bank holiday
    nthWeekday(year, 8, 1, -1), // Summer bank holiday
  ];
  // Christmas and Boxing Day: each that falls on a weekend moves to the next weekday not already a holiday.
  const christmas = substitute(iso(year, 12, 25), []);
  const boxing = substitute(iso(year, 12, 26), [christmas]);
  holidays.push(christmas, boxing);
  const early = [iso(year, 12, 24), iso(year, 12, 31)];
  return { holidays, earlyCloses: early.filter((d) => !isWeekend(d) && !holidays.includes(d)) };
}

/** A U.K. bank holiday's day off: the date, or the first weekday after it that is not already taken. */
function substitute(date: string, taken: string[]): string {
  let d = date;
  while (isWeekend(d) || taken.includes(d)) d = addDays(d, 1);
  return d;
}

const RULES: Record<MarketId, (year: number) => YearRules> = { US: usYear, UK: ukYear };

/** The rule-made holidays and early closes of an exchange in a year, sorted. */
export function rulesOfYear(market: MarketId, year: number): YearRules {
  const r = RULES[market](year);
  return { holidays: [...new Set(r.holidays)].sort(), earlyCloses: [...new Set(r.earlyCloses)].sort() };
}
