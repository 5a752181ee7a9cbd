import { DSL_VERSION } from '@core/dsl/version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@server/clock';
import type { Db } from '@server/db/types';
import { startServer, type Running } from '@server/start';
import { hashText } from '@server/studio/blobs';
import { testDatabases } from '../support/databases';
import { makeServer, nonEmpty, testConfig, type TestServer } from '../support/harness';
import { editFile, editorToken, fileText, newDraft, ok, publishDraft, published, setAt, revisionOf } from '../support/studio';

// A studio edit (file A) and a deploy that changes the repository (file B), across restarts on one
// database: the start-up sync must keep the one and take the other, and write nothing when the
// repository did not change.

const A = 'screens/pages/notFound.json';
const B = 'locales/de/screens.json';

interface VersionRow {
  version: number;
  kind: string;
  message: string;
  changed_files: number;
}

function readJson(root: string, rel: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as Record<string, unknown>;
}

function writeJson(root: string, rel: string, doc: unknown): string {
  const text = `${JSON.stringify(doc, null, 2)}\n`;
  fs.writeFileSync(path.join(root, rel), text);
  return text;
}

for (const database of testDatabases) {
  describe(`studio: the repository bundle synced at each start [${database.name}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let root: string;
    const clock = manualClock(new Date());
    const dataDirs: string[] = [];
    let running: Running | undefined;

    /** Starts the server on the same database and the temporary repository; the previous one is closed first. */
    async function start(): Promise<TestServer> {
      await running?.close();
      const config = testConfig({ bundleRoot: root });
      dataDirs.push(config.dataDir);
      running = await startServer(config, { db, clock, serveApp: false });
      return makeServer(running, clock);
    }

    async function versions(s: TestServer): Promise<VersionRow[]> {
      return ok(await s.api('ops/studio/versions', { limit: 50 }, { token }), 'versions').list;
    }

    async function exported(s: TestServer): Promise<Map<string, string>> {
      const { files } = ok(await s.api('ops/studio/export', {}, { token }), 'export');
      return new Map(files.map((f) => [f.path, f.text]));
    }

    beforeAll(async () => {
      ({ db, drop } = await database.open());
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-sync-'));
      for (const dir of ['screens', 'locales', 'schemas']) fs.cpSync(dir, path.join(root, dir), { recursive: true });
    });

    afterAll(async () => {
      await running?.close();
      await drop?.();
      for (const dir of [root, ...dataDirs]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    // Signed in on the first start; a staff session lives in the database, so it outlasts restarts.
    let token: string;
    let studioText: string;
    let repoB: string;

    it('start 1 seeds version 1 from the repository; a studio edit of A is published as version 2', async () => {
      const s = await start();
      token = await editorToken(s);
      expect(await published(s)).toMatchObject({ version: 1, overrides: [] });
      expect((await versions(s)).map((v) => [v.version, v.kind])).toEqual([[1, 'seed']]);
      const draft = await newDraft(s, token, 'A studio edit of the not-found screen');
      ok(await editFile(s, token, draft, A, (d) => setAt(d, '/body/0/props/icon', 'soon')), 'file_save');
      studioText = await fileText(s, token, draft, A);
      expect(await publishDraft(s, token, draft)).toBe(2);
      expect((await published(s)).overrides).toEqual([{ path: A, hash: hashText(studioText) }]);
    });

    it('start 2 after a deploy changed B writes a deploy version with B from the repository and A from the studio', async () => {
      const doc = readJson(root, B) as { notFound: { title: string } };
      doc.notFound.title = 'Diese Seite gibt es nicht (neu)';
      repoB = writeJson(root, B, doc);
      const s = await start();
      const list = await versions(s);
      expect(list.map((v) => [v.version, v.kind])).toEqual([
        [3, 'deploy'],
        [2, 'publish'],
        [1, 'seed'],
      ]);
      expect(list[0]).toMatchObject({ changed_files: 1, message: expect.stringMatching(/studio edits of other files kept/) });
      const files = await exported(s);
      expect(files.get(B)).toBe(repoB);
      expect(files.get(A)).toBe(studioText);
      // Against the new built-in screens (this repository), only the studio's edit is an override.
      expect(await published(s)).toEqual({ version: 3, dsl_version: DSL_VERSION, overrides: [{ path: A, hash: hashText(studioText) }] });
      const detail = ok(await s.api('ops/studio/version', { version: 3 }, { token }), 'version');
      expect(detail.changes.map((c) => `${c.file}${c.pointer}`)).toEqual([`${B}/notFound/title`]);
    });

    it('start 3 with no repository change writes nothing', async () => {
      const s = await start();
      expect((await versions(s)).map((v) => v.version)).toEqual([3, 2, 1]);
      expect((await published(s)).version).toBe(3);
      expect((await exported(s)).get(A)).toBe(studioText);
    });

    it('start 4 after a deploy changed A too: the repository wins for A', async () => {
      const doc = readJson(root, A);
      setAt(doc, '/body/0/props/icon', 'error');
      const repoA = writeJson(root, A, doc);
      const s = await start();
      const list = await versions(s);
      expect(list.map((v) => [v.version, v.kind])).toEqual([
        [4, 'deploy'],
        [3, 'deploy'],
        [2, 'publish'],
        [1, 'seed'],
      ]);
      const files = await exported(s);
      expect(files.get(A)).toBe(repoA);
      expect(files.get(B)).toBe(repoB);
      expect(await published(s)).toEqual({ version: 4, dsl_version: DSL_VERSION, overrides: [] });
    });

    it('a deploy whose merge would fail the gate takes the repository whole and names the studio edits it dropped', async () => {
      let s = await start();
      // The studio adds a text in every locale and shows it on A.
      const draft = await newDraft(s, token, 'A new text on the not-found screen');
      const { locales } = ok(await s.api('ops/studio/texts', { draft, q: 'notFound.title' }, { token }), 'texts');
      ok(
        await s.api(
          'ops/studio/texts_save',
          {
            draft,
            base_revision: await revisionOf(s, draft),
            edits: nonEmpty(locales.map(({ code }) => ({ key: 'notFound.extra', locale: code, text: `Extra (${code})` }))),
          },
          { token },
        ),
        'texts_save',
      );
      ok(await editFile(s, token, draft, A, (d) => setAt(d, '/body/0/props/description', { $t: 'notFound.extra' })), 'file_save');
      expect(await publishDraft(s, token, draft)).toBe(5);
      // A deploy changes B, the German file, which then lacks the studio's key: A alone would name a missing text.
      const doc = readJson(root, B) as { notFound: { title: string } };
      doc.notFound.title = 'Seite nicht gefunden';
      repoB = writeJson(root, B, doc);
      s = await start();
      const [head] = await versions(s);
      expect(head).toMatchObject({
        version: 6,
        kind: 'deploy',
        message: expect.stringMatching(/dropped because the merge failed the gate: .*screens\/pages\/notFound\.json/),
      });
      expect(head!.message).toContain('locales/en/screens.json');
      expect(await published(s)).toEqual({ version: 6, dsl_version: DSL_VERSION, overrides: [] });
      expect((await exported(s)).get(B)).toBe(repoB);
    });
  });
}
