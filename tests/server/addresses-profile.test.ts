import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp, type TestServer } from './support/harness';

async function registerByPhone(s: TestServer, mobile: string): Promise<string> {
  await s.api('member/sms_otp', { area_code: '82', mobile, purpose: 'register' }, { ip: freshIp() });
  const code = await s.lastCode(`+82${mobile}`);
  const res = await s.api('member/register', {
    type: 'phone',
    area_code: '82',
    mobile,
    code,
    password: 'Passw0rd!',
    agree: true,
    privacy: true,
  });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.data.token;
}

describeEachDatabase('changing phone and email', (get) => {
  it('moves the email to a new address proved by a code sent there; the old one becomes free', async () => {
    const s = get();
    const { token } = await s.registerByEmail('old-mail@example.com');
    await s.registerByEmail('taken@example.com');
    const taken = await s.api('member/mail_otp', { email: 'taken@example.com', purpose: 'change_email' }, { ip: freshIp() });
    expect(taken.body).toMatchObject({ code: 409, msg: 'This address already belongs to another account' });

    expect((await s.api('member/mail_otp', { email: 'new-mail@example.com', purpose: 'change_email' }, { ip: freshIp() })).body.code).toBe(
      0,
    );
    const code = await s.lastCode('new-mail@example.com');
    expect((await s.api('member/email', { email: 'New-Mail@Example.com', code, password: 'Passw0rd!' }, { token })).body.code).toBe(0);
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ email: 'new-mail@example.com' });
    expect(
      (await s.api('member/login', { type: 'email', email: 'new-mail@example.com', password: 'Passw0rd!' }, { ip: freshIp() })).body.code,
    ).toBe(0);
    expect(
      (await s.api('member/login', { type: 'email', email: 'old-mail@example.com', password: 'Passw0rd!' }, { ip: freshIp() })).body.code,
    ).toBe(422);
    s.clock.advance(61_000); // the resend countdown of the first registration code
    await s.registerByEmail('old-mail@example.com');
  });

  it('refuses a code that was sent to another address than the one submitted', async () => {
    const s = get();
    const { token } = await s.registerByEmail('swap@example.com');
    await s.api('member/mail_otp', { email: 'mine-a@example.com', purpose: 'change_email' }, { ip: freshIp() });
    const code = await s.lastCode('mine-a@example.com');
    expect((await s.api('member/email', { email: 'mine-b@example.com', code, password: 'Passw0rd!' }, { token })).body.code).toBe(422);
  });

  it('changes the phone number with a code sent to the new number', async () => {
    const s = get();
    const token = await registerByPhone(s, '1055551111');
    expect(
      (await s.api('member/sms_otp', { area_code: '44', mobile: '07700900123', purpose: 'change_phone' }, { ip: freshIp() })).body.code,
    ).toBe(0);
    const code = await s.lastCode('+447700900123');
    expect(
      (await s.api('member/mobile', { area_code: '44', mobile: '07700900123', code, password: 'Passw0rd!' }, { token })).body.code,
    ).toBe(0);
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ area_code: '44', mobile: '7700900123' });
    expect(
      (await s.api('member/login', { type: 'phone', area_code: '44', mobile: '7700900123', password: 'Passw0rd!' }, { ip: freshIp() })).body
        .code,
    ).toBe(0);
  });

  it('binds an email to a phone account once; later it can only be changed', async () => {
    const s = get();
    const token = await registerByPhone(s, '1055552222');
    await s.api('member/mail_otp', { email: 'bound@example.com', purpose: 'bind_email' }, { ip: freshIp() });
    const code = await s.lastCode('bound@example.com');
    expect(
      (await s.api('member/member/email_bind', { email: 'bound@example.com', code, password: 'Passw0rd!' }, { token })).body.code,
    ).toBe(0);
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({
      email: 'bound@example.com',
      mobile: '1055552222',
    });
    await s.api('member/mail_otp', { email: 'second@example.com', purpose: 'bind_email' }, { ip: freshIp() });
    const again = await s.api(
      'member/member/email_bind',
      { email: 'second@example.com', code: await s.lastCode('second@example.com'), password: 'Passw0rd!' },
      { token },
    );
    expect(again.body).toMatchObject({ code: 409, msg: 'An email is already bound to this account; change it instead' });
  });
});

describeEachDatabase('profile, invitation and level', (get) => {
  it('changes the nickname and the introduction once each', async () => {
    const s = get();
    const { token } = await s.registerByEmail('profile@example.com');
    expect((await s.api('users/set_nickname', { nickname: '  Blue Whale ' }, { token })).body.code).toBe(0);
    expect((await s.api('users/set_nickname', { nickname: 'Again' }, { token })).body).toMatchObject({
      code: 422,
      msg: 'The nickname can be changed only once',
    });
    expect((await s.api('member/modify_user', { introduction: 'Long-term ETF investor' }, { token })).body.code).toBe(0);
    const again = await s.api('member/modify_user', { introduction: 'Changed' }, { token, lan: 'ko' });
    expect(again.body).toMatchObject({ code: 422, msg: '소개는 한 번만 변경할 수 있습니다' });
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({
      nickname: 'Blue Whale',
      nickname_changed: true,
      introduction: 'Long-term ETF investor',
      introduction_changed: true,
      head_img: '',
    });
  });

  it('allows only one of two parallel nickname changes', async () => {
    const s = get();
    const { token } = await s.registerByEmail('race@example.com');
    const codes = await Promise.all(
      ['One', 'Two', 'Three'].map(async (nickname) => (await s.api('users/set_nickname', { nickname }, { token })).body.code),
    );
    expect(codes.sort()).toEqual([0, 422, 422]);
  });

  it('shares an invitation link that opens registration with the code filled in', async () => {
    const s = get();
    const { token } = await s.registerByEmail('share@example.com');
    const info = (await s.api('member/info', undefined, { token })).data;
    const share = (await s.api('users/share', undefined, { token })).data;
    expect(share.invite_code).toBe(info.invite_code);
    expect(share.invite_link).toBe(`${s.running.services.config.publicUrl}/register?invite=${info.invite_code}`);
    // The QR code is an SVG image of this member's link: another member's differs.
    const qr = share.invite_qr;
    const svg = Buffer.from(qr.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"[\s\S]*<path d="M[\s\S]*<\/svg>$/);
    const other = await s.registerByEmail('share-other@example.com');
    expect((await s.api('users/share', undefined, { token: other.token })).data.invite_qr).not.toBe(qr);
    const invited = await s.registerByEmail('invited@example.com', 'Passw0rd!', { invite_code: share.invite_code });
    expect(invited.uid).toMatch(/^\d{8}$/);
  });

  it('lists the star levels from the configured rules, in the caller language', async () => {
    const s = get();
    const { token } = await s.registerByEmail('level@example.com');
    await s.running.services.db.query('UPDATE level_rules SET dividend_rate = 0.025 WHERE stars = 2');
    const level = (await s.api('member/level', undefined, { token, lan: 'ko' })).data;
    expect(level).toMatchObject({ vip_level: 0, stars: 0 });
    expect(level.levels.map((l) => l.stars)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(level.levels[2]).toEqual({
      stars: 2,
      name: '2성',
      condition: '직접 추천 5명, 팀원 15명, 30일간 팀 거래량 10000.00 USDT',
      min_direct: 5,
      min_team: 15,
      min_volume: '10000.00',
      dividend_rate: '0.0250',
      partner: false,
    });
    expect(level.levels.filter((l) => l.partner).map((l) => l.stars)).toEqual([4, 5]);
  });
});
