import { expect, it } from 'vitest';
import { describeOnPglite, type TestServer } from '../support/harness';
import {
  draftView,
  editFile,
  editorToken,
  fileText,
  gateCheck,
  newDraft,
  ok,
  publishDraft,
  saveText,
  setAt,
  type GateErrorView,
  based,
  revisionOf,
} from '../support/studio';

const NOT_FOUND = 'screens/pages/notFound.json';
// notFound.json: an Empty with one Button that navigates home.
const BUTTON = '/body/0/children/0';
const CLICK = `${BUTTON}/on/click/0`;

/**
 * Makes one change in a fresh draft and asserts the gate refuses it at exactly file + pointer,
 * through ops/studio/check and through ops/studio/publish (whose message names the first error).
 */
async function refusedAt(
  s: TestServer,
  token: string,
  path: string,
  edit: (doc: Record<string, unknown>) => void,
  file: string,
  pointer: string,
  message: RegExp,
): Promise<{ draft: number; error: GateErrorView }> {
  const draft = await newDraft(s, token, `Refused at ${file}${pointer}`);
  expect((await editFile(s, token, draft, path, edit)).body.code).toBe(0);
  const check = await gateCheck(s, token, draft);
  expect(check.ok).toBe(false);
  // Several rules may see the same mistake (a schema pattern and a safety rule): one of them says it.
  const found = check.errors.find((e) => e.file === file && e.pointer === pointer && message.test(e.message));
  expect(found, JSON.stringify(check.errors)).toBeDefined();
  expect(found!.line).toBeGreaterThan(0);
  const publish = await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token });
  expect([publish.status, publish.body.code]).toEqual([422, 422]);
  expect(publish.body.msg).toContain(`${check.errors[0]!.file} ${check.errors[0]!.pointer}`);
  expect(check.errors[0], 'the first error is the one this change made').toMatchObject({ file, pointer });
  // What was refused stays a draft: members still get the published screens.
  expect((await draftView(s, token, draft)).status).toBe('editing');
  return { draft, error: found! };
}

