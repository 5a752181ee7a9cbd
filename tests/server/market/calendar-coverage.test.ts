import { describe, expect, it } from 'vitest';
import { calendarCoverageWarnings } from '@server/market/calendar-coverage';

// The calendars are reviewed to 2032-12-31 (core/market/data/calendars.json).

describe('start-up warning on the trading calendars', () => {
  it('says nothing while both calendars are reviewed for more than a year ahead', () => {
    expect(calendarCoverageWarnings(new Date('2026-11-27T12:00:00Z'))).toEqual([]);
    expect(calendarCoverageWarnings(new Date('2031-12-30T12:00:00Z'))).toEqual([]);
  });

  it('names each market whose reviewed span ends within 12 months, and its last day', () => {
    const warnings = calendarCoverageWarnings(new Date('2032-01-02T12:00:00Z'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('US trading calendar is reviewed only until 2032-12-31');
    expect(warnings[1]).toContain('UK trading calendar');
    expect(warnings[0]).not.toContain('already past');
  });

  it('says so when the span is already past', () => {
    expect(calendarCoverageWarnings(new Date('2033-02-01T12:00:00Z'))[0]).toContain('already past');
  });
});
