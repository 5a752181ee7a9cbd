import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { describeEachDatabase, freshIp, type TestServer } from './support/harness';
import { setPayPassword, verifiedMember } from './support/members';
import { bindWallet, PAY_PASSWORD, pastPayoutCooldown, payingMember } from './support/money';

const PASSWORD = 'Passw0rd!';
const VICTIM_WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ATTACKER_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const HOUR = 3_600_000;

/** What the dev outbox holds for an address, newest first. */
async function outbox(s: TestServer, to: string): Promise<{ subject: string; body: string }[]> {
  return ((await s.call('GET', 'dev/outbox', { to })).body.data as { list: { subject: string; body: string }[] }).list;
}

/** How the hold messages write the end of a cooling-off period that starts now. */
function untilFromNow(s: TestServer, hours = 24): string {
  return new Date(s.clock.now().getTime() + hours * HOUR).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function quote(s: TestServer, token: string, target_id: number, lan = 'en') {
  return s.call('GET', 'wallet/withdraw_quote', { account_type: 'wallet', target_id: String(target_id), amount: '50' }, { token, lan });
}

function withdraw(s: TestServer, token: string, target_id: number) {
  return s.api('wallet/withdraw', { account_type: 'wallet', target_id, amount: '50', pay_password: PAY_PASSWORD }, { token, lan: 'en' });
}

describe('the withdrawal cooling-off period setting', () => {
  it('is 24 hours by default, PAYOUT_COOLDOWN_HOURS sets whole hours (0 turns it off), anything else stops the start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).money.payoutCooldownHours).toBe(24);
    expect(loadConfig({ NODE_ENV: 'test', PAYOUT_COOLDOWN_HOURS: '48' }).money.payoutCooldownHours).toBe(48);
    expect(loadConfig({ NODE_ENV: 'test', PAYOUT_COOLDOWN_HOURS: '0' }).money.payoutCooldownHours).toBe(0);
    for (const bad of ['1.5', '-1', 'a day', '721'])
      expect(() => loadConfig({ NODE_ENV: 'test', PAYOUT_COOLDOWN_HOURS: bad }), bad).toThrow(/PAYOUT_COOLDOWN_HOURS/);
  });
});