describeOnPglite('studio: what the publish gate and the file rules refuse', (get) => {
  it('refuses an unknown widget at its pointer', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    await refusedAt(
      s,
      alice,
      NOT_FOUND,
      (d) => setAt(d, `${BUTTON}/widget`, 'Marquee'),
      NOT_FOUND,
      `${BUTTON}/widget`,
      /unknown widget Marquee/,
    );
  });

  it('refuses an unknown action type at its pointer', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    await refusedAt(
      s,
      alice,
      NOT_FOUND,
      (d) => setAt(d, `${CLICK}/type`, 'runScript'),
      NOT_FOUND,
      `${CLICK}/type`,
      /unknown action type runScript/,
    );
  });

  it('refuses an api action to an endpoint the catalogue does not have', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    await refusedAt(
      s,
      alice,
      NOT_FOUND,
      (d) => setAt(d, CLICK, { type: 'api', endpoint: 'wallet/drain_all' }),
      NOT_FOUND,
      `${CLICK}/endpoint`,
      /unknown endpoint wallet\/drain_all/,
    );
  });

  it('refuses a navigate to a route app.json does not have', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    await refusedAt(
      s,
      alice,
      NOT_FOUND,
      (d) => setAt(d, `${CLICK}/to`, 'https://evil.example/'),
      NOT_FOUND,
      `${CLICK}/to`,
      /navigate to unknown route/,
    );
  });

  it('refuses a $t key that some locale lacks', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'A key only English has');
    ok(
      await s.api(
        'ops/studio/texts_save',
        { draft, base_revision: await revisionOf(s, draft), edits: [{ key: 'notFound.brandNew', locale: 'en', text: 'Brand new' }] },
        { token: alice },
      ),
      'texts_save',
    );
    await editFile(s, alice, draft, NOT_FOUND, (d) => setAt(d, '/body/0/props/description', { $t: 'notFound.brandNew' }));
    const check = await gateCheck(s, alice, draft);
    // The use, at the $t value in the screen, names the locales without the key...
    const use = check.errors.filter((e) => e.file === NOT_FOUND);
    expect(
      use.map((e) => e.pointer),
      JSON.stringify(check.errors),
    ).toEqual(['/body/0/props/description/$t']);
    expect(use[0]!.message).toMatch(/"notFound\.brandNew" is missing in locale\(s\) .*\bko\b/);
    expect(use[0]!.message).not.toMatch(/\ben\b/);
    expect(use[0]!.line).toBe(
      (await fileText(s, alice, draft, NOT_FOUND)).split('\n').findIndex((l) => l.includes('notFound.brandNew')) + 1,
    );
    // ...and each of those locales' files is told the key is missing there, at the key's pointer.
    const locales = check.errors.filter((e) => e.file.startsWith('locales/'));
    expect(locales.length).toBeGreaterThanOrEqual(2);
    for (const e of locales)
      expect(e).toMatchObject({
        file: expect.stringMatching(/^locales\/(?!en\/)[^/]+\/screens\.json$/),
        pointer: '/notFound/brandNew',
        message: expect.stringMatching(/is in en but missing here/),
      });
    expect(locales.map((e) => e.file)).toContain('locales/ko/screens.json');
    const publish = await s.api('ops/studio/publish', { draft, ...(await based(s, draft)) }, { token: alice });
    expect(publish.body.code).toBe(422);
    expect(publish.body.msg).toContain(`${check.errors[0]!.file} ${check.errors[0]!.pointer}`);
  });

  it('refuses a manifest whose API base leaves this site, at screens/app.json /api/base', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const { draft, error } = await refusedAt(
      s,
      alice,
      'screens/app.json',
      (d) => setAt(d, '/api/base', 'https://evil.example/api'),
      'screens/app.json',
      '/api/base',
      /path on this site|must match/,
    );
    // The line points at the offending value in the saved text.
    expect((await fileText(s, alice, draft, 'screens/app.json')).split('\n')[error.line - 1]).toContain('"https://evil.example/api"');
    // A protocol-relative base passes the schema's "starts with /" but is another site too.
    await refusedAt(
      s,
      alice,
      'screens/app.json',
      (d) => setAt(d, '/api/base', '//evil.example/api'),
      'screens/app.json',
      '/api/base',
      /path on this site/,
    );
  });

  it('refuses text that is not JSON with 422 and its line and column, and keeps nothing', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Broken JSON');
    const res = await saveText(s, alice, draft, NOT_FOUND, '{\n  "id": "notFound",\n  "title": oops\n}\n');
    expect([res.status, res.body.code]).toEqual([422, 422]);
    expect(res.body.msg).toMatch(/line 3, column 12/);
    expect((await draftView(s, alice, draft)).changes).toEqual([]);
  });

  it('refuses paths outside the bundle layout', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Escapes');
    for (const path of [
      'screens/../server/x.json',
      'screens/pages/../../server/x.json',
      'locales/en/server.json',
      'locales/../package.json',
      'screens/pages/sub/x.json',
    ]) {
      const saved = await saveText(s, alice, draft, path, '{}\n');
      expect([saved.status, saved.body.code], path).toEqual([400, 400]);
      const read = await s.api('ops/studio/file', { draft, path }, { token: alice });
      expect(read.body.code, path).toBe(400);
      const imported = await s.api('ops/studio/import', { message: 'Escape', files: [{ path, text: '{}\n' }] }, { token: alice });
      expect(imported.body.code, path).toBe(400);
    }
    expect((await draftView(s, alice, draft)).changes).toEqual([]);
  });

  it("serves a draft's unpublished file to the studio (ops/studio/blob) but never to members (screens/file)", async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Unpublished');
    const saved = await editFile(s, alice, draft, NOT_FOUND, (d) => setAt(d, '/body/0/props/icon', 'soon'));
    const { hash } = ok(saved, 'file_save');
    expect((await s.api('screens/file', { hash })).body.code).toBe(404);
    const blob = ok(await s.api('ops/studio/blob', { hash }, { token: alice }), 'blob');
    expect(JSON.parse(blob.text).body[0].props.icon).toBe('soon');
    // Once published, members get it too.
    await publishDraft(s, alice, draft);
    expect((await s.api('screens/file', { hash })).body.code).toBe(0);
  });

  it("lets only a draft's author edit, publish or discard it", async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const bob = await editorToken(s, 'bob');
    const draft = await newDraft(s, alice, "Alice's change");
    await editFile(s, alice, draft, NOT_FOUND, (d) => setAt(d, '/body/0/props/icon', 'empty'));
    const text = await fileText(s, alice, draft, NOT_FOUND);
    // Well based (the change's own base version and revision), so the refusal is the author check alone.
    const base = await based(s, draft);
    const attempts: [string, 'POST' | 'PUT', Record<string, unknown>][] = [
      [
        'ops/studio/file_save',
        'PUT',
        { draft, base_revision: base.base_revision, path: NOT_FOUND, text: text.replace('"empty"', '"error"') },
      ],
      ['ops/studio/file_reset', 'POST', { draft, base_revision: base.base_revision, path: NOT_FOUND }],
      [
        'ops/studio/texts_save',
        'PUT',
        { draft, base_revision: base.base_revision, edits: [{ key: 'notFound.title', locale: 'en', text: 'Bob was here' }] },
      ],
      ['ops/studio/texts_confirm', 'POST', { draft, key: 'notFound.title', locales: [] }],
      ['ops/studio/request_approval', 'POST', { draft }],
      ['ops/studio/publish', 'POST', { draft, ...base }],
      ['ops/studio/rebase', 'POST', { draft, ...base, take: 'theirs' }],
      ['ops/studio/discard', 'POST', { draft }],
    ];
    for (const [path, method, body] of attempts) {
      const res = await s.call(method, path, body, { token: bob });
      expect([res.status, res.body.code], path).toEqual([403, 403]);
    }
    // Bob may read it, and nothing he tried changed it.
    const view = await draftView(s, bob, draft);
    expect(view).toMatchObject({ status: 'editing', changes: [expect.objectContaining({ path: NOT_FOUND })] });
    expect(await fileText(s, bob, draft, NOT_FOUND)).toBe(text);
    expect(ok(await s.api('ops/studio/draft', { id: draft }, { token: bob }), 'draft')).toMatchObject({
      can_edit: false,
      can_publish: false,
    });
    ok(await s.api('ops/studio/discard', { draft }, { token: alice }), 'discard');
  });

  it('keeps markup saved into a locale verbatim, as plain text that passes the gate', async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'Markup in a text');
    const markup = '<script>alert(1)</script>';
    ok(
      await s.api(
        'ops/studio/texts_save',
        { draft, base_revision: await revisionOf(s, draft), edits: [{ key: 'notFound.description', locale: 'en', text: markup }] },
        { token: alice },
      ),
      'texts_save',
    );
    const check = await gateCheck(s, alice, draft);
    expect(check.errors).toEqual([]);
    const texts = ok(await s.api('ops/studio/texts', { draft, q: 'notFound.description' }, { token: alice }), 'texts');
    expect(texts.list.find((r) => r.key === 'notFound.description')!.values.en).toBe(markup);
    await publishDraft(s, alice, draft);
    const published = ok(await s.api('screens/published'), 'published');
    const locale = published.overrides.find((o) => o.path.startsWith('locales/en/'))!;
    const served = ok(await s.api('screens/file', { hash: locale.hash! }), 'file').text!;
    expect(served).toContain(markup);
    expect((JSON.parse(served) as { notFound: { description: string } }).notFound.description).toBe(markup);
  });

  it("never lets a form's text become code in its compiled module (the preview imports drafts' forms)", async () => {
    const s = get();
    const alice = await editorToken(s, 'alice');
    const draft = await newDraft(s, alice, 'A form that tries to run code');
    // The id ends up in the module's header comment: a line break there would start code.
    const hostile = {
      id: 'nickname\nglobalThis.pwned = 1;\n//',
      schema: {
        type: 'object',
        required: ['a\nglobalThis.pwned = 2'],
        properties: {
          ['a\nglobalThis.pwned = 2']: { type: 'string', maxLength: 20, pattern: '^[^"]*$', description: '*/ globalThis.pwned = 3; /*' },
        },
      },
    };
    const { hash } = ok(await saveText(s, alice, draft, 'screens/forms/nickname.json', JSON.stringify(hostile)), 'file_save');
    const res = await s.running.app.inject({ method: 'GET', url: `/api/screens/forms/${hash}.js` });
    expect(res.statusCode).toBe(200);
    // Whatever the text holds appears only inside comments-free string literals: no line of code starts with it.
    expect(res.body.split('\n').filter((line) => /^\s*globalThis\.pwned/.test(line))).toEqual([]);
    expect(res.body).not.toContain('nickname\nglobalThis');
    expect(res.body).not.toMatch(/^[^"'\n]*globalThis\.pwned/m);
  });
});
