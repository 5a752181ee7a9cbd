import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { LEGAL_KEYS, RULE_KEYS, splitTitle } from '@server/documents/files';
import { seedDocuments } from '@server/documents/seed';
import legalVersions from '../../../content/documents/versions.json';

/** Reads the first line of a repository document file: the title the server must serve. */
function fileTitle(dir: string, key: string, locale: string): string {
  const first = fs.readFileSync(path.join(dir, key, `${locale}.html`), 'utf8').split('\n')[0]!;
  return /<h1>(.*)<\/h1>/.exec(first)![1]!;
}

/** A throw-away bundle root holding one legal document, to seed what the repository must never ship. */
function rootWith(key: string, version: number, files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-docs-'));
  const dir = path.join(root, 'content/documents');
  fs.mkdirSync(path.join(dir, key), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'versions.json'),
    JSON.stringify({ [key]: { version, requires_acceptance: false, effective: '2026-12-01' } }),
  );
  for (const [locale, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, key, `${locale}.html`), text);
  return root;
}

describeEachDatabase('legal and rules documents (common/tmp, common/rule)', (get) => {
  it('serves every legal document in English and Korean, titled by its h1, which the body no longer holds', async () => {
    const s = get();
    for (const key of LEGAL_KEYS) {
      for (const lan of ['en', 'ko']) {
        const doc = (await s.api('common/tmp', { key }, { lan })).data;
        expect(doc).toMatchObject({ key, locale: lan, version: legalVersions[key].version, effective: legalVersions[key].effective });
        expect(doc.title).toBe(fileTitle('content/documents', key, lan));
        expect(doc.content).not.toContain('<h1>');
        expect(doc.content).toContain('<h2>');
        // The Korean text is not the English one.
        if (lan === 'ko') expect(doc.content).toMatch(/[\uac00-\ud7a3]/);
      }
    }
  });

  it('serves the four rules documents the same way, and keeps the two kinds apart', async () => {
    const s = get();
    for (const key of RULE_KEYS) {
      const ko = (await s.api('common/rule', { key }, { lan: 'ko' })).data;
      expect(ko.title).toBe(fileTitle('content/rules', key, 'ko'));
      expect(ko.locale).toBe('ko');
      // A rule is not a legal document and the other way round.
      expect((await s.api('common/tmp', { key })).body.code).toBe(404);
    }
    expect((await s.api('common/rule', { key: 'agreement' })).body.code).toBe(404);
    const unknown = await s.api('common/tmp', { key: 'no_such_doc' }, { lan: 'en' });
    expect(unknown.body).toMatchObject({ code: 404, msg: 'This document was not found' });
  });

  it('falls back to English for a locale without its text yet, and says which locale it served', async () => {
    const s = get();
    const en = (await s.api('common/tmp', { key: 'privacy' }, { lan: 'en' })).data;
    // Turkish (Lan tr) until a translator adds content/documents/privacy/tk.html; any locale with a file is served in it.
    const hasTk = fs.existsSync('content/documents/privacy/tk.html');
    const tk = (await s.api('common/tmp', { key: 'privacy' }, { lan: 'tr' })).data;
    expect(tk.locale).toBe(hasTk ? 'tk' : 'en');
    if (!hasTk) expect(tk.content).toBe(en.content);
    // A Lan nobody knows reads English.
    expect((await s.api('common/tmp', { key: 'privacy' }, { lan: 'xx' })).data.locale).toBe('en');
  });

  it('defuses a script in a document file when it is seeded, and takes the title from the first h1 only', async () => {
    const s = get();
    const payload =
      '<h1>Terms <img src=x onerror=alert(1)></h1>\n<p onclick="alert(2)">Body</p><script>alert(3)</script><a href="javascript:alert(4)">link</a>';
    const root = rootWith('test_payload', 1, { en: payload });
    expect(await seedDocuments(s.running.services.db, root, s.clock.now())).toEqual(['test_payload@1']);
    const doc = (await s.api('common/tmp', { key: 'test_payload' })).data;
    expect(doc.title).toBe('Terms');
    expect(doc.content).toBe('<p>Body</p><span>link</span>');
  });

  it('a file without the h1 line keeps its body and takes the key as its title', () => {
    expect(splitTitle('<p>Only a body</p>\n', 'risk_etf')).toEqual({ title: 'risk_etf', html: '<p>Only a body</p>' });
    expect(splitTitle('<h1>Title</h1>\n<p>x</p>', 'k')).toEqual({ title: 'Title', html: '<p>x</p>' });
  });

  it('seeding again or from two instances at once publishes each file version once; a newer file version is published', async () => {
    const s = get();
    const db = s.running.services.db;
    const root = rootWith('test_race', 1, { en: '<h1>Race</h1>\n<p>One</p>' });
    const runs = await Promise.all([
      seedDocuments(db, root, s.clock.now()),
      seedDocuments(db, root, s.clock.now()),
      seedDocuments(db, root, s.clock.now()),
    ]);
    expect(runs.flat()).toEqual(['test_race@1']);
    expect(await seedDocuments(db, root, s.clock.now())).toEqual([]);
    // The repository's own documents were seeded at start-up: seeding them again adds nothing.
    expect(await seedDocuments(db, path.resolve('.'), s.clock.now())).toEqual([]);
    const newer = rootWith('test_race', 2, { en: '<h1>Race</h1>\n<p>Two</p>', ko: '<h1>경주</h1>\n<p>둘</p>' });
    expect(await seedDocuments(db, newer, s.clock.now())).toEqual(['test_race@2']);
    const ko = (await s.api('common/tmp', { key: 'test_race' }, { lan: 'ko' })).data;
    expect(ko).toMatchObject({ version: 2, title: '경주', content: '<p>둘</p>', effective: '2026-12-01' });
    const { rows } = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM document_versions WHERE key = 'test_race'");
    expect(rows[0]!.n).toBe('2');
  });
});
