import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp, type TestServer } from '../support/harness';
import { bindWallet, fund, ledgerProblems, PAY_PASSWORD, pastPayoutCooldown } from '../support/money';
import { testMarket, tick, trader, US_OPEN } from '../support/trading';
import { matchingIdle } from '@server/orders/matching';

/**
 * Issue 23: one member's own writes from two devices at once (transfers both ways, market buys and
 * sells, limit buys filled by the matcher on a tick meanwhile, withdrawals) touch the same ledger rows (the asset and ETF accounts, custody,
 * fees, payouts) in different paths. On PostgreSQL they ran side by side and 7 of 57 were answered
 * 500 "deadlock detected". Every money path now takes the member first, then ledger rows in one
 * order: each write waits its turn, and every answer is a success or a rule refusal.
 */

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Send = (s: TestServer, token: string, i: number) => Promise<{ body: { code: number; msg: string } }>;

const writes: Send[] = [
  (s, token) => s.api('trans/platform', { from: 'asset', to: 'etf', amount: '10.00' }, { token }),
  (s, token) => s.api('trans/platform', { from: 'etf', to: 'asset', amount: '10.00' }, { token }),
  (s, token) =>
    s.api('etf/buy', { code: 'SPY', delegate_type: 'market', quantity: '0.02', pay_password: PAY_PASSWORD, agree: true }, { token }),
  (s, token) => s.api('etf/sell', { code: 'SPY', delegate_type: 'market', quantity: '0.01', pay_password: PAY_PASSWORD }, { token }),
  (s, token) =>
    s.api(
      'etf/buy',
      { code: 'SPY', delegate_type: 'limit', quantity: '0.01', price: '590.00', pay_password: PAY_PASSWORD, agree: true },
      { token },
    ),
  (s, token, i) =>
    s.api('wallet/withdraw', { account_type: 'wallet', target_id: i, amount: '10.00', pay_password: PAY_PASSWORD }, { token }),
];

describeEachDatabase(
  "one member's mixed writes at once",
  (get) => {
    it('60 mixed writes of one member from two devices: each a success or a rule refusal, never a 500, the ledger whole', async () => {
      const s = get();
      const m = await trader(s, 'burst', '3000');
      await fund(s, m, m.name, '3000');
      const walletId = await bindWallet(s, m.token, WALLET);
      pastPayoutCooldown(s);
      tick(s, 'SPY', '600.00', '600.10');
      // Something to sell from the start.
      const seed = await s.api(
        'etf/buy',
        { code: 'SPY', delegate_type: 'market', quantity: '1', pay_password: PAY_PASSWORD, agree: true },
        { token: m.token },
      );
      expect(seed.body.code, seed.body.msg).toBe(0);
      const second = await s.api('member/login', { type: 'email', email: m.email, password: 'Passw0rd!' }, { ip: freshIp() });
      expect(second.body.code).toBe(0);
      const devices = [m.token, second.data.token];

      let answered = 0;
      let halfway: () => void = () => {};
      const half = new Promise<void>((resolve) => (halfway = resolve));
      const sent = Array.from({ length: 60 }, (_, i) =>
        writes[i % writes.length]!(s, devices[i % 2]!, walletId).then((r) => {
          if (++answered === 20) halfway();
          return r.body;
        }),
      );
      // A third of the way in, the ask falls under the limit buys' 590: the matcher fills those
      // already pending beside the member's writes still running.
      await half;
      s.clock.advance(1_000);
      tick(s, 'SPY', '588.90', '589.00');
      const replies = await Promise.all(sent);
      // Those placed after that tick (all of them on PGlite, whose one connection takes the writes in
      // turn) fill on the next one.
      s.clock.advance(1_000);
      tick(s, 'SPY', '588.90', '589.00');
      await matchingIdle(s.running.services);
      const codes = replies.map((r) => r.code);
      expect(
        replies.filter((r) => r.code !== 0 && r.code !== 422),
        'answers other than success or a rule refusal',
      ).toEqual([]);
      // The burst fits the balances: most writes go through.
      expect(codes.filter((c) => c === 0).length).toBeGreaterThan(40);
      expect(await ledgerProblems(s)).toEqual([]);
      // Some limit buys were filled by the matcher rather than left pending.
      const { rows } = await s.running.services.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM etf_orders WHERE member_id = $1 AND delegate_type = 'limit' AND status = 'transacted'`,
        [m.memberId],
      );
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
