import { expect, it } from 'vitest';
import { calendarCoversUntil } from '@core/market/calendar';
import { describeEachDatabase } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { etfAccount, expectLedgerClean, testMarket, tick, trader } from '../support/trading';

// The trading calendar vouches for a reviewed span (core/market/data/calendars.json, to 2032-12-31).
// Past it the rules still make sessions, but an unannounced closure could be missed: an order is
// refused, with its own message, rather than placed on a day nobody has checked.

/** Thursday 30 December 2032, 15:00 UTC: the last week the calendar vouches for; New York is open. */
const LAST_WEEK = new Date('2032-12-30T15:00:00Z');

describeEachDatabase(
  'orders at the edge of the trading calendar',
  (get) => {
    it('trades on a vouched day, and refuses market and limit orders that would meet an unvouched session', async () => {
      expect(calendarCoversUntil('US')).toBe('2032-12-31');
      const s = get();
      const m = await trader(s, 'horizon', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      const order = (delegate_type: 'market' | 'limit', lan = 'en') =>
        s.api(
          'etf/buy',
          {
            code: 'SPY',
            delegate_type,
            quantity: '1',
            ...(delegate_type === 'limit' ? { price: '599.00' } : {}),
            pay_password: PAY_PASSWORD,
            agree: true,
          },
          { token: m.token, lan },
        );
      expect((await order('market')).data).toMatchObject({ status: 'transacted' });
      const before = await etfAccount(s, m.memberId);

      // Friday 31 December, 22:00 UTC: closed, and the next session (Monday 3 January 2033) lies past the span.
      s.clock.advance(31 * 3_600_000);
      const waiting = await order('limit');
      expect(waiting.body).toMatchObject({
        code: 422,
        msg: 'Orders are paused: the US trading calendar is not confirmed for 2033-01-03, so we cannot be sure the market trades that day',
      });
      // Tuesday 4 January 2033, 15:00 UTC: the rules say New York is open, but no one has vouched for the day.
      s.clock.advance(89 * 3_600_000);
      tick(s, 'SPY', '600.00', '600.10');
      const market = await order('market', 'de');
      expect(market.body.code).toBe(422);
      expect(market.body.msg).toContain('2033-01-04');
      expect(market.body.msg).toContain('Handelskalender');
      expect(await etfAccount(s, m.memberId)).toEqual(before);
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: LAST_WEEK },
);
