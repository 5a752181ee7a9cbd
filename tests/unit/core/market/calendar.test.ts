import { describe, expect, it } from 'vitest';
import {
  calendarCoversUntil,
  isOpen,
  marketTimeZone,
  nextOpen,
  nextSession,
  previousSession,
  sessionAt,
  sessionOfDate,
  sessionsBetween,
} from '@core/market/calendar';
import type { MarketId, Session } from '@core/market/types';

// Expected instants are written in UTC by hand from the exchanges' hours and the clock-change dates
// (U.S. summer time 2026-03-08 to 2026-11-01, U.K. 2026-03-29 to 2026-10-25), so a wrong offset
// anywhere in the chain shows here as a wrong hour.

const at = (iso: string) => new Date(iso);
const MS = 1;

function hours(s: Session | null): [string, string] | null {
  return s && [s.open.toISOString(), s.close.toISOString()];
}

describe('sessions of a date', () => {
  it('names the exchange time zones', () => {
    expect(marketTimeZone('US')).toBe('America/New_York');
    expect(marketTimeZone('UK')).toBe('Europe/London');
    expect(calendarCoversUntil('US')).toBe('2032-12-31');
    expect(calendarCoversUntil('UK')).toBe('2032-12-31');
  });

  it('has no session on weekends and holidays', () => {
    expect(sessionOfDate('US', '2026-03-07')).toBeNull(); // Saturday
    expect(sessionOfDate('US', '2026-03-08')).toBeNull(); // Sunday
    expect(sessionOfDate('US', '2026-07-03')).toBeNull(); // Independence Day observed
    expect(sessionOfDate('US', '2025-01-09')).toBeNull(); // National Day of Mourning
    expect(sessionOfDate('UK', '2026-04-06')).toBeNull(); // Easter Monday
    expect(sessionOfDate('UK', '2026-12-28')).toBeNull(); // Boxing Day substitute
    // The other side trades on each other's holidays.
    expect(sessionOfDate('UK', '2026-07-03')).not.toBeNull();
    expect(sessionOfDate('US', '2026-04-06')).not.toBeNull();
  });

  it('closes early at 13:00 New York and 12:30 London', () => {
    expect(sessionOfDate('US', '2026-11-27')).toEqual({
      date: '2026-11-27',
      open: at('2026-11-27T14:30:00Z'),
      close: at('2026-11-27T18:00:00Z'),
      early: true,
    });
    expect(hours(sessionOfDate('US', '2025-07-03'))).toEqual(['2025-07-03T13:30:00.000Z', '2025-07-03T17:00:00.000Z']);
    expect(sessionOfDate('UK', '2026-12-24')).toEqual({
      date: '2026-12-24',
      open: at('2026-12-24T08:00:00Z'),
      close: at('2026-12-24T12:30:00Z'),
      early: true,
    });
    expect(sessionOfDate('UK', '2026-12-23')?.early).toBe(false);
  });
});

describe('clock changes: the weeks when only one side has moved', () => {
  // [date, US open, US close, UK open, UK close] in UTC.
  const rows: [string, string, string, string, string][] = [
    ['2026-03-06', '14:30', '21:00', '08:00', '16:30'], // both on winter time
    ['2026-03-09', '13:30', '20:00', '08:00', '16:30'], // U.S. moved on 8 March, U.K. not yet
    ['2026-03-27', '13:30', '20:00', '08:00', '16:30'],
    ['2026-03-30', '13:30', '20:00', '07:00', '15:30'], // U.K. moved on 29 March
    ['2026-10-23', '13:30', '20:00', '07:00', '15:30'], // both on summer time
    ['2026-10-26', '13:30', '20:00', '08:00', '16:30'], // U.K. back on 25 October, U.S. not yet
    ['2026-10-30', '13:30', '20:00', '08:00', '16:30'],
    ['2026-11-02', '14:30', '21:00', '08:00', '16:30'], // U.S. back on 1 November
  ];
  it.each(rows)('%s', (date, usOpen, usClose, ukOpen, ukClose) => {
    expect(hours(sessionOfDate('US', date))).toEqual([`${date}T${usOpen}:00.000Z`, `${date}T${usClose}:00.000Z`]);
    expect(hours(sessionOfDate('UK', date))).toEqual([`${date}T${ukOpen}:00.000Z`, `${date}T${ukClose}:00.000Z`]);
  });

  it('the hours between the two sessions shift with the clocks', () => {
    // 15:45 UTC on a Monday: in London 15:45 (open) in March before the change, 16:45 (closed) after it.
    expect(isOpen('UK', at('2026-03-23T15:45:00Z'))).toBe(true);
    expect(isOpen('UK', at('2026-03-30T15:45:00Z'))).toBe(false);
    // 13:45 UTC: in New York 08:45 before 8 March (closed), 09:45 after (open).
    expect(isOpen('US', at('2026-03-02T13:45:00Z'))).toBe(false);
    expect(isOpen('US', at('2026-03-09T13:45:00Z'))).toBe(true);
  });
});

