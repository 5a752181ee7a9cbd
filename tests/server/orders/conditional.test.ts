import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { fillPendingOn, matchingIdle, triggerWaitingOn } from '@server/orders/matching';
import { etfAccount, expectLedgerClean, feedOf, marketOrder, position, testMarket, tick, trader, US_OPEN } from '../support/trading';

type Token = { token: string };

/** A later quote of the line (one second on), its matching pass run to the end. */
async function next(s: TestServer, code: string, bid: string, ask: string): Promise<void> {
  s.clock.advance(1_000);
  tick(s, code, bid, ask);
  await matchingIdle(s.running.services);
}

function order(s: TestServer, m: Token, id: number) {
  return s.api('etf/order', { id }, { token: m.token }).then((r) => r.data);
}

function sell(s: TestServer, m: Token, input: Record<string, string>) {
  return s.api('etf/sell', { code: 'SPY', quantity: '2', pay_password: PAY_PASSWORD, ...input } as never, { token: m.token });
}

function buy(s: TestServer, m: Token, input: Record<string, string>) {
  return s.api('etf/buy', { code: 'SPY', quantity: '1', pay_password: PAY_PASSWORD, agree: true, ...input } as never, { token: m.token });
}

describeEachDatabase(
  'conditional ETF orders: stop, stop-limit, trailing stop, take-profit and stop-loss',
  (get) => {
    it('fires a sell stop when the bid falls to it and, through a gap, fills at the first quote after it', async () => {
      const s = get();
      const m = await trader(s, 'stop', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '2')).body.code).toBe(0);
      const placed = await sell(s, m, { delegate_type: 'stop', stop_price: '590.00', time_in_force: 'gtc' });
      expect(placed.body.code).toBe(0);
      expect(placed.data).toMatchObject({
        status: 'pending',
        delegate_type: 'market',
        trigger: { type: 'stop', stop_price: '590', triggered_at: null },
      });
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '2', reserved: '2' });

      await next(s, 'SPY', '595.00', '595.10');
      expect((await order(s, m, placed.data.id)).status).toBe('pending');
      // The market gaps through the stop: the sale takes the first bid after it, 580, not the stop.
      await next(s, 'SPY', '580.00', '580.10');
      const filled = await order(s, m, placed.data.id);
      expect(filled).toMatchObject({ status: 'transacted', sell_price: '580', trigger: { type: 'stop', trigger_price: '580' } });
      expect(filled.trigger!.triggered_at).toBe(Math.floor(s.clock.now().getTime() / 1000));
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '0', reserved: '0' });
      await expectLedgerClean(s);
    });

    it('refuses a stop on the wrong side, a bad trailing distance or prices of another order type, moving nothing', async () => {
      const s = get();
      const m = await trader(s, 'stopbad', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '2')).body.code).toBe(0);
      const before = { account: await etfAccount(s, m.memberId), held: await position(s, m.memberId, 'SPY') };
      const refusals: [Promise<{ body: { code: number; msg: string } }>, string][] = [
        [sell(s, m, { delegate_type: 'stop', stop_price: '601.00' }), 'A sell stop must be below the current bid (600)'],
        [buy(s, m, { delegate_type: 'stop', stop_price: '600.00' }), 'A buy stop must be above the current ask (600.1)'],
        [sell(s, m, { delegate_type: 'stop' }), 'Give the stop price'],
        [sell(s, m, { delegate_type: 'trailing', trail_percent: '0' }), 'The trailing distance must be more than 0'],
        [sell(s, m, { delegate_type: 'trailing', trail_percent: '60' }), 'The trailing percentage can be at most 50%'],
        [
          sell(s, m, { delegate_type: 'trailing', trail_amount: '600.00' }),
          'The trailing amount must be less than the current price (600)',
        ],
        [
          sell(s, m, { delegate_type: 'trailing', trail_amount: '5', trail_percent: '1' }),
          'Give the trailing distance as an amount or as a percentage, not both',
        ],
        [
          sell(s, m, { delegate_type: 'limit', price: '610.00', stop_price: '590.00' }),
          'A stop price is given only with a stop or stop-limit order',
        ],
        [
          sell(s, m, { delegate_type: 'stop', stop_price: '590.00', trail_amount: '1' }),
          'A trailing distance is given only with a trailing stop',
        ],
        [
          sell(s, m, { delegate_type: 'stop', stop_price: '500.00' }),
          'The limit price must be between 540 and 660 (within 10% of the last price)',
        ],
      ];
      for (const [reply, msg] of refusals) expect((await reply).body).toMatchObject({ code: 422, msg });
      // A stop-limit needs its limit price (the catalogue says so before the server is asked).
      expect((await sell(s, m, { delegate_type: 'stop_limit', stop_price: '590.00' })).body.code).toBe(400);
      expect({ account: await etfAccount(s, m.memberId), held: await position(s, m.memberId, 'SPY') }).toEqual(before);
      await expectLedgerClean(s);
    });

    it('holds a buy stop-limit at its limit, fires on the ask, and fills only within the limit', async () => {
      const s = get();
      const m = await trader(s, 'stoplim', '2000');
      tick(s, 'SPY', '600.00', '600.10');
      const placed = await buy(s, m, { delegate_type: 'stop_limit', stop_price: '605.00', price: '606.00' });
      expect(placed.data).toMatchObject({ status: 'pending', delegate_type: 'limit', delegate_price: '606', occupied_funds: '607.00' });
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '2000', frozen: '607' });
      // The ask gaps past the limit: triggered, now a limit order waiting for its price.
      await next(s, 'SPY', '609.00', '610.00');
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'pending', trigger: { trigger_price: '610' } });
      await next(s, 'SPY', '605.50', '605.90');
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'transacted', buy_price: '605.9' });
      // 605.90 + fee 1.00 spent; the rest of the hold released exactly.
      expect(await etfAccount(s, m.memberId)).toEqual({ balance: '1393.1', frozen: '0' });
      await expectLedgerClean(s);
    });

    it('trails the best bid by a percentage and sells when the bid falls back to the trail', async () => {
      const s = get();
      const m = await trader(s, 'trail', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '2')).body.code).toBe(0);
      const placed = await sell(s, m, { delegate_type: 'trailing', trail_percent: '5' });
      expect(placed.data.trigger).toEqual({
        type: 'trailing',
        stop_price: '570',
        trail_amount: null,
        trail_percent: '5',
        best_price: '600',
        triggered_at: null,
        trigger_price: null,
      });
      await next(s, 'SPY', '620.00', '620.10');
      expect((await order(s, m, placed.data.id)).trigger).toMatchObject({ best_price: '620', stop_price: '589' });
      // A lower bid above the trail moves nothing.
      await next(s, 'SPY', '600.00', '600.10');
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'pending', trigger: { best_price: '620', stop_price: '589' } });
      await next(s, 'SPY', '588.50', '588.60');
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'transacted', sell_price: '588.5' });
      await expectLedgerClean(s);
    });

    it('waits on a stale quote and while the market is closed, and fires on the next fresh quote in session', async () => {
      const s = get();
      const m = await trader(s, 'wait', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '2')).body.code).toBe(0);
      const placed = await sell(s, m, { delegate_type: 'stop', stop_price: '590.00', time_in_force: 'gtc' });
      // A quote 10 minutes old (over the 120 s limit) reaching the stop does not fire it.
      s.clock.advance(1_000);
      tick(s, 'SPY', '585.00', '585.10', new Date(s.clock.now().getTime() - 600_000));
      await matchingIdle(s.running.services);
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'pending', trigger: { triggered_at: null } });
      // After the close (21:00 UTC) neither.
      s.clock.advance(new Date('2026-11-24T22:00:00Z').getTime() - s.clock.now().getTime());
      await next(s, 'SPY', '585.00', '585.10');
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'pending', trigger: { triggered_at: null } });
      // The next session's first quote fires it and fills.
      s.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - s.clock.now().getTime());
      await next(s, 'SPY', '586.00', '586.10');
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'transacted', sell_price: '586' });
      await expectLedgerClean(s);
    });

    it('attaches a take-profit and a stop-loss on one reservation; one fills, the other ends', async () => {
      const s = get();
      const m = await trader(s, 'tpsl', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '3')).body.code).toBe(0);
      const bad = await s.api('etf/position_tpsl', { code: 'SPY', take_profit: '599.00', pay_password: PAY_PASSWORD }, { token: m.token });
      expect(bad.body).toMatchObject({ code: 422, msg: 'The take-profit price must be above the current bid (600)' });
      expect((await s.api('etf/position_tpsl', { code: 'SPY' }, { token: m.token })).body.msg).toBe(
        'Give a take-profit price, a stop-loss price, or both',
      );
      const pair = await s.api('etf/position_tpsl', { code: 'SPY', take_profit: '630.00', stop_loss: '570.00' }, { token: m.token });
      expect(pair.data).toMatchObject({ quantity: '3' });
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '3', reserved: '3' });
      const entrust = (await s.api('etf/orders', { tab: 'entrust' }, { token: m.token })).data.list;
      expect(entrust.map((o) => o.trigger?.type).sort()).toEqual(['stop_loss', 'take_profit']);

      // Revoking the stop-loss (which holds the reservation) leaves the take-profit holding it.
      expect((await s.api('order/revoke', { id: pair.data.stop_loss_id! }, { token: m.token })).body.code).toBe(0);
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ reserved: '3' });
      // A new pair replaces the old one; then the bid rises to the take-profit.
      const again = await s.api('etf/position_tpsl', { code: 'SPY', take_profit: '630.00', stop_loss: '570.00' }, { token: m.token });
      expect((await order(s, m, pair.data.take_profit_id!)).status).toBe('revoked');
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ reserved: '3' });
      await next(s, 'SPY', '631.00', '631.10');
      expect(await order(s, m, again.data.take_profit_id!)).toMatchObject({ status: 'transacted', sell_price: '631' });
      expect((await order(s, m, again.data.stop_loss_id!)).status).toBe('revoked');
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '0', reserved: '0' });
      await expectLedgerClean(s);
    });

    it('cancels the take-profit and stop-loss when the position is closed', async () => {
      const s = get();
      const m = await trader(s, 'tpslclose', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '2')).body.code).toBe(0);
      const pair = await s.api('etf/position_tpsl', { code: 'SPY', take_profit: '630.00', stop_loss: '570.00' }, { token: m.token });
      const closed = await s.api('etf/position', { code: 'SPY' }, { token: m.token });
      expect(closed.data).toMatchObject({ quantity: '2', close_price: '600' });
      expect((await order(s, m, pair.data.take_profit_id!)).status).toBe('revoked');
      expect((await order(s, m, pair.data.stop_loss_id!)).status).toBe('revoked');
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '0', reserved: '0' });
      await expectLedgerClean(s);
    });

    it('a trigger written but not yet filled is filled once by the next pass, however many instances race for it', async () => {
      const s = get();
      const m = await trader(s, 'once', '5000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await marketOrder(s, m.token, 'buy', '2')).body.code).toBe(0);
      const placed = await sell(s, m, { delegate_type: 'stop', stop_price: '590.00' });
      // The trigger pass alone, on a crossing quote: its transaction commits and the fill's never
      // starts. That is the state a process killed between the trigger and the fill leaves behind.
      s.clock.advance(1_000);
      const crossing = { ...feedOf(s).quote('SPY')!, bid: '589.00', ask: '589.10', time: s.clock.now() };
      expect(await triggerWaitingOn(s.running.services, 'SPY', crossing)).toBe(1);
      expect(await triggerWaitingOn(s.running.services, 'SPY', crossing)).toBe(0);
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'pending', trigger: { trigger_price: '589' } });
      // The next quote: three passes at once (the tick's own and two more, as several instances would) fill it once.
      s.clock.advance(1_000);
      tick(s, 'SPY', '592.00', '592.10');
      await Promise.all([fillPendingOn(s.running.services, 'SPY'), fillPendingOn(s.running.services, 'SPY')]);
      await matchingIdle(s.running.services);
      expect(await order(s, m, placed.data.id)).toMatchObject({ status: 'transacted', sell_price: '592' });
      const { rows } = await s.running.services.db.query(`SELECT id FROM journal_entries WHERE ref_type = 'etf_order' AND ref_id = $1`, [
        String(placed.data.id),
      ]);
      expect(rows).toHaveLength(1);
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '0', reserved: '0' });
      await expectLedgerClean(s);
    });
  },
  { jobs: { intervalMs: 0 } },
  { market: testMarket, start: US_OPEN },
);
