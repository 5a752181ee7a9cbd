import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp, type TestServer } from '../support/harness';
import { PAY_PASSWORD } from '../support/money';
import { setPayPassword } from '../support/members';
import { position, testMarket, tick, trader, US_OPEN } from '../support/trading';

/**
 * Issue 23, pay once and trade for a while: a confirmed payment password unlocks trading on its
 * session for TRADE_UNLOCK_MINUTES (15), sliding with each order and never past the session's end;
 * an order without the password on a locked session is refused (1004) and places nothing. Only ETF
 * orders take the unlock.
 */

const MINUTE = 60_000;
const buyOne = (s: TestServer, token: string, extra: Record<string, unknown> = {}) =>
  s.api('etf/buy', { code: 'SPY', delegate_type: 'market', quantity: '1', agree: true, ...extra }, { token });
const unlockedUntil = async (s: TestServer, token: string) =>
  (await s.api('market/trade_conf', { code: 'SPY' }, { token })).data.trade_unlocked_until;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

describeEachDatabase(
  'trading unlocked by the payment password',
  (get) => {
    it('asks for the password on a locked session, then trades without it for 15 sliding minutes', async () => {
      const s = get();
      const m = await trader(s, 'unlock', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      expect(await unlockedUntil(s, m.token)).toBeNull();
      const locked = await buyOne(s, m.token);
      expect(locked.body.code).toBe(1004);
      expect(locked.body.msg).toBe('Enter your payment password to trade: trading is locked on this device');
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '0' });

      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
      expect(await unlockedUntil(s, m.token)).toBe(seconds(s.clock.now()) + 15 * 60);

      // 10 minutes on, an order without the password goes through and the unlock slides.
      s.clock.advance(10 * MINUTE);
      tick(s, 'SPY', '600.00', '600.10');
      expect((await buyOne(s, m.token)).body.code).toBe(0);
      expect(await unlockedUntil(s, m.token)).toBe(seconds(s.clock.now()) + 15 * 60);
      expect((await s.api('etf/sell', { code: 'SPY', delegate_type: 'market', quantity: '1' }, { token: m.token })).body.code).toBe(0);
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '1' });

      // 15 minutes without an order: locked again.
      s.clock.advance(15 * MINUTE + 1000);
      tick(s, 'SPY', '600.00', '600.10');
      expect(await unlockedUntil(s, m.token)).toBeNull();
      expect((await s.api('etf/position', { code: 'SPY' }, { token: m.token })).body.code).toBe(1004);
      expect(await position(s, m.memberId, 'SPY')).toMatchObject({ quantity: '1' });
      expect((await s.api('etf/position', { code: 'SPY', pay_password: PAY_PASSWORD }, { token: m.token })).body.code).toBe(0);
    });

    it('a wrong password unlocks nothing and counts as a failure; another session of the member stays locked', async () => {
      const s = get();
      const m = await trader(s, 'unlockwrong', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      const wrong = await buyOne(s, m.token, { pay_password: '000000' });
      expect(wrong.body.code).toBe(422);
      expect(wrong.body.msg).toMatch(/4/);
      expect(await unlockedUntil(s, m.token)).toBeNull();
      expect((await buyOne(s, m.token)).body.code).toBe(1004);

      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
      const other = await s.api('member/login', { type: 'email', email: m.email, password: 'Passw0rd!' }, { ip: freshIp() });
      expect(other.body.code).toBe(0);
      expect(await unlockedUntil(s, other.data.token)).toBeNull();
      expect((await buyOne(s, other.data.token)).body.code).toBe(1004);
      expect((await buyOne(s, m.token)).body.code).toBe(0);
    });

    it('counts wrong payment passwords until a right one, and locks payment at the fifth in a row for 30 minutes', async () => {
      const s = get();
      const m = await trader(s, 'paylock', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      const wrong = () => buyOne(s, m.token, { pay_password: '000000' });
      for (const left of [4, 3]) expect((await wrong()).body.msg).toContain(String(left));
      // A right one clears the count (read with the hash, cleared only when there is one).
      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
      expect((await wrong()).body.msg).toContain('4');
      for (const left of [3, 2, 1]) expect((await wrong()).body.msg).toContain(String(left));
      const fifth = await wrong();
      expect(fifth.body.code).toBe(429);
      // Locked: even the right password is refused until the window has passed.
      const right = await buyOne(s, m.token, { pay_password: PAY_PASSWORD });
      expect(right.body.code).toBe(429);
      s.clock.advance(31 * MINUTE);
      tick(s, 'SPY', '600.00', '600.10');
      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
    });

    it('ends when the member locks it, when the payment password changes, and never outlives the session', async () => {
      const s = get();
      const m = await trader(s, 'unlockend', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
      expect((await s.api('etf/trade_lock', {}, { token: m.token })).body.code).toBe(0);
      expect(await unlockedUntil(s, m.token)).toBeNull();
      expect((await buyOne(s, m.token)).body.code).toBe(1004);

      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
      s.clock.advance(61_000);
      await setPayPassword(s, m.token, m.email, '654321');
      expect(await unlockedUntil(s, m.token)).toBeNull();
      expect((await buyOne(s, m.token)).body.code).toBe(1004);

      // A session ending in 5 minutes: the unlock ends with it.
      const ends = new Date(s.clock.now().getTime() + 5 * MINUTE);
      await s.running.services.db.query(`UPDATE sessions SET expires_at = $2 WHERE member_id = $1 AND revoked_at IS NULL`, [
        m.memberId,
        ends,
      ]);
      expect((await buyOne(s, m.token, { pay_password: '654321' })).body.code).toBe(0);
      expect(await unlockedUntil(s, m.token)).toBe(seconds(ends));
    });

    it('a login password change ends the unlock on the session that made it', async () => {
      const s = get();
      const m = await trader(s, 'unlockpwd', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      expect((await buyOne(s, m.token, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
      const changed = await s.api('member/set_password', { old_password: 'Passw0rd!', password: 'N3wPassw0rd!' }, { token: m.token });
      expect(changed.body.code).toBe(0);
      expect(await unlockedUntil(s, m.token)).toBeNull();
      expect((await buyOne(s, m.token)).body.code).toBe(1004);
    });
  },
  {},
  { market: testMarket, start: US_OPEN },
);
