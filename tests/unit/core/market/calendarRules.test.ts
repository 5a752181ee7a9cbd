import { describe, expect, it } from 'vitest';
import published from '../../../fixtures/market/calendars-published-2025-2027.json';
import data from '@core/market/data/calendars.json';
import {
  calendarCoversFrom,
  calendarCoversUntil,
  calendarReviewed,
  calendarVouches,
  closedDaysBetween,
  sessionOfDate,
} from '@core/market/calendar';
import { easterSunday } from '@core/market/easter';
import { nthWeekday } from '@core/market/holidayRules';
import { addDays } from '@core/market/zonedTime';
import type { MarketId } from '@core/market/types';

// The calendar is made by rule for any year; the table NYSE and the LSE published for 2025-2027
// (reviewed by hand, kept as a fixture) is the first check that the rules are the exchanges' rules.

const MARKETS: MarketId[] = ['US', 'UK'];

describe('the rules against the published table', () => {
  it.each(MARKETS)('%s: every holiday and early close of 2025-2027, and no other', (market) => {
    const p = published[market];
    const made = closedDaysBetween(market, p.covers.from, p.covers.to);
    expect(made.holidays).toEqual(p.holidays);
    expect(made.earlyCloses).toEqual(p.early_closes);
  });
});

describe('beyond 2027', () => {
  it('closes NYSE on the 2028 holidays and early closes as NYSE publishes them', () => {
    // nyse.com/markets/hours-calendars, 2028 column.
    expect(closedDaysBetween('US', '2028-01-01', '2028-12-31')).toEqual({
      holidays: [
        '2028-01-17',
        '2028-02-21',
        '2028-04-14',
        '2028-05-29',
        '2028-06-19',
        '2028-07-04',
        '2028-09-04',
        '2028-11-23',
        '2028-12-25',
      ],
      earlyCloses: ['2028-07-03', '2028-11-24'],
    });
    expect(sessionOfDate('US', '2028-04-14')).toBeNull(); // Good Friday
    expect(sessionOfDate('US', '2028-11-24')?.early).toBe(true);
  });

  it('closes the LSE on the England and Wales bank holidays of 2028 (gov.uk) and half days on 24 (a Sunday: none) and 31 December (a Sunday: none)', () => {
    expect(closedDaysBetween('UK', '2028-01-01', '2028-12-31')).toEqual({
      holidays: ['2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26'],
      earlyCloses: [],
    });
    expect(sessionOfDate('UK', '2028-04-17')).toBeNull(); // Easter Monday
  });

  it('keeps a year-end Friday open when New Year falls on a Saturday (NYSE Rule 7.2), and substitutes both Christmas days in London', () => {
    // 2033-01-01 is a Saturday.
    expect(sessionOfDate('US', '2032-12-31')).not.toBeNull();
    expect(sessionOfDate('UK', '2033-01-03')).toBeNull();
    // 2032-12-25 is a Saturday: Christmas on Monday 27, Boxing Day on Tuesday 28.
    expect(closedDaysBetween('UK', '2032-12-20', '2032-12-31').holidays).toEqual(['2032-12-27', '2032-12-28']);
    expect(closedDaysBetween('US', '2032-12-20', '2032-12-31').holidays).toEqual(['2032-12-24']);
  });
});

describe('reviewed exceptions', () => {
  it('applies the one-off closures and moved bank holidays', () => {
    expect(sessionOfDate('US', '2025-01-09')).toBeNull(); // National Day of Mourning, President Carter
    expect(sessionOfDate('UK', '2022-09-19')).toBeNull(); // State Funeral of Queen Elizabeth II
    expect(sessionOfDate('UK', '2023-05-08')).toBeNull(); // Coronation
    expect(sessionOfDate('UK', '2022-06-02')).toBeNull(); // Platinum Jubilee: spring bank holiday moved here
    expect(sessionOfDate('UK', '2022-06-03')).toBeNull();
    expect(sessionOfDate('UK', '2022-05-30')).not.toBeNull(); // ...from the last Monday of May, which traded
    expect(sessionOfDate('UK', '2020-05-04')).not.toBeNull(); // VE Day: early May bank holiday moved to the 8th
    expect(sessionOfDate('UK', '2020-05-08')).toBeNull();
  });

  it.each(MARKETS)(
    '%s: each exception changes what the rules alone give, lies in the span vouched for, and says why and where from',
    (market) => {
      for (const e of data[market].exceptions) {
        expect(calendarVouches(market, e.date)).toBe(true);
        expect(e.why.length).toBeGreaterThan(10);
        expect(e.source.length).toBeGreaterThan(10);
      }
      const dates = data[market].exceptions.map((e) => e.date);
      expect(new Set(dates).size).toBe(dates.length);
    },
  );
});

describe('the span vouched for', () => {
  it('reaches at least 5 years past the last review', () => {
    const fiveYears = `${Number(calendarReviewed().slice(0, 4)) + 5}${calendarReviewed().slice(4)}`;
    for (const market of MARKETS) expect(calendarCoversUntil(market) >= fiveYears).toBe(true);
  });

  it('vouches for a date inside it only', () => {
    expect(calendarVouches('US', calendarCoversUntil('US'))).toBe(true);
    expect(calendarVouches('US', addDays(calendarCoversUntil('US'), 1))).toBe(false);
    expect(calendarVouches('UK', addDays(calendarCoversFrom('UK'), -1))).toBe(false);
  });
});

describe('the computus and weekday rules', () => {
  it('gives Easter Sunday as the tables do, from its earliest (22 March) to its latest (25 April) date', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22',
      1943: '1943-04-25',
      2000: '2000-04-23',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2038: '2038-04-25',
      2100: '2100-03-28',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(nthWeekday(2028, 11, 4, 4)).toBe('2028-11-23'); // Thanksgiving
    expect(nthWeekday(2028, 5, 1, -1)).toBe('2028-05-29'); // last Monday of May
    expect(nthWeekday(2031, 12, 3, -1)).toBe('2031-12-31'); // a month ending on that weekday
    expect(nthWeekday(2029, 1, 1, 1)).toBe('2029-01-01'); // a month starting on it
  });
});
