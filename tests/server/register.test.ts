import { expect, it } from 'vitest';
import { describeOnPglite, freshIp } from './support/harness';

describeOnPglite('registration', (get) => {
  it('registers by email with the code from the outbox, and the session reads member/info', async () => {
    const s = get();
    const sent = await s.api('member/mail_otp', { email: 'Ann@Example.com', purpose: 'register' });
    expect(sent.body).toMatchObject({ code: 0, data: { resend_seconds: 60, expires_seconds: 600 } });
    const code = await s.lastCode('ann@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const check = await s.api('member/otp_check', { type: 'email', account: 'ann@example.com', code, purpose: 'register' });
    expect(check.body).toMatchObject({ code: 0, data: { valid: true } });
    const reg = await s.api('member/register', {
      type: 'email',
      email: 'ann@example.com',
      code,
      password: 'Passw0rd!',
      agree: true,
      privacy: true,
    });
    expect(reg.body.code).toBe(0);
    const { token, uid } = reg.data;
    expect(uid).toMatch(/^\d{8}$/);
    const info = await s.api('member/info', undefined, { token });
    expect(info.body).toMatchObject({ code: 0, data: { uid, email: 'ann@example.com', realname_status: 'none', pay_password_set: false } });
  });

  it('registers by phone with a country code and an invitation code, and records the inviter', async () => {
    const s = get();
    const inviter = await s.registerByEmail('inviter@example.com');
    const info = await s.api('member/info', undefined, { token: inviter.token });
    const inviteCode = info.data.invite_code;
    const checked = await s.api('member/invite_check', { invite_code: inviteCode.toLowerCase() });
    expect(checked.body).toMatchObject({ code: 0, data: { valid: true } });
    expect(checked.data.inviter).toContain('*');

    await s.api('member/sms_otp', { area_code: '44', mobile: '07700900123', purpose: 'register' });
    const code = await s.lastCode('+447700900123');
    const reg = await s.api('member/register', {
      type: 'phone',
      area_code: '44',
      mobile: '07700900123',
      code,
      password: 'Passw0rd!',
      invite_code: inviteCode,
      agree: true,
      privacy: true,
    });
    expect(reg.body.code).toBe(0);
    const { rows } = await s.running.services.db.query<{ inviter_id: string | null }>(
      'SELECT inviter_id::text AS inviter_id FROM members WHERE uid = $1',
      [reg.data.uid],
    );
    expect(rows[0]?.inviter_id).not.toBeNull();
    const login = await s.api('member/login', { type: 'phone', area_code: '44', mobile: '7700900123', password: 'Passw0rd!' });
    expect(login.body.code).toBe(0);
  });

  it('refuses an unknown invitation code, a weak password, a missing consent and a taken address', async () => {
    const s = get();
    await s.registerByEmail('taken@example.com');
    expect((await s.api('member/invite_check', { invite_code: 'NOPE1234' })).body).toMatchObject({
      code: 422,
      msg: 'The invitation code does not exist',
    });
    const again = await s.api('member/mail_otp', { email: 'taken@example.com', purpose: 'register' });
    expect(again.body).toMatchObject({ code: 409, msg: 'This account is already registered' });

    await s.api('member/mail_otp', { email: 'weak@example.com', purpose: 'register' });
    const code = await s.lastCode('weak@example.com');
    const weak = await s.api('member/register', {
      type: 'email',
      email: 'weak@example.com',
      code,
      password: 'aaaaaaaa',
      agree: true,
      privacy: true,
    });
    expect(weak.body.code).toBe(422);
    expect(weak.body.msg).toMatch(/8 or more characters/);
    const noConsent = await s.call('POST', 'member/register', {
      type: 'email',
      email: 'weak@example.com',
      code,
      password: 'Passw0rd!',
      agree: true,
      privacy: false,
    });
    expect(noConsent.body.code).toBe(400);
    const badInvite = await s.api('member/register', {
      type: 'email',
      email: 'weak@example.com',
      code,
      password: 'Passw0rd!',
      invite_code: 'ZZZZ9999',
      agree: true,
      privacy: true,
    });
    expect(badInvite.body.code).toBe(422);
    const ok = await s.api('member/register', {
      type: 'email',
      email: 'weak@example.com',
      code,
      password: 'Passw0rd!',
      agree: true,
      privacy: true,
    });
    expect(ok.body.code).toBe(0);
  });

  it('a code works once', async () => {
    const s = get();
    await s.api('member/mail_otp', { email: 'once@example.com', purpose: 'register' });
    const code = await s.lastCode('once@example.com');
    const body = { type: 'email', email: 'once@example.com', code, password: 'Passw0rd!', agree: true, privacy: true };
    expect((await s.call('POST', 'member/register', body)).body.code).toBe(0);
    const check = await s.api('member/otp_check', { type: 'email', account: 'once@example.com', code, purpose: 'register' });
    expect(check.body).toMatchObject({ code: 422, msg: 'The verification code is incorrect' });
  });

  it('a code expires after 10 minutes', async () => {
    const s = get();
    await s.api('member/mail_otp', { email: 'late@example.com', purpose: 'register' });
    const code = await s.lastCode('late@example.com');
    s.clock.advance(10 * 60 * 1000 + 1000);
    const check = await s.api('member/otp_check', { type: 'email', account: 'late@example.com', code, purpose: 'register' });
    expect(check.body).toMatchObject({ code: 422, msg: 'The verification code has expired. Please request a new one' });
  });

  it('allows 5 tries, then the code is dead even when the right one comes', async () => {
    const s = get();
    await s.api('member/mail_otp', { email: 'guess@example.com', purpose: 'register' });
    const code = await s.lastCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) {
      msgs.push(
        (await s.api('member/otp_check', { type: 'email', account: 'guess@example.com', code: wrong, purpose: 'register' })).body.msg,
      );
    }
    expect(msgs.slice(0, 4).every((m) => m === 'The verification code is incorrect')).toBe(true);
    expect(msgs[4]).toBe('Too many wrong codes. Please request a new one');
    const right = await s.api('member/otp_check', { type: 'email', account: 'guess@example.com', code, purpose: 'register' });
    expect(right.body.msg).toBe('Too many wrong codes. Please request a new one');
  });

  it('enforces the resend countdown on the server, and a new code replaces the old', async () => {
    const s = get();
    const ip = freshIp();
    await s.api('member/mail_otp', { email: 'again@example.com', purpose: 'register' }, { ip });
    const first = await s.lastCode('again@example.com');
    s.clock.advance(20_000);
    const early = await s.api('member/mail_otp', { email: 'again@example.com', purpose: 'register' }, { ip, lan: 'ko' });
    expect(early.body.code).toBe(429);
    expect(early.body.msg).toBe('40초 후에 인증번호를 다시 요청해 주세요');
    s.clock.advance(40_000);
    expect((await s.api('member/mail_otp', { email: 'again@example.com', purpose: 'register' }, { ip })).body.code).toBe(0);
    const second = await s.lastCode('again@example.com');
    if (second !== first) {
      const old = await s.api('member/otp_check', { type: 'email', account: 'again@example.com', code: first, purpose: 'register' });
      expect(old.body.code).toBe(422);
    }
    const fresh = await s.api('member/otp_check', { type: 'email', account: 'again@example.com', code: second, purpose: 'register' });
    expect(fresh.body.code).toBe(0);
  });

  it('lists the dev outbox newest first', async () => {
    const s = get();
    await s.api('member/mail_otp', { email: 'box@example.com', purpose: 'register' });
    s.clock.advance(61_000);
    await s.api('member/mail_otp', { email: 'box@example.com', purpose: 'register' });
    const res = await s.call('GET', 'dev/outbox', { to: 'BOX@example.com' });
    const list = (res.body.data as { list: { body: string; sentAt: string }[] }).list;
    expect(list).toHaveLength(2);
    expect(Date.parse(list[0]!.sentAt)).toBeGreaterThan(Date.parse(list[1]!.sentAt));
  });
});
