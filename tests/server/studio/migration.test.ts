import { expect, it } from 'vitest';
import { DSL_VERSION } from '@core/dsl/version';
import { describeOnPglite } from '../support/harness';
import { editorToken, fileText, gateCheck, newDraft, ok, published, saveText, based } from '../support/studio';

const WITHDRAWAL = 'screens/pages/withdrawal.json';

describeOnPglite('studio: screens written in an older or newer DSL', (get) => {
  it('takes a DSL 1 screen through the gate and publishes it migrated to the current DSL', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const draft = await newDraft(s, alice, 'Withdrawal in DSL 1');
    // The withdrawal screen as a DSL 1 file: dslVersion 1 and the title a bare i18n key.
    const current = JSON.parse(await fileText(s, alice, draft, WITHDRAWAL)) as Record<string, unknown>;
    expect(current.title).toEqual({ $t: 'routes.withdrawal' });
    // With one real change besides (a wider gap): DSL 1 text of the very same screen migrates back
    // to the published text, and there would be nothing to publish.
    const changed = structuredClone(current) as { body: { props: Record<string, unknown> }[] };
    changed.body[0]!.props.gap = 'lg';
    const v1 = `${JSON.stringify({ ...changed, dslVersion: 1, title: 'routes.withdrawal' }, null, 2)}\n`;
    ok(await saveText(s, alice, draft, WITHDRAWAL, v1), 'file_save');
    // The draft keeps what was written; the gate reads it migrated.
    expect(await fileText(s, alice, draft, WITHDRAWAL)).toBe(v1);
    const check = await gateCheck(s, alice, draft);
    expect(check.errors).toEqual([]);

    // A money screen: a second editor approves, then it is published.
    ok(await s.api('ops/studio/request_approval', { draft }, { token: alice }), 'request_approval');
    ok(await s.api('ops/studio/approve', { draft }, { token: bob }), 'approve');
    const { version } = ok(await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice }), 'publish');

    const now = await published(s);
    expect(now.version).toBe(version);
    const override = now.overrides.find((o) => o.path === WITHDRAWAL);
    const served = JSON.parse(ok(await s.api('screens/file', { hash: override!.hash! }), 'file').text!) as Record<string, unknown>;
    expect(served.dslVersion).toBe(DSL_VERSION);
    expect(served.title).toEqual({ $t: 'routes.withdrawal' });
    // Migrated and otherwise the screen as saved: key order kept, nothing else touched.
    expect(served).toEqual(changed);
    expect(Object.keys(served)).toEqual(Object.keys(current));
    const detail = ok(await s.api('ops/studio/version', { version }, { token: bob }), 'version');
    expect(detail.dsl_version).toBe(DSL_VERSION);
  });

  it('publishes no empty version for a DSL 1 copy of a screen that migrates back to the published one', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Old copy of the not-found screen');
    const path = 'screens/pages/notFound.json';
    const current = JSON.parse(await fileText(s, alice, draft, path)) as Record<string, unknown>;
    const title = (current.title as { $t: string }).$t;
    ok(await saveText(s, alice, draft, path, `${JSON.stringify({ ...current, dslVersion: 1, title }, null, 2)}\n`), 'file_save');
    expect((await gateCheck(s, alice, draft)).errors).toEqual([]);
    const before = (await published(s)).version;
    const refused = await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice });
    expect(refused.body).toMatchObject({ code: 422, msg: 'This change does not change anything yet' });
    expect((await published(s)).version).toBe(before);
  });

  it('refuses a screen in a DSL newer than the server at /dslVersion', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'From the future');
    const path = 'screens/pages/notFound.json';
    const doc = JSON.parse(await fileText(s, alice, draft, path)) as Record<string, unknown>;
    const text = `${JSON.stringify({ ...doc, dslVersion: 99 }, null, 2)}\n`;
    ok(await saveText(s, alice, draft, path, text), 'file_save');
    const check = await gateCheck(s, alice, draft);
    expect(check.ok).toBe(false);
    const error = check.errors.find((e) => e.file === path && e.pointer === '/dslVersion');
    expect(error, JSON.stringify(check.errors)).toBeDefined();
    expect(error!.message).toMatch(new RegExp(`dslVersion 99 is newer than this code's ${DSL_VERSION}`));
    expect(error!.line).toBe(text.split('\n').findIndex((l) => l.includes('"dslVersion"')) + 1);
    const refused = await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice });
    expect(refused.body.code).toBe(422);
    expect(refused.body.msg).toContain(`${path} /dslVersion`);
    expect((await published(s)).overrides.map((o) => o.path)).not.toContain(path);
  });
});
