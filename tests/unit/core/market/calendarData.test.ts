import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { calendarCoversFrom, calendarCoversUntil, closedDaysBetween, marketTimeZone, sessionHours } from '@core/market/calendar';
import type { MarketId } from '@core/market/types';

// The rule-made calendar (core/market/holidayRules.ts and the exceptions in data/calendars.json) over
// every year it vouches for, against a second, independent source: the date-holidays package's U.S.
// federal holidays and England-and-Wales bank holidays, computed from its own rules (observance,
// substitute days, Easter). The exchanges do not follow public holidays exactly, so every kind of
// difference between the two is listed here with its reason: a date that differs for no listed
// reason fails, and so does a listed one-off difference that is no longer there.

const firstYear = Number(calendarCoversFrom('US').slice(0, 4));
const lastYear = Number(calendarCoversUntil('US').slice(0, 4));
const YEARS = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);

interface SourceDay {
  date: string;
  name: string;
}

/** Why the exchange trades on a public holiday of the source: a reason for the day, or undefined. */
const TRADES_ON: Record<MarketId, (d: SourceDay) => string | undefined> = {
  US: (d) =>
    d.name === 'Columbus Day'
      ? 'a federal holiday, not an NYSE holiday'
      : d.name.startsWith('Veterans Day')
        ? 'a federal holiday, not an NYSE holiday'
        : d.name === "New Year's Day (substitute day)" && d.date.endsWith('-12-31')
          ? 'New Year on a Saturday: NYSE Rule 7.2 keeps the year-end Friday open, the federal calendar observes it'
          : d.name.startsWith('Juneteenth') && d.date < '2022-01-01'
            ? 'Juneteenth became an NYSE holiday in 2022, a year after the federal one'
            : undefined,
  UK: () => undefined,
};

/** Exchange closures on a weekday that the public-holiday source does not have: a reason, or undefined. */
const CLOSES_ALSO: Record<MarketId, (date: string) => string | undefined> = {
  US: (date) => (date === '2025-01-09' ? 'National Day of Mourning for President Carter: NYSE closed by announcement' : undefined),
  UK: () => undefined,
};
/** Good Friday: an NYSE holiday, not a federal one (dates from the source's English calendar, not our computus). */
const GOOD_FRIDAYS = YEARS.flatMap((y) => new Holidays('GB', 'ENG').getHolidays(y, 'en'))
  .filter((h) => h.name === 'Good Friday')
  .map((h) => h.date.slice(0, 10));

function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function sourceFor(market: MarketId): Holidays {
  return market === 'US' ? new Holidays('US') : new Holidays('GB', 'ENG');
}

/** The source's days off for everyone (public and bank holidays, substitute days included) that fall on a weekday. */
function sourceHolidays(market: MarketId): SourceDay[] {
  const hd = sourceFor(market);
  return YEARS.flatMap((y) => hd.getHolidays(y, 'en'))
    .filter((h) => h.type === 'public' || h.type === 'bank')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => isWeekday(h.date));
}

/** A named day of the source (e.g. "Day after Thanksgiving Day"), one date per year. */
function sourceDay(market: MarketId, name: string): string[] {
  const hd = sourceFor(market);
  return YEARS.flatMap((y) => hd.getHolidays(y, 'en'))
    .filter((h) => h.name === name && !h.substitute)
    .map((h) => h.date.slice(0, 10));
}

const MARKETS: MarketId[] = ['US', 'UK'];
const span = (market: MarketId) => closedDaysBetween(market, `${firstYear}-01-01`, `${lastYear}-12-31`);

describe.each(MARKETS)('%s calendar', (market) => {
  it(`vouches for whole years, ${firstYear} to ${lastYear}, the same span on both exchanges`, () => {
    expect([calendarCoversFrom(market), calendarCoversUntil(market)]).toEqual([`${firstYear}-01-01`, `${lastYear}-12-31`]);
    const { holidays, earlyCloses } = span(market);
    expect(earlyCloses.filter((d) => holidays.includes(d))).toEqual([]);
  });

  it('closes on exactly the source holidays, less the days it trades on, plus its own closures', () => {
    const source = sourceHolidays(market);
    const { holidays } = span(market);
    const unexplained = source.filter((d) => !holidays.includes(d.date) && !TRADES_ON[market](d));
    expect(unexplained).toEqual([]);
    const sourceDates = new Set(source.map((d) => d.date));
    const extra = holidays.filter((d) => !sourceDates.has(d));
    expect(extra.filter((d) => !CLOSES_ALSO[market](d) && !(market === 'US' && GOOD_FRIDAYS.includes(d)))).toEqual([]);
    // The one-off differences must still be differences, so the list cannot go stale.
    if (market === 'US') expect(extra).toContain('2025-01-09');
  });
});

describe('early closes', () => {
  const sessionDay = (market: MarketId, d: string) => isWeekday(d) && !span(market).holidays.includes(d);

  it('U.S.: 13:00 on the day after Thanksgiving, Christmas Eve and 3 July, whenever each is a trading day', () => {
    expect(sessionHours('US').early_close).toBe('13:00');
    // The day after Thanksgiving and Christmas Eve come from the source; 3 July is NYSE's own rule.
    const afterThanksgiving = sourceDay('US', 'Day after Thanksgiving Day');
    const christmasEve = sourceDay('US', 'Christmas Eve');
    expect(afterThanksgiving).toHaveLength(YEARS.length);
    expect(christmasEve).toHaveLength(YEARS.length);
    const july3 = YEARS.map((y) => `${y}-07-03`);
    const expected = [...afterThanksgiving, ...christmasEve, ...july3].filter((d) => sessionDay('US', d)).sort();
    expect(span('US').earlyCloses).toEqual(expected);
  });

  it('U.K.: 12:30 on 24 and 31 December whenever each is a trading day', () => {
    expect(sessionHours('UK').early_close).toBe('12:30');
    const expected = YEARS.flatMap((y) => [`${y}-12-24`, `${y}-12-31`]).filter((d) => sessionDay('UK', d));
    expect(span('UK').earlyCloses).toEqual(expected);
  });
});

describe('regular hours and zones', () => {
  it('NYSE 09:30 to 16:00 New York time, LSE 08:00 to 16:30 London time', () => {
    expect([marketTimeZone('US'), sessionHours('US').open, sessionHours('US').close]).toEqual(['America/New_York', '09:30', '16:00']);
    expect([marketTimeZone('UK'), sessionHours('UK').open, sessionHours('UK').close]).toEqual(['Europe/London', '08:00', '16:30']);
  });
});