describe('open and closed at the edges', () => {
  const cases: [MarketId, string, string][] = [
    ['US', '2026-06-10T13:30:00Z', '2026-06-10T20:00:00Z'],
    ['US', '2026-01-14T14:30:00Z', '2026-01-14T21:00:00Z'],
    ['US', '2026-11-27T14:30:00Z', '2026-11-27T18:00:00Z'], // early close
    ['UK', '2026-06-10T07:00:00Z', '2026-06-10T15:30:00Z'],
    ['UK', '2026-01-14T08:00:00Z', '2026-01-14T16:30:00Z'],
    ['UK', '2026-12-31T08:00:00Z', '2026-12-31T12:30:00Z'], // early close
  ];
  it.each(cases)('%s %s to %s: open inclusive, close exclusive', (market, open, close) => {
    const o = at(open).getTime();
    const c = at(close).getTime();
    expect(isOpen(market, new Date(o - MS))).toBe(false);
    expect(isOpen(market, new Date(o))).toBe(true);
    expect(isOpen(market, new Date(c - MS))).toBe(true);
    expect(isOpen(market, new Date(c))).toBe(false);
    expect(sessionAt(market, new Date(o))?.open.getTime()).toBe(o);
    expect(sessionAt(market, new Date(c))).toBeNull();
  });

  it('is closed all weekend and on a holiday', () => {
    for (const t of ['2026-05-23T15:00:00Z', '2026-05-24T15:00:00Z', '2026-05-25T15:00:00Z']) expect(isOpen('US', at(t))).toBe(false);
    for (const t of ['2026-04-03T10:00:00Z', '2026-04-04T10:00:00Z', '2026-04-06T10:00:00Z']) expect(isOpen('UK', at(t))).toBe(false);
  });
});

describe('when a closed market opens next', () => {
  const cases: [string, MarketId, string, string][] = [
    ['before the bell', 'US', '2026-06-10T12:00:00Z', '2026-06-10T13:30:00Z'],
    ['at the close', 'US', '2026-06-10T20:00:00Z', '2026-06-11T13:30:00Z'],
    ['a Saturday', 'US', '2026-11-28T17:00:00Z', '2026-11-30T14:30:00Z'],
    ['a Friday night in New York, already Saturday in UTC', 'US', '2026-06-13T02:00:00Z', '2026-06-15T13:30:00Z'],
    ['Memorial Day weekend', 'US', '2026-05-22T20:00:00Z', '2026-05-26T13:30:00Z'],
    ['Christmas 2026 after the early close', 'US', '2026-12-24T18:00:00Z', '2026-12-28T14:30:00Z'],
    ['Christmas 2027 (Christmas observed Friday)', 'US', '2027-12-23T21:00:00Z', '2027-12-27T14:30:00Z'],
    ['Easter (Good Friday to Easter Monday)', 'UK', '2026-04-02T15:30:00Z', '2026-04-07T07:00:00Z'],
    ['Christmas 2026 after the half day', 'UK', '2026-12-24T12:30:00Z', '2026-12-29T08:00:00Z'],
    ['Christmas 2027, four days shut', 'UK', '2027-12-24T12:30:00Z', '2027-12-29T08:00:00Z'],
    ['New Year 2027', 'UK', '2026-12-31T12:30:00Z', '2027-01-04T08:00:00Z'],
  ];
  it.each(cases)('%s (%s)', (_what, market, now, opens) => {
    expect(isOpen(market, at(now))).toBe(false);
    expect(nextOpen(market, at(now)).toISOString()).toBe(at(opens).toISOString());
    expect(isOpen(market, at(opens))).toBe(true);
  });

  it('while open, the next session is the one after the current', () => {
    const now = at('2026-06-10T15:00:00Z');
    expect(sessionAt('US', now)?.date).toBe('2026-06-10');
    expect(nextSession('US', now).date).toBe('2026-06-11');
    expect(previousSession('US', now).date).toBe('2026-06-10');
  });

  it('the previous session, over a holiday weekend', () => {
    expect(previousSession('US', at('2026-05-25T15:00:00Z')).date).toBe('2026-05-22');
    expect(previousSession('UK', at('2026-12-29T07:59:00Z')).date).toBe('2026-12-24');
  });

  // Every closed instant of 2026, in 30-minute steps (which land on every open and close), has a next open that is later, is open, and has
  // nothing open between: "closed" always comes with a truthful next open.
  it.each<MarketId>(['US', 'UK'])('%s: every closed instant of 2026 knows its next open', (market) => {
    const step = 30 * 60_000;
    let checked = 0;
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += step) {
      const now = new Date(t);
      if (isOpen(market, now)) continue;
      const next = nextOpen(market, now);
      expect(next.getTime()).toBeGreaterThan(t);
      expect(isOpen(market, next)).toBe(true);
      expect(isOpen(market, new Date(next.getTime() - MS))).toBe(false);
      // No session opens or is open between now and the next open.
      expect(previousSession(market, new Date(next.getTime() - MS)).close.getTime()).toBeLessThanOrEqual(t);
      checked++;
    }
    expect(checked).toBeGreaterThan(12_000);
  });
});

