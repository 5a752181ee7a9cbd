import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import data from '@core/market/data/calendars.json';
import type { MarketId } from '@core/market/types';

// The reviewed calendar file (core/market/data/calendars.json) against a second, independent source:
// the date-holidays package's U.S. federal holidays and England-and-Wales bank holidays, computed from
// its own rules (observance, substitute days, Easter). The exchanges do not follow public holidays
// exactly, so every difference between the two is listed here with its reason: a date that differs
// without being listed fails, and so does a listed difference that is no longer there.

const YEARS = [2025, 2026, 2027] as const;

interface Known {
  date: string;
  why: string;
}

/** Public holidays on a weekday on which the exchange trades all the same. */
const TRADES_ON: Record<MarketId, Known[]> = {
  US: [
    { date: '2025-10-13', why: 'Columbus Day: a federal holiday, not an NYSE holiday' },
    { date: '2025-11-11', why: 'Veterans Day: a federal holiday, not an NYSE holiday' },
    { date: '2026-10-12', why: 'Columbus Day: a federal holiday, not an NYSE holiday' },
    { date: '2026-11-11', why: 'Veterans Day: a federal holiday, not an NYSE holiday' },
    { date: '2027-10-11', why: 'Columbus Day: a federal holiday, not an NYSE holiday' },
    { date: '2027-11-11', why: 'Veterans Day: a federal holiday, not an NYSE holiday' },
    {
      date: '2027-12-31',
      why: 'New Year 2028 falls on a Saturday: NYSE Rule 7.2 keeps the year-end Friday open, the federal calendar observes it',
    },
  ],
  UK: [],
};

/** Exchange closures on a weekday that the public-holiday source does not have. */
const CLOSES_ALSO: Record<MarketId, Known[]> = {
  US: [
    { date: '2025-01-09', why: 'National Day of Mourning for President Carter: NYSE closed by announcement' },
    { date: '2025-04-18', why: 'Good Friday: an NYSE holiday, not a federal one' },
    { date: '2026-04-03', why: 'Good Friday: an NYSE holiday, not a federal one' },
    { date: '2027-03-26', why: 'Good Friday: an NYSE holiday, not a federal one' },
  ],
  UK: [],
};

function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function sourceFor(market: MarketId): Holidays {
  return market === 'US' ? new Holidays('US') : new Holidays('GB', 'ENG');
}

/** The source's days off for everyone (public and bank holidays, substitute days included) that fall on a weekday. */
function sourceHolidays(market: MarketId): string[] {
  const hd = sourceFor(market);
  const dates = YEARS.flatMap((y) => hd.getHolidays(y))
    .filter((h) => h.type === 'public' || h.type === 'bank')
    .map((h) => h.date.slice(0, 10))
    .filter(isWeekday);
  return [...new Set(dates)].sort();
}

/** A named day of the source (e.g. "Day after Thanksgiving Day"), one date per year. */
function sourceDay(market: MarketId, name: string): string[] {
  const hd = sourceFor(market);
  return YEARS.flatMap((y) => hd.getHolidays(y, 'en'))
    .filter((h) => h.name === name && !h.substitute)
    .map((h) => h.date.slice(0, 10));
}

const MARKETS: MarketId[] = ['US', 'UK'];

describe.each(MARKETS)('%s calendar data', (market) => {
  const cal = data[market];
  const inYears = (d: string) => YEARS.some((y) => d.startsWith(`${y}-`));

  it('covers 2025 to 2027, holidays and early closes sorted, unique, on weekdays, never both', () => {
    expect(cal.covers).toEqual({ from: '2025-01-01', to: '2027-12-31' });
    for (const list of [cal.holidays, cal.early_closes]) {
      expect(list).toEqual([...new Set(list)].sort());
      expect(list.filter((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || !isWeekday(d) || !inYears(d))).toEqual([]);
    }
    expect(cal.early_closes.filter((d) => cal.holidays.includes(d))).toEqual([]);
  });

  it('closes on exactly the source holidays, less the days it trades on, plus its own closures', () => {
    const trades = TRADES_ON[market].map((k) => k.date);
    const extra = CLOSES_ALSO[market].map((k) => k.date);
    const source = sourceHolidays(market);
    // The known differences must still be differences, so the lists cannot go stale.
    expect(trades.filter((d) => !source.includes(d))).toEqual([]);
    expect(extra.filter((d) => source.includes(d))).toEqual([]);
    const expected = [...source.filter((d) => !trades.includes(d)), ...extra].sort();
    expect(cal.holidays).toEqual(expected);
  });

  it('lists each known difference once, with a reason', () => {
    const known = [...TRADES_ON[market], ...CLOSES_ALSO[market]];
    expect(new Set(known.map((k) => k.date)).size).toBe(known.length);
    for (const k of known) expect(k.why.length).toBeGreaterThan(10);
  });
});

describe('early closes', () => {
  const sessionDay = (market: MarketId, d: string) => isWeekday(d) && !data[market].holidays.includes(d);

  it('U.S.: 13:00 on the day after Thanksgiving, Christmas Eve and 3 July, whenever each is a trading day', () => {
    expect(data.US.early_close).toBe('13:00');
    // The day after Thanksgiving and Christmas Eve come from the source; 3 July is NYSE's own rule.
    const afterThanksgiving = sourceDay('US', 'Day after Thanksgiving Day');
    const christmasEve = sourceDay('US', 'Christmas Eve');
    expect(afterThanksgiving).toEqual(['2025-11-28', '2026-11-27', '2027-11-26']);
    expect(christmasEve).toEqual(['2025-12-24', '2026-12-24', '2027-12-24']);
    const july3 = YEARS.map((y) => `${y}-07-03`);
    const expected = [...afterThanksgiving, ...christmasEve, ...july3].filter((d) => sessionDay('US', d)).sort();
    expect(data.US.early_closes).toEqual(expected);
  });

  it('U.K.: 12:30 on 24 and 31 December whenever each is a trading day', () => {
    expect(data.UK.early_close).toBe('12:30');
    const expected = YEARS.flatMap((y) => [`${y}-12-24`, `${y}-12-31`]).filter((d) => sessionDay('UK', d));
    expect(data.UK.early_closes).toEqual(expected);
  });
});

describe('regular hours and zones', () => {
  it('NYSE 09:30 to 16:00 New York time, LSE 08:00 to 16:30 London time', () => {
    expect([data.US.timezone, data.US.open, data.US.close]).toEqual(['America/New_York', '09:30', '16:00']);
    expect([data.UK.timezone, data.UK.open, data.UK.close]).toEqual(['Europe/London', '08:00', '16:30']);
  });
});
