import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { assetOf, PAY_PASSWORD } from '../support/money';
import { verifiedMember } from '../support/members';
import { expectLedgerClean, testMarket, tick, US_OPEN } from '../support/trading';
import { follower, provider, toOpenSession } from '../support/follow';

async function subscriptionsOf(s: TestServer, memberId: string): Promise<number> {
  const { rows } = await s.running.services.db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM follow_subscriptions WHERE member_id = $1',
    [memberId],
  );
  return Number(rows[0]!.n);
}

describeEachDatabase(
  'copy trading refusals',
  (get) => {
    // The ledger checked after every test, whatever it did.
    afterEach(() => expectLedgerClean(get()));
    it('refuses each bad subscription with its own message, in the member’s language, and moves nothing', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'refp', '1000');
      const other = await provider(s, 'refq', '1000');
      const f = await follower(s, 'reff', '500');
      const buy = (token: string, input: Record<string, unknown>, lan = 'en') =>
        s.api('follow/buy', { id: p.providerId, amount: '200', days: 7, pay_password: PAY_PASSWORD, agree: true, ...input } as never, {
          token,
          lan,
        });
      const before = await assetOf(s, f.token);

      const cases: [Record<string, unknown>, number, string][] = [
        [{ amount: '99.99' }, 422, 'The amount must be from 100.00 to 100000.00 USDT'],
        [{ amount: '100000.01' }, 422, 'The amount must be from 100.00 to 100000.00 USDT'],
        [{ days: 6 }, 422, 'The number of days must be from 7 to 365'],
        [{ days: 366 }, 422, 'The number of days must be from 7 to 365'],
        [{ stop_loss: '0.04' }, 422, 'The copy stop-loss must be from 5% to 90%'],
        [{ stop_loss: '0.91' }, 422, 'The copy stop-loss must be from 5% to 90%'],
        [{ id: 999_999 }, 404, 'This signal provider does not exist or is not taking subscriptions'],
        [{ amount: '1000' }, 422, 'Your asset account has 500.00 USDT available; this subscription needs 1050.00 USDT (amount plus fee)'],
        [{ pay_password: '000000' }, 1003, ''],
      ];
      for (const [input, code, msg] of cases) {
        const res = await buy(f.token, input);
        if (code === 1003) expect(res.body.msg).toMatch(/payment password is incorrect/);
        else expect(res.body).toMatchObject({ code, msg });
      }
      // An inactive provider takes no subscriptions.
      await s.running.services.db.query(`UPDATE follow_providers SET status = 'inactive' WHERE id = $1`, [other.providerId]);
      expect((await buy(f.token, { id: other.providerId })).body).toMatchObject({
        code: 404,
        msg: 'This signal provider does not exist or is not taking subscriptions',
      });
      // Oneself: the provider subscribing to its own signals.
      expect((await buy(p.token, {})).body).toMatchObject({ code: 422, msg: 'You cannot subscribe to your own signals' });
      // The same refusal in Korean, the default language.
      expect((await buy(f.token, { days: 6 }, 'ko')).body.msg).toBe('기간은 7~365일 사이여야 합니다');
      // The guards, in order: real-name verification, then a payment password set.
      const unverified = await s.registerByEmail('follow.unverified@example.com');
      expect((await buy(unverified.token, {})).body).toMatchObject({ code: 1002, msg: 'Please complete real-name verification first' });
      const noPay = await verifiedMember(s, 'follow.nopay@example.com', 'No Pay');
      expect((await buy(noPay.token, {})).body).toMatchObject({ code: 1001, msg: 'You have not set a payment password' });

      expect(await assetOf(s, f.token)).toEqual(before);
      expect(await subscriptionsOf(s, f.memberId)).toBe(0);
      expect((await s.api('follow/log', {}, { token: f.token })).data).toMatchObject({
        total: 0,
        summary: { active_count: 0, total_count: 0 },
      });
      await expectLedgerClean(s);
    });

    it('sets, moves and clears a stop-loss within its range; refuses one outside; stop and stop-loss of an unknown subscription are not found', async () => {
      const s = get();
      toOpenSession(s);
      tick(s, 'SPY', '600.00', '600.10');
      const p = await provider(s, 'slp', '1000');
      const f = await follower(s, 'slf', '300');
      const sub = await s.api(
        'follow/buy',
        { id: p.providerId, amount: '100', days: 7, pay_password: PAY_PASSWORD, agree: true },
        { token: f.token },
      );
      expect(sub.data).toMatchObject({ fee: '5.00', stop_loss: null });
      expect((await s.api('follow/stop_loss', { id: sub.data.id, stop_loss: '0.95' }, { token: f.token, lan: 'en' })).body).toMatchObject({
        code: 422,
        msg: 'The copy stop-loss must be from 5% to 90%',
      });
      expect((await s.api('follow/stop_loss', { id: sub.data.id, stop_loss: '0.25' }, { token: f.token })).data).toEqual({
        id: sub.data.id,
        stop_loss: '0.25',
      });
      expect((await s.api('follow/log', {}, { token: f.token })).data.list[0]!.stop_loss).toBe('0.25');
      expect((await s.api('follow/stop_loss', { id: sub.data.id, stop_loss: null }, { token: f.token })).data).toEqual({
        id: sub.data.id,
        stop_loss: null,
      });
      expect((await s.api('follow/stop', { id: 999_999, pay_password: PAY_PASSWORD, agree: true }, { token: f.token })).body.code).toBe(
        404,
      );
      expect((await s.api('follow/stop_loss', { id: 999_999, stop_loss: null }, { token: f.token })).body.code).toBe(404);
      // A wrong payment password stops nothing.
      const wrong = await s.api('follow/stop', { id: sub.data.id, pay_password: '000000', agree: true }, { token: f.token, lan: 'en' });
      expect(wrong.body.msg).toMatch(/payment password is incorrect/);
      expect((await s.api('follow/log', {}, { token: f.token })).data.list[0]!.status).toBe('active');
      await expectLedgerClean(s);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
