import { expect, it } from 'vitest';
import { demo } from '@server/seed';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { describeOnPglite, freshIp, type TestServer } from '../support/harness';
import { jpeg } from '../support/images';
import { uploadImage } from '../support/multipart';
import { adminToken, editorToken, ok } from '../support/studio';

async function demoUid(s: TestServer): Promise<string> {
  const { rows } = await s.running.services.db.query<{ uid: string }>('SELECT uid FROM members WHERE email = $1', [demo.email]);
  return rows[0]!.uid;
}

async function previewToken(s: TestServer, token: string, uid: string): Promise<{ token: string; expires_at: number }> {
  return ok(await s.api('ops/studio/preview_session', { uid }, { token }), 'preview_session');
}

describeOnPglite('studio: read-only preview sessions of test members', (get) => {
  it('lists the seeded demo member as a test member', async () => {
    const s = get();
    const uid = await demoUid(s);
    const { rows } = await s.running.services.db.query<{ is_test: boolean }>('SELECT is_test FROM members WHERE uid = $1', [uid]);
    expect(rows[0]!.is_test).toBe(true);
    const list = ok(await s.api('ops/studio/test_members', undefined, { token: await editorToken(s) }), 'test_members').list;
    expect(list).toEqual([{ uid, nickname: 'Demo' }]);
  });

  it('reads with the preview token, refuses every write with 403 and changes nothing', async () => {
    const s = get();
    const uid = await demoUid(s);
    const editor = await editorToken(s);
    const { token, expires_at } = await previewToken(s, editor, uid);
    expect(expires_at).toBe(Math.floor(s.clock.now().getTime() / 1000) + 30 * 60);

    const info = await s.api('member/info', undefined, { token });
    expect(info.body.code).toBe(0);
    expect(info.body.data).toMatchObject({ uid, nickname: 'Demo' });

    // Writes the demo member's own session could make: each is refused, before its handler runs.
    const nickname = await s.api('users/set_nickname', { nickname: 'Hijacked' }, { token });
    expect([nickname.status, nickname.body.code]).toEqual([403, 403]);
    expect(nickname.body.msg).toMatch(/preview session can only read/);
    const logout = await s.api('member/logout', {}, { token });
    expect([logout.status, logout.body.code]).toEqual([403, 403]);
    const upload = await uploadImage(s, token, 'avatar', jpeg());
    expect([upload.status, upload.body.code]).toEqual([403, 403]);

    // Nothing changed: the nickname is the same, and the session was not ended by the logout.
    const after = ok(await s.api('member/info', undefined, { token }), 'member/info');
    expect(after.nickname).toBe('Demo');
    const { rows } = await s.running.services.db.query<{ nickname: string }>('SELECT nickname FROM members WHERE uid = $1', [uid]);
    expect(rows[0]!.nickname).toBe('Demo');
    // The member's own full session may still do what the preview could not.
    const own = await s.api('member/login', { type: 'email', email: demo.email, password: demo.password }, { ip: freshIp() });
    expect(own.body.code).toBe(0);
  });

  it('refuses every POST and PUT endpoint a member could call, taken from the catalogue', async () => {
    const s = get();
    const { token } = await previewToken(s, await editorToken(s), await demoUid(s));
    const writes = loadCatalogue().endpoints.filter((e) => e.auth && e.status === 'live' && e.method !== 'GET' && e.body !== 'multipart');
    expect(writes.length).toBeGreaterThan(10);
    for (const e of writes) {
      // The refusal comes before validation: even an empty body hears 403, not 400.
      const res = await s.call(e.method, e.path, {}, { token });
      expect([res.status, res.body.code], e.id).toEqual([403, 403]);
    }
  });

  it('refuses a member who is not a test account, and a uid nobody has', async () => {
    const s = get();
    const editor = await editorToken(s);
    const real = await s.registerByEmail('real-person@example.com');
    const refused = await s.api('ops/studio/preview_session', { uid: real.uid }, { token: editor });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    expect(refused.body.msg).toMatch(/test member/);
    const unknown = await s.api('ops/studio/preview_session', { uid: '99999999' }, { token: editor });
    expect(unknown.body.code).toBe(403);
    const { rows } = await s.running.services.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.uid = $1 AND s.read_only',
      [real.uid],
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('ends the preview session after 30 minutes', async () => {
    const s = get();
    const editor = await editorToken(s);
    const { token } = await previewToken(s, editor, await demoUid(s));
    s.clock.advance(29 * 60_000);
    expect((await s.api('member/info', undefined, { token })).body.code).toBe(0);
    s.clock.advance(60_000);
    const ended = await s.api('member/info', undefined, { token });
    expect([ended.status, ended.body.code]).toEqual([401, 406]);
  });

  it('writes the preview session into the audit log', async () => {
    const s = get();
    const editor = await editorToken(s, 'previewer');
    const uid = await demoUid(s);
    const { expires_at } = await previewToken(s, editor, uid);
    const audit = ok(await s.api('ops/audit_list', { limit: 50 }, { token: await adminToken(s) }), 'audit_list');
    const entry = audit.list.find((a) => a.action === 'studio.preview_session' && a.staff === 'previewer');
    expect(entry).toMatchObject({ subject_type: 'member', subject_id: uid, after: { read_only: true } });
    expect(Math.floor(Date.parse((entry!.after as { expires_at: string }).expires_at) / 1000)).toBe(expires_at);
  });
});
