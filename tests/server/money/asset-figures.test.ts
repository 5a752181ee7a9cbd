import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, marketOrder, testMarket, tick, trader, US_OPEN } from '../support/trading';
import { follower, provider } from '../support/follow';
import { startOfDay } from '@server/wallet/review-hours';

// The Account tab's figures are what the member has and earned (docs/account-figures.md), worked by
// hand at the published fee, max(1, 0.1% rounded up):
//   buy 2 SPY at 600.10: value 1200.20, fee 1.21, cost 1201.41
//   sell 1 at 590.00: value 590.00, fee 1.00, cost part 600.71 (1201.41 / 2, half up), realised -11.71
//   1 share left, cost 600.70, worth 590.00 at the bid: unrealised -10.70
// ETF income -22.41 (before: "Total income 0.00" after a loss and two fees); total assets 1387.59 cash + 590.00 held.
describeEachDatabase(
  'member/asset: total assets and income',
  (get) => {
    afterEach(() => expectLedgerClean(get()));

    it('counts ETF holdings at the bid in total assets, and realised and unrealised results net of fees as income', async () => {
      const s = get();
      const m = await trader(s, 'figures', '2000');
      const order = (side: 'buy' | 'sell', quantity: string) => marketOrder(s, m.token, side, quantity);
      tick(s, 'SPY', '600.00', '600.10');
      expect((await order('buy', '2')).data.fee).toBe('1.21');
      s.clock.advance(60_000);
      tick(s, 'SPY', '590.00', '590.10');
      expect((await order('sell', '1')).data.profit).toBe('-11.71');

      const asset = (await s.api('member/asset', {}, { token: m.token })).data;
      expect(asset.breakdown).toEqual({ cash: '1387.59', etf_holdings: '590.00', top10: '0.00', copy_trading: '0.00' });
      expect(asset.total_assets).toBe('1977.59');
      expect(asset.by_type.etf).toMatchObject({ total: '1387.59', total_income: '-22.41', today_income: '-22.41' });
      expect(asset.total_income).toBe('-22.41');
      expect(asset.today_income).toBe('-22.41');

      // The next day (in the platform's time zone) the holding is valued as the day began at the last
      // minute's close before it (595.00 here, as the candle writer leaves it); today earns what moved since.
      s.clock.advance(24 * 3_600_000);
      const dayStart = startOfDay(s.clock.now(), s.running.services.config.money.reviewHours.timezone);
      await s.running.services.db.query(
        `INSERT INTO market_candles_1m (code, time, open, high, low, close, volume, source, upto) VALUES ('SPY', $1, 595, 595, 595, 595, 0, 'Test feed', $2)`,
        [new Date(dayStart.getTime() - 60_000), dayStart],
      );
      s.clock.advance(60_000);
      tick(s, 'SPY', '600.00', '600.10');
      const next = (await s.api('member/asset', {}, { token: m.token })).data;
      // Unrealised now 600.00 - 600.70 = -0.70; at the day's start 595.00 - 600.70 = -5.70.
      expect(next.by_type.etf).toMatchObject({ total_income: '-12.41', today_income: '5.00' });
      expect(next.total_assets).toBe('1987.59');
      expect(next.breakdown.etf_holdings).toBe('600.00');
    });

    it("counts a copy subscription at its value, and its result less the subscription fee as the follow account's income", async () => {
      const s = get();
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'figures-p', '10000');
      const f = await follower(s, 'figures-f', '1050');
      const buy = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '1000', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      expect(buy.data.fee).toBe('50.00');
      // The provider buys 10 SPY at 600.10 with a 6.01 fee: NAV 0.999299, the 1000 now worth 999.29.
      s.clock.advance(60_000);
      tick(s, 'SPY', '600.00', '600.10');
      const placed = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '10', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      expect(placed.data.fee).toBe('6.01');
      const asset = (await s.api('member/asset', {}, { token: f.token })).data;
      expect(asset.breakdown).toEqual({ cash: '0.00', etf_holdings: '0.00', top10: '0.00', copy_trading: '999.29' });
      expect(asset.total_assets).toBe('999.29');
      // 999.29 - 1000 - 50 (the fee, paid from the asset account, is the subscription's cost).
      expect(asset.by_type.follow.total_income).toBe('-50.71');
      expect(asset.total_income).toBe('-50.71');
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
