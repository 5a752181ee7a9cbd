import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp } from './support/harness';
import { verifyPayPassword } from '@server/security/pay-password';

describeEachDatabase('forgotten and changed passwords', (get) => {
  it('resets a forgotten password by email: code checked, then set; every old session ends', async () => {
    const s = get();
    const email = 'forgot@example.com';
    const { token } = await s.registerByEmail(email, 'OldPass123');
    expect((await s.api('member/mail_otp', { email, purpose: 'forget_pwd' }, { ip: freshIp() })).body.code).toBe(0);
    const code = await s.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await s.api('member/fpwd_otp_check', { type: 'email', account: email, code: wrong })).body).toMatchObject({
      code: 422,
      msg: 'The verification code is incorrect',
    });
    expect((await s.api('member/fpwd_otp_check', { type: 'email', account: email, code })).body).toMatchObject({
      code: 0,
      data: { valid: true },
    });

    const weak = await s.api('member/forget_pwd', { type: 'email', email, code, password: 'onlyletters' });
    expect(weak.body.code).toBe(422);
    const same = await s.api('member/forget_pwd', { type: 'email', email, code, password: 'OldPass123' });
    expect(same.body).toMatchObject({ code: 422, msg: 'The new password must differ from the current one' });
    expect((await s.api('member/forget_pwd', { type: 'email', email, code, password: 'NewPass456' })).body.code).toBe(0);

    expect((await s.api('member/info', undefined, { token })).body.code).toBe(406);
    expect((await s.api('member/login', { type: 'email', email, password: 'OldPass123' }, { ip: freshIp() })).body.code).toBe(422);
    expect((await s.api('member/login', { type: 'email', email, password: 'NewPass456' }, { ip: freshIp() })).body.code).toBe(0);
    // The code worked once.
    expect((await s.api('member/forget_pwd', { type: 'email', email, code, password: 'Other789x' })).body.code).toBe(422);
  });

  it('answers a reset for an address without an account as for a known one, without sending anything', async () => {
    const s = get();
    const res = await s.api('member/mail_otp', { email: 'nobody@example.com', purpose: 'forget_pwd' }, { ip: freshIp() });
    expect(res.body).toMatchObject({ code: 0, data: { resend_seconds: 60 } });
    const { rows } = await s.running.services.db.query("SELECT 1 FROM dev_outbox WHERE recipient = 'nobody@example.com'");
    expect(rows).toHaveLength(0);
    const reset = await s.api('member/forget_pwd', { type: 'email', email: 'nobody@example.com', code: '123456', password: 'NewPass456' });
    expect(reset.body).toMatchObject({ code: 422, msg: 'The verification code is incorrect' });
  });

  it('changes the password with the original one, keeping only the session in use', async () => {
    const s = get();
    const email = 'change@example.com';
    const { token } = await s.registerByEmail(email, 'OldPass123');
    const other = (await s.api('member/login', { type: 'email', email, password: 'OldPass123' }, { ip: freshIp() })).data;

    const bad = await s.api('member/set_password', { old_password: 'Wrong1234', password: 'NewPass456' }, { token });
    expect(bad.body).toMatchObject({ code: 422, msg: 'The original password is incorrect' });
    const ok = await s.api('member/set_password', { old_password: 'OldPass123', password: 'NewPass456' }, { token });
    expect(ok.body.code).toBe(0);
    expect((await s.api('member/info', undefined, { token })).body.code).toBe(0);
    expect((await s.api('member/info', undefined, { token: other.token })).body.code).toBe(406);
    expect((await s.api('member/login', { type: 'email', email, password: 'NewPass456' }, { ip: freshIp() })).body.code).toBe(0);
  });

  it('locks password changes after repeated wrong originals, like sign-in', async () => {
    const s = get();
    const { token } = await s.registerByEmail('guess@example.com', 'OldPass123');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await s.api('member/set_password', { old_password: `Wrong${i}xyz`, password: 'NewPass456' }, { token })).body.code);
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await s.api('member/set_password', { old_password: 'OldPass123', password: 'NewPass456' }, { token })).body.code).toBe(429);
  });

  it('resets the password of a signed-in member with a code sent to the own address', async () => {
    const s = get();
    const email = 'reset@example.com';
    const { token } = await s.registerByEmail(email, 'OldPass123');
    expect((await s.api('users/cell_code', { purpose: 'security' }, { token })).body.code).toBe(0);
    const code = await s.lastCode(email);
    expect((await s.api('users/resetpwd', { code, password: 'NewPass456' }, { token })).body.code).toBe(0);
    expect((await s.api('member/login', { type: 'email', email, password: 'NewPass456' }, { ip: freshIp() })).body.code).toBe(0);
  });
});

