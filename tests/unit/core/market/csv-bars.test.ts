import { describe, expect, it } from 'vitest';
import { parseBarCsv } from '@core/market/csv-bars';
import { calendarNotices } from '@core/market/notices';

describe('bar CSV files', () => {
  it('reads minute bars with the code from the file name', () => {
    const { bars, refused } = parseBarCsv(
      'time,open,high,low,close,volume\n2026-11-20T14:30:00Z,600.00,600.50,599.90,600.10,1200\n',
      'minute',
      'SPY',
    );
    expect(refused).toEqual([]);
    expect(bars).toEqual([
      { time: '2026-11-20T14:30:00Z', code: 'SPY', open: '600.00', high: '600.50', low: '599.90', close: '600.10', volume: 1200, line: 2 },
    ]);
  });

  it('refuses a wrong header, and each bad row with its line and reason', () => {
    expect(parseBarCsv('date,price\n', 'daily').refused).toEqual([
      { line: 1, reason: 'the header must be "code,date,open,high,low,close,volume"' },
    ]);
    const text = [
      'code,date,open,high,low,close,volume',
      'spy,2026-11-20,1.00,1.10,0.90,1.05,10',
      'SPY,2026-11-20,1.00,0.99,0.90,1.05,10',
      'SPY,2026-11-20,-1,1.10,0.90,1.05,10',
      'SPY,2026-11-20,1.00,1.10,0.90,1.05,ten',
      'SPY,20261120,1.00,1.10,0.90,1.05,10',
      'SPY,2026-11-20,0,0,0,0,10',
    ].join('\n');
    const { bars, refused } = parseBarCsv(text, 'daily');
    expect(bars.map((b) => b.code)).toEqual(['SPY']);
    expect(refused).toEqual([
      { line: 3, reason: 'high must be at least open and close, and low at most both' },
      { line: 4, reason: 'a price is not a positive decimal: -1' },
      { line: 5, reason: 'bad volume "ten"' },
      { line: 6, reason: 'bad date "20261120"' },
      { line: 7, reason: 'prices must be above zero' },
    ]);
  });
});

describe('calendar notices', () => {
  it('lists the holidays and early closes ahead, soonest first, with the next open after a holiday', () => {
    const notices = calendarNotices(new Date('2026-11-20T12:00:00Z'), 45);
    expect(notices.map((n) => n.key)).toEqual(
      expect.arrayContaining([
        'US-holiday-2026-11-26',
        'US-early-2026-11-27',
        'US-holiday-2026-12-25',
        'UK-holiday-2026-12-25',
        'UK-holiday-2026-12-28',
      ]),
    );
    const thanksgiving = notices.find((n) => n.key === 'US-holiday-2026-11-26')!;
    expect(thanksgiving.nextOpen).toEqual(new Date('2026-11-27T14:30:00Z'));
    const dates = notices.map((n) => n.date);
    expect(dates).toEqual([...dates].sort());
  });
});
