import { expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { type Endpoint } from '@core/catalogue/buildCatalogue';
import { sampleFromSchema } from '@core/catalogue/sampleFromSchema';
import { hashText } from '@server/studio/blobs';
import { demo } from '@server/seed';
import { describeOnPglite, freshIp, type Reply, type TestServer } from '../support/harness';
import { adminToken, editorToken, ok } from '../support/studio';

// Every studio call, read from the catalogue: a studio endpoint added later is covered without
// touching this file.
const studio = loadCatalogue().endpoints.filter((e) => e.path.startsWith('ops/studio/'));

/** A well-formed request for the endpoint (from its request schema), so refusals come from the role check, not validation. */
function sampleInput(e: Endpoint): Record<string, unknown> {
  return sampleFromSchema(e.request) as Record<string, unknown>;
}

function send(s: TestServer, e: Endpoint, token?: string): Promise<Reply> {
  const input = sampleInput(e);
  // GET carries its input in the query: flat strings.
  const payload = e.method === 'GET' ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) : input;
  return s.call(e.method, e.path, payload, token ? { token } : {});
}

const members = new WeakMap<TestServer, Promise<string>>();

/** The seeded demo member's own (full) session, signed in once per server. */
function memberToken(s: TestServer): Promise<string> {
  let token = members.get(s);
  if (!token) {
    token = s
      .api('member/login', { type: 'email', email: demo.email, password: demo.password }, { ip: freshIp() })
      .then((res) => ok(res, 'member/login').token);
    members.set(s, token);
  }
  return token;
}

describeOnPglite('studio: who may call the studio endpoints', (get) => {
  it('finds every studio endpoint in the catalogue, each for screen editors', () => {
    expect(studio.length).toBeGreaterThanOrEqual(25);
    for (const id of [
      'ops/studio/publish',
      'ops/studio/file_save',
      'ops/studio/preview_session',
      'ops/studio/import',
      'ops/studio/handoffs',
    ])
      expect(studio.map((e) => e.id)).toContain(id);
    for (const e of studio) expect(e.staff, e.id).toEqual(['screen_editor']);
  });

  for (const e of studio) {
    it(`${e.method} ${e.path}: no token 401, member token 401, kyc_reviewer 403, admin passes`, async () => {
      const s = get();
      const none = await send(s, e);
      expect([none.status, none.body.code], 'no token').toEqual([401, 401]);
      const member = await send(s, e, await memberToken(s));
      expect([member.status, member.body.code], 'member token').toEqual([401, 401]);
      const reviewer = await send(s, e, await editorToken(s, 'kyc', ['kyc_reviewer']));
      expect([reviewer.status, reviewer.body.code], 'kyc_reviewer').toEqual([403, 403]);
      // The admin gets past the role check: whatever the sample input leads to, it is not the
      // refusal the reviewer got (a business 403, e.g. "not a test member", says something else).
      const admin = await send(s, e, await adminToken(s));
      expect([401, 406], `admin: ${admin.body.code} ${admin.body.msg}`).not.toContain(admin.body.code);
      expect(admin.body.msg).not.toBe(reviewer.body.msg);
    });
  }

  it('lets a screen editor and an admin through with real input; the reads without parameters answer 0', async () => {
    const s = get();
    for (const token of [await editorToken(s), await adminToken(s)]) {
      for (const e of studio.filter((x) => x.method === 'GET' && !(x.request as { required?: string[] }).required?.length)) {
        expect((await s.call('GET', e.path, {}, { token })).body.code, e.id).toBe(0);
      }
      const id = ok(await s.api('ops/studio/draft_create', { message: 'Role check' }, { token }), 'draft_create').id;
      expect((await s.api('ops/studio/draft', { id }, { token })).body.code).toBe(0);
      expect((await s.api('ops/studio/discard', { draft: id }, { token })).body.code).toBe(0);
    }
  });

  it('serves screens/published and screens/file to anyone, with no session', async () => {
    const s = get();
    const pub = await s.api('screens/published');
    expect(pub.body.code).toBe(0);
    expect(pub.body.data).toMatchObject({ version: 1, overrides: [] });
    // Every file of the seed version is published: the manifest is served by its hash.
    const exported = ok(await s.api('ops/studio/export', {}, { token: await adminToken(s) }), 'export');
    const app = exported.files.find((f) => f.path === 'screens/app.json')!;
    const file = await s.api('screens/file', { hash: hashText(app.text) });
    expect(file.body).toMatchObject({ code: 0, data: { hash: hashText(app.text), text: app.text } });
    // A member's token changes nothing about it.
    expect((await s.api('screens/published', undefined, { token: await memberToken(s) })).body.code).toBe(0);
  });
});
