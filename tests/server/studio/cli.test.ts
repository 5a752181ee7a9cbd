import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DSL_VERSION } from '@core/dsl/version';
import { manualClock } from '@server/clock';
import { createStaff } from '@server/staff/accounts';
import { startServer } from '@server/start';
import { makeServer, testConfig } from '../support/harness';
import { editFile, editorToken, newDraft, ok, publishDraft } from '../support/studio';

const ROOT = path.resolve(__dirname, '../../..');

function run(script: string, args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

/**
 * The way studio changes flow back into the repository and out again: screens:export writes the
 * published bundle in the screens/ layout, screens:import turns a folder into a studio change.
 * Both open the database themselves (PGlite here, with the server stopped, as the README says).
 */
describe('screens:export and screens:import', () => {
  it('exports what the studio published and imports a folder as a change', async () => {
    const config = testConfig();
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: '' };
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-export-'));
    try {
      let running = await startServer(config, { clock: manualClock(new Date()), serveApp: false });
      const s = makeServer(running, manualClock(new Date()));
      const token = await editorToken(s, 'exporter');
      const draft = await newDraft(s, token, 'Wider not-found screen');
      ok(await editFile(s, token, draft, 'screens/pages/notFound.json', (d) => (d.navbar = { back: false })), 'save');
      await publishDraft(s, token, draft);
      await running.close();

      // Export into an empty folder: the whole bundle, with the studio's edit.
      const exported = run('tools/studio/export.ts', ['--out', out], env);
      expect(exported.code, exported.out).toBe(0);
      expect(exported.out).toMatch(new RegExp(`screens:export: v2 \\(DSL ${DSL_VERSION}\\) -> .*: \\d+ written, 0 removed, 0 unchanged`));
      expect(JSON.parse(fs.readFileSync(path.join(out, 'screens/pages/notFound.json'), 'utf8')).navbar).toEqual({ back: false });
      expect(fs.readFileSync(path.join(out, 'screens/pages/withdrawal.json'), 'utf8')).toBe(
        fs.readFileSync(path.join(ROOT, 'screens/pages/withdrawal.json'), 'utf8'),
      );
      // Again: nothing to write; a stray bundle file the version lacks is removed.
      fs.writeFileSync(path.join(out, 'screens/pages/stray.json'), '{}\n');
      const again = run('tools/studio/export.ts', ['--out', out], env);
      expect(again.out).toMatch(/0 written, 1 removed/);
      expect(fs.existsSync(path.join(out, 'screens/pages/stray.json'))).toBe(false);

      // A teammate edits the exported folder; importing it makes a change of exactly that file.
      const en = path.join(out, 'locales/en/screens.json');
      const texts = JSON.parse(fs.readFileSync(en, 'utf8')) as { routes: Record<string, string> };
      texts.routes['404'] = 'Nothing here';
      fs.writeFileSync(en, `${JSON.stringify(texts, null, 2)}\n`);
      expect(run('tools/studio/import.ts', ['--from', out], env).code).toBe(2);
      expect(run('tools/studio/import.ts', ['--from', out, '--author', 'nobody@meridian.local'], env).code).toBe(1);
      running = await startServer(config, { clock: manualClock(new Date()), serveApp: false });
      await createStaff(running.services, {
        email: 'importer@meridian.local',
        name: 'Importer',
        password: 'Import1234!',
        roles: ['screen_editor'],
      });
      await running.close();
      const imported = run(
        'tools/studio/import.ts',
        ['--from', out, '--author', 'importer@meridian.local', '--message', 'Not-found wording'],
        env,
      );
      expect(imported.code, imported.out).toBe(0);
      expect(imported.out).toContain('edit   locales/en/screens.json');
      expect(imported.out).toMatch(/change (\d+) with 1 edited file\(s\)/);

      // A file that is not JSON is refused with its line and column, and nothing is imported.
      fs.writeFileSync(path.join(out, 'screens/pages/notFound.json'), '{\n  "id": \n}\n');
      const broken = run('tools/studio/import.ts', ['--from', out, '--author', 'importer@meridian.local'], env);
      expect(broken.code).toBe(1);
      expect(broken.out).toMatch(/screens\/pages\/notFound\.json:3:1: not JSON/);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
