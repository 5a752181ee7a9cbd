import { expect, it } from 'vitest';
import { describeOnPglite, freshIp, type TestServer } from '../support/harness';
import { memberIdOf } from '../support/members';
import { PAY_PASSWORD } from '../support/money';
import { addReserve, buy, buyer, createProduct, staffToken } from '../fund/support';
import { follower, provider, toOpenSession } from '../support/follow';
import { tick } from '../support/trading';
import { demo } from '@server/seed';
import { traders } from '@tools/fixtures/traders';

async function acceptances(s: TestServer, memberId: string) {
  const { rows } = await s.running.services.db.query<{ key: string; version: number; context: string; ip: string }>(
    'SELECT key, version, context, ip FROM document_acceptances WHERE member_id = $1 ORDER BY key, version',
    [memberId],
  );
  return rows.map((r) => ({ ...r, version: Number(r.version) }));
}

/** Publishes a new English text of a key through the ops screen's call. */
async function publish(s: TestServer, key: string, requiresAcceptance: boolean) {
  const token = await staffToken(s, 'editor', ['content_editor']);
  const current = (await s.api('ops/document', { key }, { token })).data;
  const res = await s.api(
    'ops/document_publish',
    {
      key,
      based_on: current.version,
      requires_acceptance: requiresAcceptance,
      effective: '2026-12-01',
      texts: [{ locale: 'en', title: current.title, html: `${current.html}<p>Changed in version ${current.version + 1}.</p>` }],
    },
    { token },
  );
  expect(res.body.code).toBe(0);
  return res.data.version;
}

async function register(s: TestServer, email: string, extra: Record<string, unknown> = {}) {
  await s.api('member/mail_otp', { email, purpose: 'register' }, { ip: freshIp() });
  const code = await s.lastCode(email);
  return s.api(
    'member/register',
    { type: 'email', email, code, password: 'Passw0rd!', agree: true, privacy: true, ...extra },
    { ip: '10.9.9.9' },
  );
}

describeOnPglite('accepting legal documents', (get) => {
  it('the demo member and the trader fixtures accepted the current documents as a registration would', async () => {
    // First: the other tests publish new versions, after which these members would have something to accept.
    const s = get();
    expect(s.running.seeded).toBe(true);
    const signedIn = await s.api('member/login', { type: 'email', email: demo.email, password: demo.password }, { ip: freshIp() });
    expect((await s.api('member/documents', undefined, { token: signedIn.data.token })).data.list).toEqual([]);
    const [trader] = await traders(s.running.services, 1, 100);
    expect((await s.api('member/documents', undefined, { token: trader!.token })).data.list).toEqual([]);
  });

  it('registration stores the agreement and privacy versions shown; a stale one is refused and registers nobody', async () => {
    const s = get();
    const agreement = (await s.api('common/tmp', { key: 'agreement' })).data.version;
    const privacy = (await s.api('common/tmp', { key: 'privacy' })).data.version;
    const ok = await register(s, 'accepts@example.com', { agreement_version: agreement, privacy_version: privacy });
    expect(ok.body.code).toBe(0);
    const id = await memberIdOf(s, ok.data.uid);
    expect(await acceptances(s, id)).toEqual([
      { key: 'agreement', version: agreement, context: 'registration', ip: '10.9.9.9' },
      { key: 'privacy', version: privacy, context: 'registration', ip: '10.9.9.9' },
    ]);
    expect((await s.api('member/documents', undefined, { token: ok.data.token })).data.list).toEqual([]);

    await publish(s, 'agreement', true);
    const stale = await register(s, 'stale@example.com', { agreement_version: agreement, privacy_version: privacy });
    expect(stale.body).toMatchObject({ code: 422, msg: expect.stringContaining('newer version') });
    const { rows } = await s.running.services.db.query("SELECT 1 FROM members WHERE email = 'stale@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('a new version requiring acceptance is listed until accepted; accepting is idempotent; an older version is refused', async () => {
    const s = get();
    const m = await s.registerByEmail('reaccept@example.com');
    const id = await memberIdOf(s, m.uid);
    expect((await s.api('member/documents', undefined, { token: m.token })).data.list).toEqual([]);

    const before = (await s.api('common/tmp', { key: 'privacy' })).data.version;
    const quiet = await publish(s, 'privacy', false);
    // A version that does not require acceptance asks nothing.
    expect((await s.api('member/documents', undefined, { token: m.token })).data.list).toEqual([]);
    const loud = await publish(s, 'privacy', true);
    expect(loud).toBe(quiet + 1);
    const pending = (await s.api('member/documents', undefined, { token: m.token, lan: 'ko' })).data.list;
    expect(pending).toEqual([
      { key: 'privacy', version: loud, title: '개인정보 처리방침', effective: '2026-12-01', accepted_version: before },
    ]);

    expect((await s.api('member/accept', { key: 'privacy', version: quiet }, { token: m.token })).body.code).toBe(422);
    expect((await s.api('member/accept', { key: 'no_such', version: 1 }, { token: m.token })).body.code).toBe(404);
    const first = await s.api('member/accept', { key: 'privacy', version: loud }, { token: m.token });
    s.clock.advance(60_000);
    const again = await s.api('member/accept', { key: 'privacy', version: loud }, { token: m.token });
    expect(again.data).toEqual(first.data);
    expect((await s.api('member/documents', undefined, { token: m.token })).data.list).toEqual([]);
    expect((await acceptances(s, id)).filter((a) => a.key === 'privacy' && a.version === loud)).toEqual([
      expect.objectContaining({ context: 'reaccept' }),
    ]);
  });

  it('a Top 10 purchase records the Top 10 risk disclosure; a new version requiring acceptance asks its holders only', async () => {
    const s = get();
    await addReserve(s, '1000');
    const product = await createProduct(s);
    const holder = await buyer(s, 'docs10', '500');
    const other = await buyer(s, 'docs10o');
    expect((await buy(s, holder, product, '100')).body.code).toBe(0);
    const version = (await s.api('common/tmp', { key: 'risk_top10' })).data.version;
    expect(await acceptances(s, holder.memberId)).toContainEqual(expect.objectContaining({ key: 'risk_top10', version, context: 'top10' }));

    const next = await publish(s, 'risk_top10', true);
    expect((await s.api('member/documents', undefined, { token: holder.token })).data.list).toEqual([
      expect.objectContaining({ key: 'risk_top10', version: next, accepted_version: version }),
    ]);
    expect((await s.api('member/documents', undefined, { token: other.token })).data.list.map((d) => d.key)).not.toContain('risk_top10');
    // Buying again confirms the disclosure as it is now.
    expect((await buy(s, holder, product, '100')).body.code).toBe(0);
    expect((await s.api('member/documents', undefined, { token: holder.token })).data.list).toEqual([]);
  });

  it('a copy-trading subscription records the copy-trading risk disclosure', async () => {
    const s = get();
    toOpenSession(s);
    tick(s, 'SPY', '600.00', '600.10');
    const p = await provider(s, 'docsp', '1000');
    const f = await follower(s, 'docsf', '500');
    const sub = await s.api(
      'follow/buy',
      { id: p.providerId, amount: '200', days: 7, pay_password: PAY_PASSWORD, agree: true },
      { token: f.token },
    );
    expect(sub.body.code).toBe(0);
    const version = (await s.api('common/tmp', { key: 'risk_copy' })).data.version;
    expect(await acceptances(s, f.memberId)).toContainEqual(expect.objectContaining({ key: 'risk_copy', version, context: 'follow' }));
  });
});
