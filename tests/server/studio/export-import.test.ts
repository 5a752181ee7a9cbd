import { DSL_VERSION } from '@core/dsl/version';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { hashText } from '@server/studio/blobs';
import { describeOnPglite, nonEmpty, type TestServer } from '../support/harness';
import { draftView, editFile, editorToken, newDraft, ok, publishDraft, published, setAt, revisionOf } from '../support/studio';

const NOT_FOUND = 'screens/pages/notFound.json';
const FORM = 'screens/forms/nickname.json';

/** The repository's bundle files as they lie on disk: every screens/**.json and locales/<code>/<area>.json but server.json (the server's own). */
function repoFiles(): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of ['screens', 'locales']) {
    for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${rel.split(path.sep).join('/')}`;
      if (dir === 'screens' ? !file.endsWith('.json') : !/^locales\/[^/]+\/(?!server\.json$)[a-z]+\.json$/.test(file)) continue;
      out.set(file, fs.readFileSync(file, 'utf8'));
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function formModule(s: TestServer, name: string) {
  return s.running.app.inject({ method: 'GET', url: `/api/screens/forms/${name}` });
}

function noUnsafeEval(csp: unknown): void {
  expect(typeof csp).toBe('string');
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp).toMatch(/script-src 'self'(;|$)/);
}

describeOnPglite('studio: export, import, and compiled form modules', (get) => {
  it('exports the published bundle as the repository files, byte for byte', async () => {
    const s = get();
    const token = await editorToken(s);
    const exported = ok(await s.api('ops/studio/export', {}, { token }), 'export');
    expect(exported).toMatchObject({ version: 1, dsl_version: DSL_VERSION });
    const repo = repoFiles();
    expect(exported.files.map((f) => f.path)).toEqual([...repo.keys()]);
    for (const f of exported.files) expect(f.text, f.path).toBe(repo.get(f.path));
    // Every path is in the folder layout; nothing else the folders hold (locales/<code>/server.json) is.
    expect(exported.files.some((f) => f.path.endsWith('/server.json'))).toBe(false);
    expect(exported.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['screens/app.json', NOT_FOUND, FORM, 'locales/en/engine.json', 'locales/en/screens.json']),
    );
  });

  it('imports a whole export with one file changed as a draft changing exactly that file, and publishes it', async () => {
    const s = get();
    const token = await editorToken(s);
    const { files } = ok(await s.api('ops/studio/export', {}, { token }), 'export');
    // The whole bundle is over the server's 1 MiB body limit, which the import alone may exceed.
    const draft = await newDraft(s, token, 'Too large');
    const tooLarge = await s.api(
      'ops/studio/file_save',
      { draft, base_revision: await revisionOf(s, draft), path: NOT_FOUND, text: 'x'.repeat(1_100_000) },
      { token },
    );
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 413]);
    const doc = JSON.parse(files.find((f) => f.path === NOT_FOUND)!.text) as Record<string, unknown>;
    setAt(doc, '/body/0/props/icon', 'soon');
    const changed = `${JSON.stringify(doc, null, 2)}\n`;
    const imported = ok(
      await s.api(
        'ops/studio/import',
        { message: 'From the repository', files: nonEmpty(files.map((f) => (f.path === NOT_FOUND ? { path: f.path, text: changed } : f))) },
        { token },
      ),
      'import',
    );
    expect(imported.changed_files).toBe(1);
    const view = await draftView(s, token, imported.id);
    expect(view.changes).toEqual([{ path: NOT_FOUND, kind: 'screen', op: 'changed', money: false }]);
    const version = await publishDraft(s, token, imported.id);
    expect(await published(s)).toEqual({ version, dsl_version: DSL_VERSION, overrides: [{ path: NOT_FOUND, hash: hashText(changed) }] });
    const again = ok(await s.api('ops/studio/export', { version }, { token }), 'export');
    expect(again.files.find((f) => f.path === NOT_FOUND)!.text).toBe(changed);
    // Importing what is published already changes nothing.
    expect(
      ok(await s.api('ops/studio/import', { message: 'Same again', files: nonEmpty(again.files) }, { token }), 'import').changed_files,
    ).toBe(0);
  });

  it("serves a studio form's validators as a JavaScript module by hash, with no import and no eval", async () => {
    const s = get();
    const token = await editorToken(s);
    const draft = await newDraft(s, token, 'Longer nicknames');
    const saved = ok(await editFile(s, token, draft, FORM, (d) => setAt(d, '/schema/properties/nickname/maxLength', 24)), 'file_save');
    const bundle = ok(await s.api('ops/studio/draft_bundle', { draft }, { token }), 'draft_bundle');
    const hash = bundle.overrides.find((o) => o.path === FORM)!.hash!;
    expect(hash).toBe(saved.hash);

    const res = await formModule(s, `${hash}.js`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('export const validators');
    expect(res.body).not.toMatch(/^\s*import\s/m);
    expect(res.body).not.toMatch(/\bimport\s*\(/);
    expect(res.body).toContain('24');
    noUnsafeEval(res.headers['content-security-policy']);
    // The module runs under a CSP without 'unsafe-eval': it must not build functions from strings.
    expect(res.body).not.toMatch(/new Function|\beval\(/);
    // Served again from the cache, the same code.
    expect((await formModule(s, `${hash}.js`)).body).toBe(res.body);

    // A hash nobody stored, a name that is no hash, and a stored file that is no form (the manifest): 404.
    const { files } = ok(await s.api('ops/studio/export', {}, { token }), 'export');
    const manifest = hashText(files.find((f) => f.path === 'screens/app.json')!.text);
    for (const name of [`${'0'.repeat(64)}.js`, 'not-a-hash.js', `${hash}.mjs`, `${hash.toUpperCase()}.js`, `${manifest}.js`]) {
      const bad = await formModule(s, name);
      expect(bad.statusCode, name).toBe(404);
      expect((JSON.parse(bad.body) as { code: number }).code, name).toBe(404);
    }
    // Stored texts a draft may hold that are no form, or a form ajv cannot compile: 404, not 500.
    for (const text of [
      'null',
      '[]',
      '{"id":"nickname","schema":{"type":"bogus"}}',
      '{"id":"nickname","schema":{"type":"string","pattern":"("}}',
    ]) {
      const stored = ok(
        await s.api('ops/studio/file_save', { draft, base_revision: await revisionOf(s, draft), path: FORM, text }, { token }),
        'file_save',
      );
      expect((await formModule(s, `${stored.hash}.js`)).statusCode, text).toBe(404);
    }
  });

  it("puts no 'unsafe-eval' in any response's CSP", async () => {
    const s = get();
    const replies = [
      await s.running.app.inject({ method: 'GET', url: '/api/screens/published' }),
      await s.running.app.inject({ method: 'GET', url: '/api/ops/studio/versions' }),
      await s.running.app.inject({ method: 'GET', url: '/api/no/such/thing' }),
      await s.running.app.inject({ method: 'GET', url: '/some/page' }),
      await s.running.app.inject({ method: 'POST', url: '/api/ops/studio/publish', payload: { draft: 1 } }),
    ];
    for (const r of replies) noUnsafeEval(r.headers['content-security-policy']);
  });
});