describeEachDatabase('payment password', (get) => {
  it('is set with a code, kept apart from the login password, and counted when wrong', async () => {
    const s = get();
    const email = 'pay@example.com';
    const { token, uid } = await s.registerByEmail(email, 'Login1234');
    const services = s.running.services;
    const { rows } = await services.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1', [uid]);
    const memberId = rows[0]!.id;

    await expect(verifyPayPassword(services, memberId, '123456')).rejects.toMatchObject({ code: 1001 });
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ pay_password_set: false });

    expect((await s.api('users/cell_code', { purpose: 'pay_password' }, { token })).body.code).toBe(0);
    const code = await s.lastCode(email);
    expect((await s.api('member/set_payment_code', { pay_password: '12345', code }, { token })).body.code).toBe(400);
    expect((await s.api('member/set_payment_code', { pay_password: '246810', code }, { token })).body.code).toBe(0);
    expect((await s.api('member/info', undefined, { token })).body.data).toMatchObject({ pay_password_set: true });
    const { rows: hashes } = await services.db.query<{ pay_password_hash: string; password_hash: string }>(
      'SELECT pay_password_hash, password_hash FROM members WHERE id = $1',
      [memberId],
    );
    expect(hashes[0]!.pay_password_hash).toMatch(/^\$argon2id\$/);
    expect(hashes[0]!.pay_password_hash).not.toBe(hashes[0]!.password_hash);

    await expect(verifyPayPassword(services, memberId, '246810')).resolves.toBeUndefined();
    const failures: unknown[] = [];
    for (let i = 0; i < 5; i++)
      failures.push(await verifyPayPassword(services, memberId, '000000').catch((e: { code: number; args: unknown }) => [e.code, e.args]));
    expect(failures).toEqual([
      [422, { left: 4 }],
      [422, { left: 3 }],
      [422, { left: 2 }],
      [422, { left: 1 }],
      [429, { minutes: 30 }],
    ]);
    // Locked: even the right password waits.
    await expect(verifyPayPassword(services, memberId, '246810')).rejects.toMatchObject({ code: 429 });
    s.clock.advance(31 * 60_000);
    await expect(verifyPayPassword(services, memberId, '246810')).resolves.toBeUndefined();
  });

  it('a right answer clears the count of wrong ones', async () => {
    const s = get();
    const email = 'pay2@example.com';
    const { token, uid } = await s.registerByEmail(email, 'Login1234');
    await s.api('users/cell_code', { purpose: 'pay_password' }, { token });
    await s.api('member/set_payment_code', { pay_password: '135790', code: await s.lastCode(email) }, { token });
    const services = s.running.services;
    const memberId = (await services.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE uid = $1', [uid])).rows[0]!.id;
    for (let i = 0; i < 4; i++) await verifyPayPassword(services, memberId, '000000').catch(() => undefined);
    await verifyPayPassword(services, memberId, '135790');
    await expect(verifyPayPassword(services, memberId, '000000')).rejects.toMatchObject({ code: 422, args: { left: 4 } });
  });
});
