import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp } from './support/harness';
import { staffSignIn } from './support/staff';
import { idPhotos } from './support/members';
import { createStaff, seedFirstAdmin } from '@server/staff/accounts';

describeEachDatabase('operations staff', (get) => {
  it('creates the first administrator on an empty staff table only, with a password nobody else knows', async () => {
    const s = get();
    // startServer already seeded one: a second start finds staff and creates nobody.
    expect(await seedFirstAdmin(s.running.services)).toBeUndefined();
    expect(s.running.admin?.email).toBe('admin@meridian.local');
    expect(s.running.admin?.password).toMatch(/^Ops-[A-Za-z0-9_-]{12}1$/);
    // The printed password is a first password: it must be replaced at the first sign-in.
    const seeded = await s.running.services.db.query<{ must_change_password: boolean }>(
      'SELECT must_change_password FROM staff WHERE email = $1',
      [s.running.admin!.email],
    );
    expect(seeded.rows[0]!.must_change_password).toBe(true);
    const token = await staffSignIn(s, s.running.admin!.email, s.running.admin!.password);
    expect((await s.api('ops/me', undefined, { token })).body.data).toEqual({
      name: 'Administrator',
      email: 'admin@meridian.local',
      roles: ['admin'],
    });
  });

  it('signs staff in with password and a one-time code; each step refuses what it should', async () => {
    const s = get();
    await createStaff(s.running.services, {
      email: 'kyc1@meridian.local',
      name: 'Kyc One',
      password: 'Review1234',
      roles: ['kyc_reviewer'],
    });
    expect((await s.api('ops/login', { email: 'kyc1@meridian.local', password: 'Wrong1234' }, { ip: freshIp() })).body).toMatchObject({
      code: 422,
      msg: 'Account or password is incorrect',
    });
    const step1 = await s.api('ops/login', { email: 'kyc1@meridian.local', password: 'Review1234' }, { ip: freshIp() });
    expect(step1.body).toMatchObject({ code: 0, data: { to: 'ky***@meridian.local', expires_seconds: 600 } });
    const { challenge } = step1.data;
    const code = await s.lastCode('kyc1@meridian.local');
    expect((await s.api('ops/login_verify', { challenge: 'nope', code })).body.code).toBe(422);
    const ok = await s.api('ops/login_verify', { challenge, code });
    expect(ok.body).toMatchObject({ code: 0, data: { name: 'Kyc One', roles: ['kyc_reviewer'], must_change_password: true } });
    expect((await s.api('ops/login_verify', { challenge, code })).body).toMatchObject({ code: 422 });
    const token = ok.data.token;
    // The first password was chosen by someone else: nothing opens until it is replaced.
    expect((await s.api('ops/kyc_list', undefined, { token })).body.code).toBe(1009);
    expect((await s.api('ops/password', { old_password: 'Review1234', password: 'Review1234-own' }, { token })).body.code).toBe(0);
    // A staff session opens staff calls only for its roles, and never member calls.
    expect((await s.api('ops/kyc_list', undefined, { token })).body.code).toBe(0);
    expect((await s.api('ops/audit_list', undefined, { token })).body).toMatchObject({
      code: 403,
      msg: 'You do not have permission to do this',
    });
    expect((await s.api('member/info', undefined, { token })).body.code).toBe(401);
    expect((await s.api('ops/logout', {}, { token })).body.code).toBe(0);
    expect((await s.api('ops/me', undefined, { token })).body.code).toBe(406);
  });

  it('never lets a member token open an operations call', async () => {
    const s = get();
    const { token } = await s.registerByEmail('member-not-staff@example.com');
    expect((await s.api('ops/kyc_list', undefined, { token })).body.code).toBe(401);
  });

  it('reviews the real-name queue: list, open with photos, reject with a reason, approve the resubmission; all audited', async () => {
    const s = get();
    await createStaff(s.running.services, {
      email: 'kyc2@meridian.local',
      name: 'Kyc Two',
      password: 'Review1234',
      roles: ['kyc_reviewer'],
    });
    const reviewer = await staffSignIn(s, 'kyc2@meridian.local', 'Review1234');
    const member = await s.registerByEmail('queue@example.com');
    const submission = { real_name: 'Han Jiwoo', id_type: 'id_card', id_number: 'K12345678', ...(await idPhotos(s, member.token)) };
    await s.call('POST', 'member/verify', submission, { token: member.token });

    const queue = (await s.api('ops/kyc_list', { status: 'review' }, { token: reviewer })).data;
    expect(queue.list).toContainEqual(expect.objectContaining({ uid: member.uid, real_name: 'Han Jiwoo' }));
    const detail = (await s.api('ops/kyc_detail', { uid: member.uid }, { token: reviewer })).data;
    expect(detail).toMatchObject({ id_number: 'K12345678', history: [] });
    const photo = await s.running.app.inject({ method: 'GET', url: detail.front_img, headers: { authorization: `Bearer ${reviewer}` } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // The staff photo link is not a member link: the member's own token does not open it.
    expect(
      (await s.running.app.inject({ method: 'GET', url: detail.front_img, headers: { authorization: `Bearer ${member.token}` } }))
        .statusCode,
    ).toBe(401);

    expect((await s.api('ops/kyc_decide', { uid: member.uid, approve: false }, { token: reviewer })).body.code).toBe(400);
    expect(
      (await s.api('ops/kyc_decide', { uid: member.uid, approve: false, reason: 'The photo is cut off' }, { token: reviewer })).body,
    ).toMatchObject({ code: 0, data: { status: 'failed' } });
    expect((await s.api('member/verify.get', undefined, { token: member.token })).body.data).toMatchObject({
      status: 'failed',
      reason: 'The photo is cut off',
    });

    await s.call('PUT', 'member/verify', { ...submission, ...(await idPhotos(s, member.token)) }, { token: member.token });
    expect((await s.api('ops/kyc_decide', { uid: member.uid, approve: true }, { token: reviewer })).body).toMatchObject({
      code: 0,
      data: { status: 'passed' },
    });
    expect((await s.api('ops/kyc_decide', { uid: member.uid, approve: true }, { token: reviewer })).body.code).toBe(409);

    const history = (await s.api('ops/kyc_detail', { uid: member.uid }, { token: reviewer })).data.history;
    expect(history.map((h) => `${h.action} ${h.staff} ${h.reason}`)).toEqual([
      'kyc.reject Kyc Two The photo is cut off',
      'kyc.approve Kyc Two ',
    ]);

    const admin = await staffSignIn(s, s.running.admin!.email, s.running.admin!.password);
    const audit = (await s.api('ops/audit_list', { limit: 2 }, { token: admin })).data.list;
    expect(audit[0]).toMatchObject({
      action: 'kyc.approve',
      before: { status: 'review', reason: '' },
      after: { status: 'passed', reason: '' },
    });
    expect(audit[1]).toMatchObject({
      action: 'kyc.reject',
      before: { status: 'review' },
      after: { status: 'failed', reason: 'The photo is cut off' },
    });
  });
});
