import { expect, it } from 'vitest';
import { describeEachDatabase, freshIp } from './support/harness';
import { staffPasswordNow, staffSignIn } from './support/staff';
import { resetAdmin } from '@server/staff/accounts';

describeEachDatabase('staff accounts', (get) => {
  it('lets an administrator create a reviewer who can then sign in and review, and nothing more', async () => {
    const s = get();
    const admin = await staffSignIn(s, s.running.admin!.email, s.running.admin!.password);
    const created = await s.api(
      'ops/staff_create',
      { email: 'New.Reviewer@Meridian.local', name: 'New Reviewer', roles: ['kyc_reviewer'], password: 'First1234!' },
      { token: admin },
    );
    expect(created.body).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    expect(
      (
        await s.api(
          'ops/staff_create',
          { email: 'new.reviewer@meridian.local', name: 'Twin', roles: ['support'], password: 'First1234!' },
          { token: admin },
        )
      ).body,
    ).toMatchObject({
      code: 409,
      msg: 'A staff account with this email already exists',
    });
    expect(
      (
        await s.api(
          'ops/staff_create',
          { email: 'weak@meridian.local', name: 'Weak', roles: ['support'], password: 'aaaaaaaa' },
          { token: admin },
        )
      ).body.code,
    ).toBe(422);

    const list = (await s.api('ops/staff_list', undefined, { token: admin })).data;
    expect(list.list).toContainEqual(
      expect.objectContaining({ email: 'new.reviewer@meridian.local', roles: ['kyc_reviewer'], disabled: false }),
    );

    const reviewer = await staffSignIn(s, 'new.reviewer@meridian.local', 'First1234!');
    expect((await s.api('ops/kyc_list', undefined, { token: reviewer })).body.code).toBe(0);
    for (const [method, path, body] of [
      ['GET', 'ops/staff_list', undefined],
      ['POST', 'ops/staff_create', { email: 'x@meridian.local', name: 'X', roles: ['admin'], password: 'First1234!' }],
      ['POST', 'ops/staff_update', { id: 1, roles: ['support'] }],
      ['GET', 'ops/audit_list', undefined],
    ] as const) {
      expect((await s.call(method, path, body, { token: reviewer })).body.code).toBe(403);
    }
  });

  it('changes roles and disables accounts at once, audited, and never lets an administrator lock themselves out', async () => {
    const s = get();
    const admin = await staffSignIn(s, s.running.admin!.email, s.running.admin!.password);
    const id = (
      await s.api(
        'ops/staff_create',
        { email: 'mover@meridian.local', name: 'Mover', roles: ['support'], password: 'First1234!' },
        { token: admin },
      )
    ).data.id;
    const mover = await staffSignIn(s, 'mover@meridian.local', 'First1234!');
    expect((await s.api('ops/kyc_list', undefined, { token: mover })).body.code).toBe(403);

    expect((await s.api('ops/staff_update', { id, roles: ['kyc_reviewer'] }, { token: admin })).body.code).toBe(0);
    // The old session ended with the change: new roles apply from the next sign-in.
    expect((await s.api('ops/me', undefined, { token: mover })).body.code).toBe(406);
    const again = await staffSignIn(s, 'mover@meridian.local', 'First1234!');
    expect((await s.api('ops/kyc_list', undefined, { token: again })).body.code).toBe(0);

    expect((await s.api('ops/staff_update', { id, disabled: true }, { token: admin })).body.code).toBe(0);
    expect((await s.api('ops/me', undefined, { token: again })).body.code).toBe(406);
    s.clock.advance(61_000);
    expect((await s.api('ops/login', { email: 'mover@meridian.local', password: 'First1234!' }, { ip: freshIp() })).body.code).toBe(422);

    const me = (await s.api('ops/staff_list', undefined, { token: admin })).data.list.find((x) => x.email === s.running.admin!.email)!;
    for (const change of [{ disabled: true }, { roles: ['kyc_reviewer'] }]) {
      expect((await s.call('POST', 'ops/staff_update', { id: me.id, ...change }, { token: admin })).body).toMatchObject({
        code: 422,
        msg: 'You cannot disable your own account or remove your own administrator role',
      });
    }

    const audit = (await s.api('ops/audit_list', { limit: 4 }, { token: admin })).data.list;
    // Between creation and the changes, the mover replaced the first password (as everyone must).
    expect(audit.map((a) => a.action)).toEqual(['staff.update', 'staff.update', 'staff.password', 'staff.create']);
    expect(audit[0]).toMatchObject({
      before: { roles: ['kyc_reviewer'], disabled: false },
      after: { roles: ['kyc_reviewer'], disabled: true },
    });
    expect(audit[1]).toMatchObject({ before: { roles: ['support'] }, after: { roles: ['kyc_reviewer'] } });
  });

  it('changes a staff password with the current one; other sessions of the account end', async () => {
    const s = get();
    const admin = await staffSignIn(s, s.running.admin!.email, s.running.admin!.password);
    await s.api(
      'ops/staff_create',
      { email: 'pw@meridian.local', name: 'Pw', roles: ['support'], password: 'First1234!' },
      { token: admin },
    );
    const first = await staffSignIn(s, 'pw@meridian.local', 'First1234!');
    const second = await staffSignIn(s, 'pw@meridian.local', 'First1234!');
    // The first sign-in replaced the password the administrator chose; this is the person's own.
    const own = staffPasswordNow(s, 'pw@meridian.local', 'First1234!');
    expect((await s.api('ops/password', { old_password: 'Wrong1234!', password: 'Second1234!' }, { token: second })).body).toMatchObject({
      code: 422,
      msg: 'The original password is incorrect',
    });
    expect((await s.api('ops/password', { old_password: own, password: own }, { token: second })).body).toMatchObject({
      code: 422,
      msg: 'The new password must differ from the current one',
    });
    expect((await s.api('ops/password', { old_password: own, password: 'Second1234!' }, { token: second })).body.code).toBe(0);
    expect((await s.api('ops/me', undefined, { token: first })).body.code).toBe(406);
    expect((await s.api('ops/me', undefined, { token: second })).body.code).toBe(0);
    s.clock.advance(61_000);
    expect((await s.api('ops/login', { email: 'pw@meridian.local', password: own }, { ip: freshIp() })).body.code).toBe(422);
    expect(await staffSignIn(s, 'pw@meridian.local', 'Second1234!')).toMatch(/.{20,}/);
  });

  it('requires a new password at the first sign-in, for the seeded administrator, new staff and after ops:admin', async () => {
    const s = get();
    const signIn = async (email: string, password: string) => {
      s.clock.advance(61_000);
      const step1 = await s.api('ops/login', { email, password }, { ip: freshIp() });
      const { challenge } = step1.data;
      return (await s.api('ops/login_verify', { challenge, code: await s.lastCode(email) })).data;
    };
    // A fresh server's first administrator: the printed password must be replaced.
    const fresh = await resetAdmin(s.running.services, {
      OPS_ADMIN_EMAIL: 'first.admin@meridian.local',
      OPS_ADMIN_PASSWORD: 'Printed1234!',
    });
    const admin = await signIn(fresh.email, 'Printed1234!');
    expect(admin.must_change_password).toBe(true);
    const refused = await s.api('ops/staff_list', undefined, { token: admin.token });
    expect(refused.body).toEqual({
      code: 1009,
      msg: 'Choose a new password first: the one you signed in with was set by someone else',
      data: null,
    });
    expect((await s.api('ops/staff_list', undefined, { token: admin.token, lan: 'ko' })).body.msg).toBe(
      '먼저 새 비밀번호를 설정하세요. 로그인에 사용한 비밀번호는 다른 사람이 정한 것입니다',
    );
    expect((await s.api('ops/me', undefined, { token: admin.token })).body.code).toBe(0);
    expect(
      (await s.api('ops/password', { old_password: 'Printed1234!', password: 'Printed1234!' }, { token: admin.token })).body.code,
    ).toBe(422);
    expect((await s.api('ops/password', { old_password: 'Printed1234!', password: 'Mine1234!' }, { token: admin.token })).body.code).toBe(
      0,
    );
    expect((await s.api('ops/staff_list', undefined, { token: admin.token })).body.code).toBe(0);

    // A colleague the administrator created: the same at their first sign-in, not after.
    await s.api(
      'ops/staff_create',
      { email: 'newbie@meridian.local', name: 'Newbie', roles: ['kyc_reviewer'], password: 'Given1234!' },
      { token: admin.token },
    );
    const newbie = await signIn('newbie@meridian.local', 'Given1234!');
    expect(newbie.must_change_password).toBe(true);
    expect((await s.api('ops/kyc_list', undefined, { token: newbie.token })).body.code).toBe(1009);
    expect((await s.api('ops/password', { old_password: 'Given1234!', password: 'Chosen1234!' }, { token: newbie.token })).body.code).toBe(
      0,
    );
    expect((await s.api('ops/kyc_list', undefined, { token: newbie.token })).body.code).toBe(0);
    expect((await signIn('newbie@meridian.local', 'Chosen1234!')).must_change_password).toBe(false);

    // `npm run ops:admin` sets a password on a console: it must be replaced again.
    await resetAdmin(s.running.services, { OPS_ADMIN_EMAIL: 'first.admin@meridian.local', OPS_ADMIN_PASSWORD: 'Console1234!' });
    expect((await signIn('first.admin@meridian.local', 'Console1234!')).must_change_password).toBe(true);
  });

  it('lets the administrator sign in while others guess at the address, and after ops:admin from any address', async () => {
    const s = get();
    const { email, password } = await resetAdmin(s.running.services, {
      OPS_ADMIN_EMAIL: 'attacked.admin@meridian.local',
      OPS_ADMIN_PASSWORD: 'Attacked1234!',
    });
    const office = freshIp();
    const guesses: number[] = [];
    for (let i = 0; i < 50; i++) guesses.push((await s.api('ops/login', { email, password: `Guess-${i}-1234` }, { ip: office })).body.code);
    for (let i = 0; i < 25; i++)
      guesses.push((await s.api('ops/login', { email, password: `Spread-${i}-1234` }, { ip: freshIp() })).body.code);
    expect(guesses.slice(0, 5)).toEqual([422, 422, 422, 422, 429]);
    expect(guesses.slice(5, 50).every((c) => c === 429)).toBe(true);
    // The right password and the emailed code, from an address that has not been failing: in at once.
    const token = await staffSignIn(s, email, password);
    expect((await s.api('ops/me', undefined, { token })).body.code).toBe(0);
    // From the address that was failing, the right password waits...
    s.clock.advance(61_000);
    expect((await s.api('ops/login', { email, password }, { ip: office })).body.code).toBe(429);
    // ...unless `npm run ops:admin` reset it: then the administrator is in from anywhere.
    await resetAdmin(s.running.services, { OPS_ADMIN_EMAIL: email, OPS_ADMIN_PASSWORD: 'Rescued1234!' });
    const step1 = await s.api('ops/login', { email, password: 'Rescued1234!' }, { ip: office });
    expect(step1.body.code).toBe(0);
  });

  it('gives a lost administrator a new password, ending their sessions and undoing a disable', async () => {
    const s = get();
    const email = s.running.admin!.email;
    const before = await staffSignIn(s, email, s.running.admin!.password);
    await s.running.services.db.query("UPDATE staff SET roles = 'support', disabled_at = now() WHERE email = $1", [email]);
    const reset = await resetAdmin(s.running.services, { OPS_ADMIN_PASSWORD: 'Recovered1234!' });
    expect(reset).toEqual({ email, password: 'Recovered1234!', created: false });
    expect((await s.api('ops/me', undefined, { token: before })).body.code).toBe(406);
    const after = await staffSignIn(s, email, 'Recovered1234!');
    expect((await s.api('ops/me', undefined, { token: after })).body.data).toMatchObject({ roles: ['support', 'admin'] });
    // A generated one when none is given; another address is created as a new administrator.
    const fresh = await resetAdmin(s.running.services, { OPS_ADMIN_EMAIL: 'Second.Admin@meridian.local' });
    expect(fresh).toMatchObject({
      email: 'second.admin@meridian.local',
      created: true,
      password: expect.stringMatching(/^Ops-[A-Za-z0-9_-]{12}1$/),
    });
    expect(await staffSignIn(s, 'second.admin@meridian.local', fresh.password)).toMatch(/.{20,}/);
  });
});
