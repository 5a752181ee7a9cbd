import { expect, it } from 'vitest';
import { loadTradingConfig } from '@server/config';
import { describeEachDatabase } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { verifiedMember } from '../support/members';
import { matchingIdle } from '@server/orders/matching';
import { etfAccount, expectLedgerClean, FEED, position, testMarket, tick, trader, US_OPEN } from '../support/trading';

describeEachDatabase(
  'ETF orders',
  (get) => {
    it('publishes the trading terms of a line: fee formula, lot, band, hours, the quote and FX with source and time', async () => {
      const s = get();
      const m = await trader(s, 'conf', '10');
      tick(s, 'SPY', '600.00', '600.10');
      const conf = await s.api('market/trade_conf', { code: 'SPY' }, { token: m.token });
      expect(conf.data).toMatchObject({
        tradable: true,
        fee_rate: '0.001',
        fee_min: '1.00',
        min_quantity: '0.0001',
        quantity_decimals: 4,
        tick_size: '0.01',
        price_band: '0.1',
        price_low: '540',
        price_high: '660',
        min_order_amount: '5.00',
        gtc_max_days: 90,
        stale_seconds: 120,
        time_in_force: ['day', 'gtc'],
        quote_currency: 'USD',
        bid: '600.00',
        ask: '600.10',
        stale: false,
        source: FEED,
        fx_rate: '1',
        timezone: 'America/New_York',
        trading_hours: [{ open: '09:30', close: '16:00' }],
      });
      expect(conf.data.markets.map((x) => [x.market, x.tradable])).toEqual([
        ['US', true],
        ['UK', true],
      ]);
      // The fee rule in the member's language with the screens' figures, never an English sentence built on the server.
      expect(conf.data.fee_formula).toBe('The larger of 1.00 USDT and 0.1% of the order value, rounded up to the cent');
      const de = await s.api('market/trade_conf', { code: 'SPY' }, { token: m.token, lan: 'de' });
      // ...and its figures as a German screen writes them (Intl: 1,00, not 1.00).
      expect(de.data.fee_formula).toBe('Der höhere Wert von 1,00 USDT und 0,1% des Auftragswerts, auf den Cent aufgerundet');
      const fr = await s.api('market/trade_conf', { code: 'SPY' }, { token: m.token, lan: 'fr' });
      expect(fr.data.fee_formula).toBe("Le plus élevé de 1,00 USDT et de 0,1 % de la valeur de l'ordre, arrondi au centime supérieur");
      // Nothing held: nothing to sell, which the ticket refuses before confirming.
      expect(conf.data.sellable).toBe('0');
      const general = await s.api('market/trade_conf', {}, { token: m.token });
      expect(general.data).toMatchObject({ code: null, last: null, fx_rate: null });
      expect((await s.api('market/trade_conf', { code: 'NOPE' }, { token: m.token })).body.code).toBe(404);
    });

    it('buys at market at the ask, posts cost and fee through the ledger, and shows the holding with live P&L at the bid', async () => {
      const s = get();
      const m = await trader(s, 'buy', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      const buy = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      // 2 × 600.10 = 1200.20; fee max(1, 0.1% = 1.2002 → 1.21) = 1.21.
      expect(buy.data).toMatchObject({
        status: 'transacted',
        fill_price: '600.1',
        quantity: '2',
        order_amount: '1200.20',
        fee: '1.21',
        fx_rate: '1',
        source: FEED,
        quote_currency: 'USD',
        occupied_funds: '0.00',
        expires_at: null,
      });
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '8798.59', frozen: '0' });
      expect(await position(s, m.memberId, 'SPY')).toEqual({ quantity: '2', reserved: '0', cost_basis: '1201.41' });
      // The ticket's sell side reads what can be sold now.
      expect((await s.api('market/trade_conf', { code: 'SPY' }, { token: m.token })).data.sellable).toBe('2');
      tick(s, 'SPY', '610.00', '610.10');
      const holding = await s.api('etf/orders', { tab: 'holding' }, { token: m.token });
      expect(holding.data.list).toHaveLength(1);
      expect(holding.data.list[0]).toMatchObject({
        kind: 'position',
        code: 'SPY',
        quantity: '2',
        market_value: '1220.00',
        profit: '18.59',
        position_status: 'holding',
        current_price: '610.00',
        stale: false,
      });
      const detail = await s.api('etf/order', { id: buy.data.id }, { token: m.token });
      expect(detail.data).toMatchObject({ status: 'transacted', record_status: 'pass', buy_price: '600.1', position_status: 'holding' });
      const bill = await s.api('wallet/bill', { period: '7d' }, { token: m.token, lan: 'en' });
      expect(bill.data.list[0]).toMatchObject({ type: 'etf_buy', title: 'ETF buy', account: 'etf', amount: '-1201.41' });
      await expectLedgerClean(s);
    });

    it('buys by amount (shares rounded down to the line decimals) and converts pence through GBP with the rate shown', async () => {
      const s = get();
      const m = await trader(s, 'amount', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      const byAmount = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', amount: '100', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      // 100 / 600.10 = 0.16664 → 0.1666 shares; 0.1666 × 600.10 = 99.97666 → 99.98; fee the minimum 1.00.
      expect(byAmount.data).toMatchObject({ quantity: '0.1666', order_amount: '99.98', fee: '1.00', status: 'transacted' });
      // Exactly the minimum by amount: 5 / 600.10 → 0.0083 shares worth 4.98, accepted (the minimum is on the amount asked).
      const atMinimum = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', amount: '5', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      expect(atMinimum.data).toMatchObject({ quantity: '0.0083', order_amount: '4.99', status: 'transacted' });
      const underMinimum = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', amount: '4.99', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      expect(underMinimum.body).toMatchObject({ code: 422, msg: 'This order is worth 4.99 USDT; the minimum is 5.00 USDT' });
      tick(s, 'ISF', '849.0', '850.0');
      const pence = await s.api(
        'etf/buy',
        { code: 'ISF', delegate_type: 'market', quantity: '10', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      // 10 × 850 pence × 1.25 / 100 = 106.25 USDT.
      expect(pence.data).toMatchObject({
        quote_currency: 'GBX',
        fx_rate: '0.0125',
        order_amount: '106.25',
        fee: '1.00',
        fill_price: '850',
      });
      // 5000 - (99.98 + 1) - (4.99 + 1) - (106.25 + 1)
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '4785.78', frozen: '0' });
      await expectLedgerClean(s);
    });

    it('holds a limit buy at the limit plus fee, fills it on a later tick at the ask (never above the limit) and releases the excess exactly', async () => {
      const s = get();
      const m = await trader(s, 'limit', '2000');
      tick(s, 'SPY', '600.00', '600.10');
      const order = await s.api(
        'etf/buy',
        {
          code: 'SPY',
          delegate_type: 'limit',
          quantity: '1',
          price: '590.00',
          time_in_force: 'gtc',
          pay_password: PAY_PASSWORD,
          agree: true,
        },
        { token: m.token },
      );
      expect(order.data).toMatchObject({ status: 'pending', occupied_funds: '591.00', delegate_price: '590', time_in_force: 'gtc' });
      expect(order.data.expires_at).toBe(Math.floor(s.clock.now().getTime() / 1000) + 90 * 86_400);
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '2000', frozen: '591' });
      const entrust = await s.api('etf/orders', { tab: 'entrust' }, { token: m.token });
      expect(entrust.data.list[0]).toMatchObject({
        id: order.data.id,
        status: 'pending',
        record_status: 'pending',
        occupied_funds: '591.00',
      });
      s.clock.advance(1_000);
      tick(s, 'SPY', '594.00', '595.00');
      await matchingIdle(s.running.services);
      expect((await s.api('etf/order', { id: order.data.id }, { token: m.token })).data.status).toBe('pending');
      s.clock.advance(1_000);
      tick(s, 'SPY', '589.00', '589.50');
      await matchingIdle(s.running.services);
      const filled = await s.api('etf/order', { id: order.data.id }, { token: m.token });
      expect(filled.data).toMatchObject({
        status: 'transacted',
        buy_price: '589.5',
        order_amount: '589.50',
        fee: '1.00',
        occupied_funds: '0.00',
      });
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1409.5', frozen: '0' });
      const revoke = await s.api('order/revoke', { id: order.data.id }, { token: m.token, lan: 'en' });
      expect(revoke.body).toMatchObject({ code: 409, msg: 'This order has already been filled and cannot be revoked' });
      await expectLedgerClean(s);
    });

    it('reserves shares for a pending sell so they cannot be sold twice; a revoke frees them; a sell limit fills at the bid', async () => {
      const s = get();
      const m = await trader(s, 'sell', '3000');
      tick(s, 'QQQ', '500.00', '500.10');
      await s.api(
        'etf/buy',
        { code: 'QQQ', delegate_type: 'market', quantity: '3', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      const sell = await s.api(
        'etf/sell',
        { code: 'QQQ', delegate_type: 'limit', quantity: '2', price: '510.00', pay_password: PAY_PASSWORD },
        { token: m.token },
      );
      expect(sell.data).toMatchObject({ status: 'pending', occupied_funds: '0.00' });
      expect(await position(s, m.memberId, 'QQQ')).toMatchObject({ quantity: '3', reserved: '2' });
      const twice = await s.api(
        'etf/sell',
        { code: 'QQQ', delegate_type: 'market', quantity: '2', pay_password: PAY_PASSWORD },
        { token: m.token, lan: 'en' },
      );
      expect(twice.body).toMatchObject({ code: 422, msg: 'You can sell at most 1 share of QQQ' });
      const revoked = await s.api('order/revoke', { id: sell.data.id }, { token: m.token });
      expect(revoked.data).toEqual({ id: sell.data.id, status: 'revoked', released: '0.00' });
      expect(await position(s, m.memberId, 'QQQ')).toMatchObject({ quantity: '3', reserved: '0' });
      const again = await s.api('order/revoke', { id: sell.data.id }, { token: m.token, lan: 'en' });
      expect(again.body).toMatchObject({ code: 409, msg: 'This order has already ended and cannot be revoked' });
      const other = await trader(s, 'sell-other', '10');
      expect((await s.api('order/revoke', { id: sell.data.id }, { token: other.token })).body.code).toBe(404);

      const limit = await s.api(
        'etf/sell',
        { code: 'QQQ', delegate_type: 'limit', quantity: '1', price: '505.00', pay_password: PAY_PASSWORD },
        { token: m.token },
      );
      s.clock.advance(1_000);
      tick(s, 'QQQ', '506.00', '506.10');
      await matchingIdle(s.running.services);
      const done = await s.api('etf/order', { id: limit.data.id }, { token: m.token });
      // Bought 3 at 500.10 (1500.30 + fee 1.51 = 1501.81 cost basis): one share carries 500.60; sold at 506.00 less fee 1.00.
      expect(done.data).toMatchObject({
        status: 'transacted',
        sell_price: '506',
        close_price: '506',
        profit: '4.40',
        position_status: 'closed',
      });
      const closed = await s.api('etf/orders', { tab: 'closed' }, { token: m.token });
      expect(closed.data.list.map((o) => o.id)).toEqual([limit.data.id]);
      await expectLedgerClean(s);
    });

    it('closes a whole holding at market (etf/position) and settles the proceeds less the fee into the ETF account', async () => {
      const s = get();
      const m = await trader(s, 'close', '1000');
      tick(s, 'IWM', '225.00', '225.05');
      await s.api(
        'etf/buy',
        { code: 'IWM', delegate_type: 'market', quantity: '2.5', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      // 2.5 × 225.05 = 562.625 → 562.63; fee 1.00; cost basis 563.63; balance 436.37.
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '436.37', frozen: '0' });
      tick(s, 'IWM', '230.00', '230.05');
      const closed = await s.api('etf/position', { code: 'IWM', pay_password: PAY_PASSWORD }, { token: m.token });
      // 2.5 × 230 = 575.00; fee 1.00; settled 574.00; profit 574.00 - 563.63 = 10.37.
      expect(closed.data).toMatchObject({
        quantity: '2.5',
        close_price: '230',
        fee: '1.00',
        settled_amount: '574.00',
        profit: '10.37',
        source: FEED,
      });
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1010.37', frozen: '0' });
      expect(await position(s, m.memberId, 'IWM')).toMatchObject({ quantity: '0', reserved: '0', cost_basis: '0' });
      expect((await s.api('etf/orders', { tab: 'holding' }, { token: m.token })).data.list).toEqual([]);
      const none = await s.api('etf/position', { code: 'IWM', pay_password: PAY_PASSWORD }, { token: m.token, lan: 'en' });
      expect(none.body).toMatchObject({ code: 422, msg: 'You hold no shares of IWM' });
      await expectLedgerClean(s);
    });

    it('answers a repeated Idempotency-Key with the first order, once; sells by amount at the bid', async () => {
      const s = get();
      const m = await trader(s, 'idem', '1000');
      tick(s, 'GLD', '300.00', '300.05');
      const headers = { 'idempotency-key': 'order-key-0001' };
      const input = { code: 'GLD', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true } as const;
      const [one, two] = await Promise.all([
        s.api('etf/buy', input, { token: m.token, headers }),
        s.api('etf/buy', input, { token: m.token, headers }),
      ]);
      expect(one.raw).toBe(two.raw);
      expect(await position(s, m.memberId, 'GLD')).toMatchObject({ quantity: '1' });
      // The same key for a different order is refused (idempotencyReused), not a second effect.
      const other = await s.api('etf/buy', { ...input, quantity: '2' }, { token: m.token, headers });
      expect(other.body.code).toBe(409);
      // 100 USDT at the bid of 300.00: 0.3333 shares, 99.99 USDT, fee 1.00.
      const sold = await s.api(
        'etf/sell',
        { code: 'GLD', delegate_type: 'market', amount: '100', pay_password: PAY_PASSWORD },
        { token: m.token },
      );
      expect(sold.data).toMatchObject({ status: 'transacted', quantity: '0.3333', fill_price: '300', order_amount: '99.99', fee: '1.00' });
      expect(await position(s, m.memberId, 'GLD')).toMatchObject({ quantity: '0.6667', reserved: '0' });
      await expectLedgerClean(s);
    });

    it('refuses bad orders with a clear message in the member language and freezes nothing', async () => {
      const s = get();
      const m = await trader(s, 'bad', '100');
      tick(s, 'SPY', '600.00', '600.10');
      const buy = (input: Record<string, unknown>, lan = 'en') =>
        s.call(
          'POST',
          'etf/buy',
          { code: 'SPY', delegate_type: 'market', pay_password: PAY_PASSWORD, agree: true, ...input },
          { token: m.token, lan },
        );
      const cases: [Record<string, unknown>, number, string][] = [
        [{ code: 'NOPE', quantity: '1' }, 404, 'There is no ETF with the code NOPE'],
        // ARKK is halted in this suite's settings (TRADE_SUSPENDED).
        [
          { code: 'ARKK', quantity: '1' },
          422,
          'Trading in ARKK is suspended: its quote still shows, but orders are not taken until trading resumes',
        ],
        [{ quantity: '0' }, 422, 'The number of shares must be greater than zero'],
        [{ quantity: '-1' }, 422, 'The number of shares must be greater than zero'],
        [{ quantity: '0.00001' }, 422, 'SPY can be traded in at most 4 decimal places of a share'],
        [{ quantity: '1', amount: '10' }, 422, 'Enter either a number of shares or an amount, not both'],
        [{}, 422, 'Enter either a number of shares or an amount, not both'],
        // Figures as the screens write them: money to the cent, shares with their separators and plural.
        [{ quantity: '0.001' }, 422, 'This order is worth 0.61 USDT; the minimum is 5.00 USDT'],
        [{ quantity: '2000000' }, 422, 'At most 1,000,000 shares in one order'],
        // The refusal names the account that fell short.
        [{ quantity: '1' }, 422, 'Not enough available in your ETF account: 100.00 USDT'],
        [{ quantity: '1', price: '600.00' }, 422, 'A price is given only with a limit order'],
        [
          { delegate_type: 'limit', quantity: '0.1', price: '700.00' },
          422,
          'The limit price must be between 540 and 660 (within 10% of the last price)',
        ],
        [{ delegate_type: 'limit', quantity: '0.1', price: '600.005' }, 422, 'The limit price of SPY must be a multiple of 0.01'],
        [{ quantity: '0.1', pay_password: '000000' }, 422, 'The payment password is incorrect. 4 tries left before payment is locked'],
      ];
      for (const [input, code, msg] of cases) expect((await buy(input)).body, JSON.stringify(input)).toMatchObject({ code, msg });
      expect((await buy({ code: 'NOPE', quantity: '1' }, 'ko')).body.msg).toBe('코드 NOPE에 해당하는 ETF가 없습니다');
      const unverified = await s.registerByEmail('trade-unverified@example.com');
      const kyc = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true },
        { token: unverified.token },
      );
      expect(kyc.body.code).toBe(1002);
      const noPay = await verifiedMember(s, 'trade-nopay@example.com', 'No Pay');
      const pay = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true },
        { token: noPay.token },
      );
      expect(pay.body.code).toBe(1001);
      // A quote older than the staleness limit fills nothing and is refused.
      s.clock.advance(121_000);
      expect((await buy({ quantity: '0.1' })).body).toMatchObject({
        code: 422,
        msg: expect.stringContaining('The price of SPY is out of date'),
      });
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '100', frozen: '0' });
      const orders = await s.running.services.db.query('SELECT 1 FROM etf_orders WHERE member_id = $1', [m.memberId]);
      expect(orders.rows).toEqual([]);
      await expectLedgerClean(s);
    });

    it('refuses a market order outside the session with the next open; a limit order may wait for it', async () => {
      const s = get();
      const m = await trader(s, 'closed', '1000');
      tick(s, 'SPY', '600.00', '600.10');
      // 15:00 UTC + 7 h = 22:00 UTC: the U.S. session closed at 21:00 UTC; Wednesday opens at 14:30 UTC.
      s.clock.advance(7 * 3_600_000);
      const refused = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token, lan: 'en' },
      );
      expect(refused.body).toMatchObject({
        code: 422,
        msg: 'Not tradable: the US market is closed. It opens next at 2026-11-25 14:30 UTC',
      });
      const waits = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'limit', quantity: '1', price: '595.00', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      // DAY: expires at the close of the next session (Wednesday 21:00 UTC).
      expect(waits.data).toMatchObject({ status: 'pending', expires_at: Date.parse('2026-11-25T21:00:00Z') / 1000 });
      // A tick while closed fills nothing.
      tick(s, 'SPY', '580.00', '580.10');
      await matchingIdle(s.running.services);
      expect((await s.api('etf/order', { id: waits.data.id }, { token: m.token })).data.status).toBe('pending');
      expect((await s.api('order/revoke', { id: waits.data.id }, { token: m.token })).data.released).toBe('596.00');
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 }, trading: loadTradingConfig({ TRADE_SUSPENDED: 'ARKK' }) },
  { market: testMarket, start: US_OPEN },
);
