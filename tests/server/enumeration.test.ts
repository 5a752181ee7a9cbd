import { expect, it } from 'vitest';
import { defaultLimits } from '@server/config';
import { describeEachDatabase, freshIp, type Reply, type TestServer } from './support/harness';

/** Status and body of a reply: what a caller can tell apart (request ids aside). */
const seen = (r: Reply) => ({ status: r.status, raw: r.raw });

async function outboxFor(s: TestServer, to: string): Promise<number> {
  const { rows } = await s.running.services.db.query<{ n: string }>('SELECT count(*)::text AS n FROM dev_outbox WHERE recipient = $1', [
    to,
  ]);
  return Number(rows[0]!.n);
}

describeEachDatabase(
  'no account enumeration',
  (get) => {
    it('answers sign-in and reset codes for a known and an unknown address byte for byte alike, and sends nothing to the unknown one', async () => {
      const s = get();
      await s.registerByEmail('known@example.com');
      s.clock.advance(61_000);
      for (const purpose of ['login', 'forget_pwd']) {
        const known = await s.call('POST', 'member/mail_otp', { email: 'known@example.com', purpose }, { ip: freshIp() });
        const unknown = await s.call('POST', 'member/mail_otp', { email: 'unknown@example.com', purpose }, { ip: freshIp() });
        expect(known.body.code).toBe(0);
        expect(seen(unknown)).toEqual(seen(known));
        // The resend countdown holds for both alike.
        const knownAgain = await s.call('POST', 'member/mail_otp', { email: 'known@example.com', purpose }, { ip: freshIp() });
        const unknownAgain = await s.call('POST', 'member/mail_otp', { email: 'unknown@example.com', purpose }, { ip: freshIp() });
        expect(knownAgain.body.code).toBe(429);
        expect(seen(unknownAgain)).toEqual(seen(knownAgain));
      }
      const phoneKnown = await s.api('member/sms_otp', { area_code: '82', mobile: '01012345678', purpose: 'login' }, { ip: freshIp() });
      const phoneUnknown = await s.api('member/sms_otp', { area_code: '82', mobile: '01099990000', purpose: 'login' }, { ip: freshIp() });
      expect(seen(phoneUnknown)).toEqual(seen(phoneKnown));
      expect(await outboxFor(s, 'unknown@example.com')).toBe(0);
    });

    it('refuses a code sign-in and a password reset for a known and an unknown address byte for byte alike', async () => {
      const s = get();
      await s.registerByEmail('known2@example.com');
      s.clock.advance(61_000);
      for (const email of ['known2@example.com', 'unknown2@example.com']) {
        await s.api('member/mail_otp', { email, purpose: 'login' }, { ip: freshIp() });
        await s.api('member/mail_otp', { email, purpose: 'forget_pwd' }, { ip: freshIp() });
      }
      const wrong = (await s.lastCode('known2@example.com')) === '000000' ? '111111' : '000000';
      const ask = (email: string) => ({
        login: () => s.api('member/email_login', { email, code: wrong }, { ip: freshIp() }),
        check: () => s.api('member/fpwd_otp_check', { type: 'email', account: email, code: wrong }, { ip: freshIp() }),
        reset: () => s.api('member/forget_pwd', { type: 'email', email, code: wrong, password: 'NewPass456' }, { ip: freshIp() }),
      });
      const known = ask('known2@example.com');
      const unknown = ask('unknown2@example.com');
      for (const step of ['login', 'check', 'reset'] as const) {
        const a = await known[step]();
        const b = await unknown[step]();
        expect(a.body.code).toBe(422);
        expect(seen(b)).toEqual(seen(a));
      }
      // Never asked for a code at all: the same again.
      const never = await s.api('member/email_login', { email: 'never@example.com', code: wrong }, { ip: freshIp() });
      const knownNever = await s.api('member/email_login', { email: 'demo@meridian.local', code: wrong }, { ip: freshIp() });
      expect(seen(never)).toEqual(seen(knownNever));
    });

    it('limits the "already registered" answer of registration codes per client address', async () => {
      const s = get();
      await s.registerByEmail('taken@example.com');
      const ip = freshIp();
      const codes: number[] = [];
      const { codesPerAddressHour } = s.running.services.config.limits;
      for (let i = 0; i <= codesPerAddressHour; i++)
        codes.push((await s.api('member/mail_otp', { email: 'taken@example.com', purpose: 'register' }, { ip })).body.code);
      expect(codes.slice(0, codesPerAddressHour)).toEqual(Array(codesPerAddressHour).fill(409));
      expect(codes[codesPerAddressHour]).toBe(429);
    });

    it('counts UID look-ups of trans/social and trans/uid_check under one limit per member', async () => {
      const s = get();
      const walker = await s.registerByEmail('walker@example.com');
      const unknownUid = (i: number) => String(90_000_000 + i);
      const checks: number[] = [];
      for (let i = 0; i < 30; i++) checks.push((await s.api('trans/uid_check', { uid: unknownUid(i) }, { token: walker.token })).body.code);
      expect(new Set(checks)).toEqual(new Set([404]));
      const check = await s.api('trans/uid_check', { uid: unknownUid(30) }, { token: walker.token });
      expect(check.body.code).toBe(429);
      // A transfer to an unknown UID after the limit is refused like uid_check: it tells nothing.
      const social = await s.api('trans/social', { uid: unknownUid(31), amount: '1.00', pay_password: '123456' }, { token: walker.token });
      expect(social.body).toEqual(check.body);

      // The other way round: 30 transfers to unknown UIDs use up uid_check too.
      const other = await s.registerByEmail('walker2@example.com');
      for (let i = 0; i < 30; i++) {
        expect(
          (await s.api('trans/social', { uid: unknownUid(i), amount: '1.00', pay_password: '123456' }, { token: other.token })).body.code,
        ).toBe(404);
      }
      expect((await s.api('trans/uid_check', { uid: walker.uid }, { token: other.token })).body.code).toBe(429);
    });
  },
  { limits: { ...defaultLimits, requestsPerMinute: 100_000, loginPerAddress: 10_000, codesPerAddressHour: 5 } },
);
