import { afterEach, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { copyStopLossesOn, forgetGuardedLines } from '@server/follow/stop-loss-watch';
import { describeEachDatabase } from '../support/harness';
import { assetOf, PAY_PASSWORD } from '../support/money';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import {
  depositToEtf,
  entryLines,
  toOpenSession,
  follower,
  provider,
  runJobs,
  snapshots,
  subscriptionRow,
  trimZeros,
} from '../support/follow';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What a member receives at settlement, by the published split (member 50%, trader 15%, team 20% rounded down; company the rest). */
function expectedSplit(profit: Decimal) {
  const member = profit.times('0.5').toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const trader = profit.times('0.15').toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const team = profit.times('0.2').toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return { member, trader, team, company: profit.minus(member).minus(trader).minus(team) };
}

describeEachDatabase(
  'copy trading settlement',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it("mirrors the provider's real results on the amount: NAV from its equity and units, a deposit moving nothing, expiry settling with the split", async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'mirror', '10000');
      const f = await follower(s, 'mirrorf', '2000');
      const buy = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '1000', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token, lan: 'en' },
      );
      expect(buy.body.code).toBe(0);
      expect(buy.data).toMatchObject({ amount: '1000.00', fee: '50.00', net_value: '1', follow_mode: 'fixed', days: 7, stop_loss: null });
      expect(buy.data.expire_at - buy.data.start_at).toBe(7 * 86_400);
      const sub = await subscriptionRow(s, buy.data.id);
      expect(await entryLines(s, sub.buy_entry_id, { [f.memberId]: 'member' })).toEqual({
        'member:asset': '-1050',
        'member:follow': '1000',
        'platform:fees': '50',
      });
      expect(await assetOf(s, f.token)).toMatchObject({ total: '950.00', available: '950.00' });
      expect(await assetOf(s, f.token, 'follow')).toMatchObject({ total: '1000.00', frozen: '1000.00', available: '0.00' });
      // The principal stays in the follow account while the subscription is active.
      const out = await s.api('trans/platform', { from: 'follow', to: 'asset', amount: '1000' }, { token: f.token, lan: 'en' });
      expect(out.body).toMatchObject({ code: 422, msg: expect.stringContaining('0.00') });
      const bill = await s.api('wallet/bill', { period: '7d' }, { token: f.token, lan: 'en' });
      expect(bill.data.list.map((b) => b.title)).toContain('Copy trading subscription');

      // The provider trades for real: 10 SPY at the ask (6001.00 + fee 6.01).
      const bought = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '10', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      expect(bought.data.status).toBe('transacted');
      s.clock.advance(5 * MINUTE);
      tick(s, 'SPY', '600.00', '600.10');
      await runJobs(s);
      // Then tops up its ETF account: a flow, bought into units at the last NAV.
      await depositToEtf(s, p, '5000');
      s.clock.advance(5 * MINUTE);
      tick(s, 'SPY', '600.00', '600.10');
      await runJobs(s);
      s.clock.advance(2 * MINUTE);
      tick(s, 'SPY', '630.00', '630.10');
      const sold = await s.api(
        'etf/sell',
        { code: 'SPY', delegate_type: 'market', quantity: '10', pay_password: PAY_PASSWORD },
        { token: p.token },
      );
      expect(sold.data.status).toBe('transacted');
      s.clock.advance(3 * MINUTE);
      await runJobs(s);

      // Independently: equity = ETF balance + holdings at the bid; units from the deposits at the NAV of their time.
      const cash1 = new Decimal(10000).minus('6001.00').minus('6.01');
      const equity1 = cash1.plus(new Decimal(10).times('600.00'));
      const nav1 = equity1.div(10000);
      const units = new Decimal(10000).plus(new Decimal(5000).div(nav1.toDecimalPlaces(12)));
      const equityEnd = cash1.plus(5000).plus(new Decimal(6300).minus('6.30'));
      const navEnd = equityEnd.div(units);
      const navs = await snapshots(s, p.providerId);
      expect(navs.map((n) => trimZeros(n.flow))).toEqual(['10000', '0', '5000', '0']);
      expect(navs.map((n) => trimZeros(n.equity))).toEqual(['10000', equity1.toFixed(), equity1.plus(5000).toFixed(), equityEnd.toFixed()]);
      for (const n of navs) expect(new Decimal(n.nav).minus(new Decimal(n.equity).div(n.units)).abs().lte('1e-12')).toBe(true);
      expect(new Decimal(navs[2]!.nav).minus(navs[1]!.nav).abs().lte('1e-11')).toBe(true);
      expect(new Decimal(navs[3]!.nav).minus(navEnd).abs().lte('1e-11')).toBe(true);

      const during = await s.api('follow/log', {}, { token: f.token });
      const expectedValue = new Decimal(1000).times(navs[3]!.nav).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      expect(during.data.list[0]).toMatchObject({ status: 'active', value: expectedValue.toFixed(2), amount: '1000.00' });
      expect(during.data.summary).toMatchObject({ invested: '1000.00', value: expectedValue.toFixed(2), active_count: 1, total_count: 1 });

      // Expiry: the durable job settles at the NAV of that moment.
      s.clock.advance(7 * DAY);
      await runJobs(s);
      const settled = await subscriptionRow(s, buy.data.id);
      expect(settled).toMatchObject({ status: 'settled', end_reason: 'expired' });
      expect(new Decimal(settled.nav_end!).minus(navEnd).abs().lte('1e-11')).toBe(true);
      // The copy's value is the provider's result on the amount: amount x NAV end / NAV start.
      expect(new Decimal(settled.value!).equals(expectedValue)).toBe(true);
      const profit = expectedValue.minus(1000);
      expect(profit.gt(0)).toBe(true);
      const split = expectedSplit(profit);
      const lines = await entryLines(s, settled.settle_entry_id!, { [f.memberId]: 'member', [p.memberId]: 'trader' });
      expect(lines).toEqual({
        'member:follow': '-1000',
        'member:asset': new Decimal(1000).plus(split.member).toFixed(),
        'trader:asset': split.trader.toFixed(),
        'platform:fees': split.company.toFixed(),
        'platform:team_pool': split.team.toFixed(),
        'platform:copy_book': profit.neg().toFixed(),
      });
      // The split's postings sum to the net profit.
      const paid = ['member:asset', 'trader:asset', 'platform:fees', 'platform:team_pool'].reduce(
        (sum, k) => sum.plus(lines[k]!),
        new Decimal(0),
      );
      expect(paid.minus(1000).equals(profit)).toBe(true);
      const log = await s.api('follow/log', { status: 'settled' }, { token: f.token });
      expect(log.data.list[0]).toMatchObject({
        status: 'settled',
        end_reason: 'expired',
        settled_amount: new Decimal(1000).plus(split.member).toFixed(2),
        income: split.member.toFixed(2),
        split: { profit: profit.toFixed(2), member: split.member.toFixed(2), trader: split.trader.toFixed(2), team: split.team.toFixed(2) },
      });
      expect(await assetOf(s, f.token, 'follow')).toMatchObject({ total: '0.00', frozen: '0.00' });
      expect(await assetOf(s, f.token)).toMatchObject({ total: new Decimal(950).plus(1000).plus(split.member).toFixed(2) });
      await expectLedgerClean(s);
    });

    it('a loss is the member’s alone: an early stop settles at the NAV of that moment with no split; a second stop is refused', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'loss', '10000');
      const f = await follower(s, 'lossf', '1050');
      const buy = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '1000', days: 30, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '10', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      s.clock.advance(MINUTE);
      tick(s, 'SPY', '570.00', '570.10');
      const key = 'stop-loss-case-1';
      const stop = await s.api(
        'follow/stop',
        { id: buy.data.id, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token, headers: { 'idempotency-key': key } },
      );
      // NAV = (10000 - 6007.01 + 10 x 570) / 10000 units.
      const nav = new Decimal(10000).minus('6007.01').plus(5700).div(10000);
      const value = new Decimal(1000).times(nav).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      expect(stop.data).toMatchObject({
        end_reason: 'early_stop',
        net_value: nav.toFixed(),
        value: value.toFixed(2),
        profit: value.minus(1000).toFixed(2),
        settled_amount: value.toFixed(2),
        split: null,
      });
      const row = await subscriptionRow(s, buy.data.id);
      expect(await entryLines(s, row.settle_entry_id!, { [f.memberId]: 'member', [p.memberId]: 'trader' })).toEqual({
        'member:follow': '-1000',
        'member:asset': value.toFixed(),
        'platform:copy_book': new Decimal(1000).minus(value).toFixed(),
      });
      // The same request again (same key) hears the same answer; a new stop is refused with its own message.
      const replay = await s.api(
        'follow/stop',
        { id: buy.data.id, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token, headers: { 'idempotency-key': key } },
      );
      expect(replay.data).toEqual(stop.data);
      const again = await s.api('follow/stop', { id: buy.data.id, pay_password: PAY_PASSWORD, agree: true }, { token: f.token, lan: 'en' });
      expect(again.body).toMatchObject({
        code: 409,
        msg: 'This subscription has already ended and been settled; it cannot be stopped again',
      });
      const sl = await s.api('follow/stop_loss', { id: buy.data.id, stop_loss: '0.2' }, { token: f.token, lan: 'en' });
      expect(sl.body).toMatchObject({ code: 409, msg: 'This subscription has ended; its stop-loss can no longer be changed' });
      expect((await s.api('follow/log', {}, { token: f.token })).data.list[0]).toMatchObject({
        income: value.minus(1000).toFixed(2),
        split: null,
      });
      // The expiry finds it settled and does nothing.
      s.clock.advance(31 * DAY);
      await runJobs(s);
      const { rows } = await s.running.services.db.query(`SELECT id FROM journal_entries WHERE type = 'follow_settle' AND ref_id = $1`, [
        buy.data.id,
      ]);
      expect(rows).toHaveLength(1);
      await expectLedgerClean(s);
    });

    it('a copy stop-loss settles on the tick that breaches it, at the live NAV of that tick, and not before', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'stop', '10000');
      const f = await follower(s, 'stopf', '2000');
      const buy = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '1000', days: 30, stop_loss: '0.1', pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      expect(buy.data.stop_loss).toBe('0.1');
      // 16 SPY at 600.10: 9601.60 + fee 9.61.
      await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '16', pay_password: PAY_PASSWORD, agree: true },
        { token: p.token },
      );
      const cash = new Decimal(10000).minus('9601.60').minus('9.61');
      // At 560 the value is 1000 x (cash + 16 x 560) / 10000 = 934.87: above 900, nothing happens.
      s.clock.advance(5 * MINUTE);
      tick(s, 'SPY', '560.00', '560.10');
      await runJobs(s);
      expect((await subscriptionRow(s, buy.data.id)).status).toBe('active');
      // At 530: 886.87 <= 900. The tick itself settles it (the trigger engine's pass over the line;
      // the pass run here again finds it settled), with no snapshot or job run.
      s.clock.advance(1_000);
      tick(s, 'SPY', '530.00', '530.10');
      // The lines under a stop-loss are read every 5 s of real time; the test does not wait for it.
      forgetGuardedLines(s.running.services);
      await copyStopLossesOn(s.running.services, 'SPY');
      const nav = cash.plus(new Decimal(16).times(530)).div(10000);
      const value = new Decimal(1000).times(nav).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      const row = await subscriptionRow(s, buy.data.id);
      expect(row).toMatchObject({ status: 'settled', end_reason: 'stop_loss' });
      expect(new Decimal(row.nav_end!).equals(nav)).toBe(true);
      expect(new Decimal(row.value!).equals(value)).toBe(true);
      expect(await entryLines(s, row.settle_entry_id!, { [f.memberId]: 'member' })).toEqual({
        'member:follow': '-1000',
        'member:asset': value.toFixed(),
        'platform:copy_book': new Decimal(1000).minus(value).toFixed(),
      });
      await expectLedgerClean(s);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
