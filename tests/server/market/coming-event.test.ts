import { expect, it } from 'vitest';
import { describeOnPglite } from '../support/harness';
import { testMarket, tick, US_OPEN } from '../support/trading';

// A line's page announces its market's holiday or early close of the coming week (etf/detail
// market_event), from the same calendar as the News tab's notices.

describeOnPglite(
  'the coming market event on a line',
  (get) => {
    it('names the next holiday, then the early close, of the line’s own market within a week, and nothing in a regular week', async () => {
      const s = get();
      tick(s, 'SPY', '600.00', '600.10');
      tick(s, 'VUSA', '100.00', '100.10');
      // Tuesday 24 November 2026: Thanksgiving (Thursday 26) closes New York; London has a regular week.
      const spy = await s.api('etf/detail', { code: 'SPY' }, { lan: 'en' });
      expect(spy.data.market_event).toEqual({ kind: 'holiday', date: '2026-11-26', time: '', timezone: 'America/New_York' });
      expect((await s.api('etf/detail', { code: 'VUSA' })).data.market_event).toBeNull();
      // Thursday 26 November: the holiday has begun in New York's date, so the next event is Friday's 13:00 close.
      s.clock.advance(2 * 86_400_000);
      tick(s, 'SPY', '600.00', '600.10');
      const after = await s.api('etf/detail', { code: 'SPY' });
      expect(after.data.market_event).toMatchObject({ kind: 'holiday', date: '2026-11-26' });
      s.clock.advance(86_400_000);
      tick(s, 'SPY', '600.00', '600.10');
      expect((await s.api('etf/detail', { code: 'SPY' })).data.market_event).toEqual({
        kind: 'early_close',
        date: '2026-11-27',
        time: '13:00',
        timezone: 'America/New_York',
      });
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