describe('sessions between two instants', () => {
  const year = (y: number) => [at(`${y}-01-01T00:00:00Z`), at(`${y + 1}-01-01T00:00:00Z`)] as const;
  // Weekdays less holidays: 2025 has 261 weekdays, 2026 261, 2027 261.
  const counts: [MarketId, number, number, number][] = [
    ['US', 2025, 250, 3],
    ['US', 2026, 251, 2],
    ['US', 2027, 251, 1],
    ['UK', 2025, 253, 2],
    ['UK', 2026, 253, 2],
    ['UK', 2027, 253, 2],
  ];
  it.each(counts)('%s %i: %i sessions, %i early', (market, y, sessions, early) => {
    const list = sessionsBetween(market, ...year(y));
    expect(list).toHaveLength(sessions);
    expect(list.filter((s) => s.early)).toHaveLength(early);
    expect(list[0]!.date.startsWith(`${y}-01-0`)).toBe(true);
    for (let i = 1; i < list.length; i++) expect(list[i]!.open.getTime()).toBeGreaterThan(list[i - 1]!.close.getTime());
  });

  it('counts a session whose open lies in [from, to)', () => {
    const open = at('2026-06-10T13:30:00Z');
    expect(sessionsBetween('US', open, new Date(open.getTime() + MS)).map((s) => s.date)).toEqual(['2026-06-10']);
    expect(sessionsBetween('US', new Date(open.getTime() + MS), at('2026-06-11T13:30:00Z'))).toEqual([]);
    expect(sessionsBetween('US', at('2026-12-24T00:00:00Z'), at('2027-01-01T00:00:00Z')).map((s) => s.date)).toEqual([
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });
});

describe('isOpen and nextOpen kept per market until the next boundary', () => {
  it('answer as the sessions do for instants asked in any order, forwards and back, across boundaries', () => {
    // A deterministic walk: mostly small steps forward (a ticking clock), some jumps back (another
    // server's clock in the same process) and across weeks, around opens and closes to the millisecond.
    let seed = 22;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let t = at('2026-03-06T12:00:00Z').getTime();
    for (let i = 0; i < 20_000; i++) {
      const r = random();
      t +=
        r < 0.8
          ? Math.floor(random() * 20 * 60_000)
          : r < 0.9
            ? -Math.floor(random() * 3 * 86_400_000)
            : Math.floor(random() * 9 * 86_400_000);
      const market: MarketId = random() < 0.5 ? 'US' : 'UK';
      const s = sessionAt(market, new Date(t));
      // Land exactly on a boundary now and then.
      if (random() < 0.05) t = (s ? s.close : nextSession(market, new Date(t)).open).getTime() - (random() < 0.5 ? MS : 0);
      const when = new Date(t);
      expect(isOpen(market, when), when.toISOString()).toBe(sessionAt(market, when) !== null);
      expect(nextOpen(market, when).getTime(), when.toISOString()).toBe(nextSession(market, when).open.getTime());
    }
  });
});