describeEachDatabase('account security: a stolen session token', (get) => {
  it('cannot change the email, reset the payment password, bind a wallet or withdraw to it', async () => {
    const s = get();
    const victim = await payingMember(s, 'victim', '100');
    const walletId = await bindWallet(s, victim.token, VICTIM_WALLET);
    pastPayoutCooldown(s);
    const token = victim.token; // all the attacker has

    // 1. The login email to an address of the attacker: a code sent there is not enough.
    expect((await s.api('member/mail_otp', { email: 'attacker@evil.example', purpose: 'change_email' }, { ip: freshIp() })).body.code).toBe(
      0,
    );
    const code = await s.lastCode('attacker@evil.example');
    const noPassword = await s.call('POST', 'member/email', { email: 'attacker@evil.example', code }, { token, lan: 'en' });
    expect(noPassword.body.code).toBe(400);
    const guessed = await s.api('member/email', { email: 'attacker@evil.example', code, password: 'Guess1234!' }, { token, lan: 'en' });
    expect(guessed.body).toMatchObject({ code: 422, msg: 'The original password is incorrect' });
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ email: victim.email });

    // 2. The payment password: its code still goes to the member's own address, not the attacker's.
    const sent = await s.api('users/cell_code', { purpose: 'pay_password' }, { token });
    expect(sent.body.data).toMatchObject({ to: expect.stringMatching(/@example\.com$/) });
    expect((await outbox(s, 'attacker@evil.example')).length).toBe(1); // only the change_email code it asked for
    const reset = await s.api('member/set_payment_code', { pay_password: '999999', code: '000000' }, { token });
    expect(reset.body.code).toBe(422);

    // 3. A wallet of the attacker: the payment password is needed.
    expect((await s.call('POST', 'member/digital_bind', { protocol: 'ERC20', address: ATTACKER_WALLET }, { token })).body.code).toBe(400);
    const wrong = await s.api(
      'member/digital_bind',
      { protocol: 'ERC20', address: ATTACKER_WALLET, pay_password: '999999' },
      { token, lan: 'en' },
    );
    expect(wrong.body).toMatchObject({ code: 422, msg: expect.stringMatching(/payment password is incorrect/) });
    const wallets = (await s.api('member/digital_info', undefined, { token })).data;
    expect(wallets.list.map((w) => w.id)).toEqual([walletId]);

    // 4. Nothing to withdraw to but the member's own wallet.
    expect((await withdraw(s, token, walletId + 1)).body.code).toBe(404);
  });

  it('a change of email with the login password tells the old address and pauses withdrawals until a stated time', async () => {
    const s = get();
    const m = await payingMember(s, 'mover', '100');
    const walletId = await bindWallet(s, m.token, '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB');
    pastPayoutCooldown(s);
    expect((await quote(s, m.token, walletId)).body.code).toBe(0);

    await s.api('member/mail_otp', { email: 'moved@example.com', purpose: 'change_email' }, { ip: freshIp() });
    const changed = await s.api(
      'member/email',
      { email: 'moved@example.com', code: await s.lastCode('moved@example.com'), password: PASSWORD },
      { token: m.token, lan: 'en' },
    );
    expect(changed.body.code).toBe(0);
    const until = untilFromNow(s);
    const [notice] = await outbox(s, m.email);
    expect(notice).toMatchObject({ subject: 'Meridian security notice', body: expect.stringContaining('changed to mo***@example.com') });
    expect(notice!.body).toContain(until);
    // The new address holds only its code: the notice goes where an attacker cannot read it.
    expect((await outbox(s, 'moved@example.com')).map((x) => x.subject)).toEqual(['Meridian verification code']);

    const held = `For your security, withdrawals are paused until ${until} after a change of email, phone or payment password`;
    expect((await quote(s, m.token, walletId)).body).toMatchObject({ code: 422, msg: held });
    expect((await withdraw(s, m.token, walletId)).body).toMatchObject({ code: 422, msg: held });
    expect((await quote(s, m.token, walletId, 'ko')).body.msg).toBe(
      `이메일, 휴대폰 번호 또는 결제 비밀번호 변경 후 보안을 위해 ${until}까지 출금이 중지됩니다`,
    );
    s.clock.advance(23 * HOUR);
    expect((await quote(s, m.token, walletId)).body.code).toBe(422);
    s.clock.advance(HOUR);
    expect((await withdraw(s, m.token, walletId)).body).toMatchObject({ code: 0, data: { status: 'review' } });
  });

  it('a new wallet needs the payment password (1001 when none is set), is announced, and is held for the cooling-off period', async () => {
    const s = get();
    const fresh = await verifiedMember(s, 'nopay@example.com', 'No Pay');
    const prompt = await s.api(
      'member/digital_bind',
      { protocol: 'TRC20', address: VICTIM_WALLET, pay_password: '123456' },
      { token: fresh.token },
    );
    expect(prompt.body.code).toBe(1001);

    const m = await payingMember(s, 'newdest', '100');
    const walletId = await bindWallet(s, m.token, '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb');
    const until = untilFromNow(s);
    const [notice] = await outbox(s, m.email);
    expect(notice!.body).toBe(
      `A withdrawal destination (ERC20 0xD122****9aDb) was added to your Meridian account. Withdrawals to it are possible from ${until}. If this was not you, contact support at once.`,
    );
    // The payment password was set just before: the later of the two periods is the one stated.
    s.clock.advance(HOUR);
    const held = `For your security, withdrawals to a newly added wallet or card are possible from ${until}`;
    expect((await quote(s, m.token, walletId)).body).toMatchObject({ code: 422, msg: held });
    expect((await withdraw(s, m.token, walletId)).body).toMatchObject({ code: 422, msg: held });
    s.clock.advance(23 * HOUR - 1000);
    expect((await quote(s, m.token, walletId)).body.code).toBe(422);
    s.clock.advance(1000);
    expect((await quote(s, m.token, walletId)).body.code).toBe(0);
  });

  it('a bank card bound or edited needs the payment password, and an edited card waits again', async () => {
    const s = get();
    const name = 'Card Holder';
    const m = await verifiedMember(s, 'cards@example.com', name);
    const card = { bank_name: 'HSBC', account_no: '12345678', account_name: name, iban: 'GB82WEST12345698765432' };
    expect((await s.api('member/bank_bind', { ...card, pay_password: '111111' }, { token: m.token })).body.code).toBe(1001);
    await setPayPassword(s, m.token, 'cards@example.com', PAY_PASSWORD);
    expect((await s.call('POST', 'member/bank_bind', card, { token: m.token })).body.code).toBe(400);
    expect((await s.api('member/bank_bind', { ...card, pay_password: '111111' }, { token: m.token })).body.code).toBe(422);
    const bound = await s.api('member/bank_bind', { ...card, pay_password: PAY_PASSWORD }, { token: m.token, lan: 'en' });
    expect(bound.body.code).toBe(0);
    const id = bound.data.id;
    expect((await outbox(s, 'cards@example.com'))[0]!.body).toContain('A withdrawal destination (HSBC ****5678) was added');

    pastPayoutCooldown(s);
    const body = { account_type: 'bank', target_id: String(id), amount: '20' };
    // The card is past its period; the balance is what refuses now, not the hold.
    expect((await s.call('GET', 'wallet/withdraw_quote', body, { token: m.token, lan: 'en' })).body.msg).toMatch(/insufficient/i);
    expect(
      (await s.api('member/bank_edit', { ...card, id, account_no: '87654321', pay_password: '111111' }, { token: m.token })).body.code,
    ).toBe(422);
    expect(
      (await s.api('member/bank_edit', { ...card, id, account_no: '87654321', pay_password: PAY_PASSWORD }, { token: m.token, lan: 'en' }))
        .body.code,
    ).toBe(0);
    expect((await outbox(s, 'cards@example.com'))[0]!.body).toContain('(HSBC ****4321)');
    const held = await s.call('GET', 'wallet/withdraw_quote', body, { token: m.token, lan: 'en' });
    expect(held.body).toMatchObject({
      code: 422,
      msg: `For your security, withdrawals to a newly added wallet or card are possible from ${untilFromNow(s)}`,
    });
  });

  it('a new payment password is announced and pauses withdrawals', async () => {
    const s = get();
    const m = await payingMember(s, 'paychange', '100');
    const walletId = await bindWallet(s, m.token, '0xdAC17F958D2ee523a2206206994597C13D831ec7');
    pastPayoutCooldown(s);
    expect((await quote(s, m.token, walletId)).body.code).toBe(0);
    s.clock.advance(61_000); // the resend countdown of the previous pay_password code
    await s.api('users/cell_code', { purpose: 'pay_password' }, { token: m.token });
    const code = await s.lastCode(m.email);
    expect((await s.api('member/set_payment_code', { pay_password: '654321', code }, { token: m.token, lan: 'en' })).body.code).toBe(0);
    const until = untilFromNow(s);
    expect((await outbox(s, m.email))[0]!.body).toBe(
      `The payment password of your Meridian account was set or changed. Withdrawals are paused until ${until}. If this was not you, contact support at once.`,
    );
    expect((await quote(s, m.token, walletId)).body).toMatchObject({ code: 422, msg: expect.stringContaining(until) });
  });

  it('a change of phone needs the login password and tells the old number; a first email tells the phone', async () => {
    const s = get();
    await s.api('member/sms_otp', { area_code: '82', mobile: '1077770000', purpose: 'register' }, { ip: freshIp() });
    const reg = await s.api('member/register', {
      type: 'phone',
      area_code: '82',
      mobile: '1077770000',
      code: await s.lastCode('+821077770000'),
      password: PASSWORD,
      agree: true,
      privacy: true,
    });
    const token = reg.data.token;

    await s.api('member/sms_otp', { area_code: '82', mobile: '1088880000', purpose: 'change_phone' }, { ip: freshIp() });
    const code = await s.lastCode('+821088880000');
    expect(
      (await s.api('member/mobile', { area_code: '82', mobile: '1088880000', code, password: 'Wrong1234!' }, { token })).body.code,
    ).toBe(422);
    expect(
      (await s.api('member/mobile', { area_code: '82', mobile: '1088880000', code, password: PASSWORD }, { token, lan: 'en' })).body.code,
    ).toBe(0);
    const [toOld] = await outbox(s, '+821077770000');
    expect(toOld!.body).toContain('The phone number of your Meridian account was changed to +821****000');

    await s.api('member/mail_otp', { email: 'phone-first@example.com', purpose: 'bind_email' }, { ip: freshIp() });
    const bind = await s.api(
      'member/member/email_bind',
      { email: 'phone-first@example.com', code: await s.lastCode('phone-first@example.com'), password: PASSWORD },
      { token, lan: 'en' },
    );
    expect(bind.body.code).toBe(0);
    expect((await outbox(s, '+821088880000'))[0]!.body).toContain('The email ph***@example.com was added to your Meridian account');
  });
});
