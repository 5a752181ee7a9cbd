import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp } from './support/harness';
import { defaultLimits } from '@server/config';

describeEachDatabase(
  'login',
  (get) => {
    it('signs in by email or phone with the password, case-insensitively for the email', async () => {
      const s = get();
      const { uid } = await s.registerByEmail('pat@example.com');
      const res = await s.api('member/login', { type: 'email', email: 'PAT@example.com', password: 'Passw0rd!' });
      expect(res.body).toMatchObject({ code: 0, data: { uid } });
      const demo = await s.api('member/login', { type: 'phone', area_code: '82', mobile: '01012345678', password: 'Demo1234!' });
      expect(demo.body.code).toBe(0);
    });

    it("shows the server's message for a wrong password, in the caller's language, without saying whether the account exists", async () => {
      const s = get();
      await s.registerByEmail('wrong@example.com');
      const ip = freshIp();
      const wrong = await s.api('member/login', { type: 'email', email: 'wrong@example.com', password: 'nope-nope' }, { ip });
      const ghost = await s.api('member/login', { type: 'email', email: 'ghost@example.com', password: 'nope-nope' }, { ip });
      expect(wrong.body).toEqual({ code: 422, msg: 'Account or password is incorrect', data: null });
      expect(ghost.body).toEqual(wrong.body);
      const ko = await s.api('member/login', { type: 'email', email: 'wrong@example.com', password: 'nope' }, { lan: 'ko', ip });
      expect(ko.body.msg).toBe('계정 또는 비밀번호가 올바르지 않습니다');
    });

    it("throttles one address's failures without refusing the owner's right password from another address", async () => {
      const s = get();
      await s.registerByEmail('locked@example.com');
      const attacker = freshIp();
      const codes: number[] = [];
      let last = { code: 0, msg: '' };
      for (let i = 0; i < 50; i++) {
        last = (await s.api('member/login', { type: 'email', email: 'locked@example.com', password: `bad-${i}` }, { ip: attacker })).body;
        codes.push(last.code);
      }
      // Five wrong passwords from address A, then A is refused before its guesses are even checked.
      expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 429]);
      expect(new Set(codes.slice(5))).toEqual(new Set([429]));
      expect(last.msg).toMatch(/^Too many requests\. Try again in \d+ seconds$/);
      // The right password from A is refused too (A is throttled, not told anything)...
      const fromA = await s.api('member/login', { type: 'email', email: 'locked@example.com', password: 'Passw0rd!' }, { ip: attacker });
      expect(fromA.body.code).toBe(429);
      // ...but the owner at address B signs in at once.
      const owner = await s.api('member/login', { type: 'email', email: 'locked@example.com', password: 'Passw0rd!' }, { ip: freshIp() });
      expect(owner.body.code).toBe(0);
      // A's wait is the window: 15 minutes later A may try again.
      s.clock.advance(15 * 60_000 + 1000);
      const later = await s.api('member/login', { type: 'email', email: 'locked@example.com', password: 'Passw0rd!' }, { ip: attacker });
      expect(later.body.code).toBe(0);
    });

    it('slows down guesses on an account attacked from many addresses, and still lets the right password through', async () => {
      const s = get();
      await s.registerByEmail('guarded@example.com');
      const { loginFailuresPerAccount } = defaultLimits;
      const attackers = Array.from({ length: loginFailuresPerAccount + 5 }, () => freshIp());
      const codes: number[] = [];
      for (const ip of attackers)
        codes.push((await s.api('member/login', { type: 'email', email: 'guarded@example.com', password: 'guess-1' }, { ip })).body.code);
      expect(codes.slice(0, loginFailuresPerAccount - 1)).toEqual(Array(loginFailuresPerAccount - 1).fill(422));
      // Once the account has had its fill of failures, one failure is all an address gets: the first
      // attacker, allowed five guesses before, is now refused at its second.
      const second = await s.api(
        'member/login',
        { type: 'email', email: 'guarded@example.com', password: 'guess-2' },
        { ip: attackers[0] },
      );
      expect(second.body).toMatchObject({ code: 429, msg: expect.stringMatching(/\d+ seconds/) });
      // The owner, from an address that has not been failing, signs in with the right password at once.
      const owner = await s.api('member/login', { type: 'email', email: 'guarded@example.com', password: 'Passw0rd!' }, { ip: freshIp() });
      expect(owner.body.code).toBe(0);
      // So does the owner by an emailed code (member/email_login), whatever the password guesses.
      s.clock.advance(61_000);
      await s.api('member/mail_otp', { email: 'guarded@example.com', purpose: 'login' });
      const byCode = await s.api(
        'member/email_login',
        { email: 'guarded@example.com', code: await s.lastCode('guarded@example.com') },
        { ip: freshIp() },
      );
      expect(byCode.body.code).toBe(0);
    });

    it('throttles wrong one-time codes per address (member/email_login) without refusing the owner elsewhere', async () => {
      const s = get();
      await s.registerByEmail('codes@example.com');
      const attacker = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        codes.push(
          (await s.api('member/email_login', { email: 'codes@example.com', code: String(100000 + i) }, { ip: attacker })).body.code,
        );
      }
      expect(codes).toEqual([422, 422, 422, 422, 429, 429, 429, 429]);
      s.clock.advance(61_000);
      await s.api('member/mail_otp', { email: 'codes@example.com', purpose: 'login' });
      const code = await s.lastCode('codes@example.com');
      expect((await s.api('member/email_login', { email: 'codes@example.com', code }, { ip: attacker })).body.code).toBe(429);
      expect((await s.api('member/email_login', { email: 'codes@example.com', code }, { ip: freshIp() })).body.code).toBe(0);
    });

    it('signs in by email and a one-time code (member/email_login), once per code', async () => {
      const s = get();
      const { uid } = await s.registerByEmail('otp@example.com');
      s.clock.advance(61_000);
      await s.api('member/mail_otp', { email: 'otp@example.com', purpose: 'login' });
      const code = await s.lastCode('otp@example.com');
      const res = await s.api('member/email_login', { email: 'otp@example.com', code });
      expect(res.body).toMatchObject({ code: 0, data: { uid } });
      expect((await s.api('member/email_login', { email: 'otp@example.com', code })).body.code).toBe(422);
    });

    it('sends a code to the signed-in member own address (users/cell_code) and masks it', async () => {
      const s = get();
      const { token } = await s.registerByEmail('cell@example.com');
      const res = await s.api('users/cell_code', { purpose: 'security' }, { token });
      expect(res.body).toMatchObject({ code: 0, data: { to: 'ce***@example.com', resend_seconds: 60 } });
      const phone = await s.api('users/cell_code', { purpose: 'security', channel: 'phone' }, { token });
      expect(phone.body).toMatchObject({ code: 422, msg: 'No phone number is bound to this account' });
      const korean = await s.api('users/cell_code', { purpose: 'security', channel: 'phone' }, { token, lan: 'ko' });
      expect(korean.body.msg).toBe('이 계정에 등록된 휴대폰 번호가 없습니다');
    });
  },
  {},
);

describeEachDatabase(
  'rate limits per address',
  (get) => {
    it('limits login attempts per client address', async () => {
      const s = get();
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await s.api('member/login', { type: 'email', email: `p${i}@example.com`, password: 'x' }, { ip })).body.code);
      expect(codes).toEqual([422, 422, 422, 429]);
    });

    it('limits codes per client address and per target per hour', async () => {
      const s = get();
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await s.api('member/mail_otp', { email: `c${i}@example.com`, purpose: 'register' }, { ip })).body.code);
      expect(codes).toEqual([0, 0, 0, 429]);
    });
  },
  {
    limits: { ...defaultLimits, loginPerAddress: 3, codesPerAddressHour: 3, requestsPerMinute: 100_000 },
  },
);
