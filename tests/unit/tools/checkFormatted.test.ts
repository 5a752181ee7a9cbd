import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatJson } from '@core/json/formatJson';
import { checkFormatted } from '@tools/validate/checkFormatted';
import { DSL_VERSION } from '@core/dsl/version';

const ROOT = path.resolve(__dirname, '../../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function bundle(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-fmt-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('checkFormatted', () => {
  it('refuses a screen file in another layout and passes the formatted one', () => {
    const doc = { dslVersion: DSL_VERSION, id: 'a', title: { $t: 'routes.a' }, body: [] };
    const root = bundle({
      'screens/pages/a.json': formatJson(doc),
      'screens/pages/b.json': `${JSON.stringify(doc, null, 2)}\n`,
      'screens/pages/broken.json': '{',
      'locales/en/screens.json': `${JSON.stringify({ a: { b: 'c' } }, null, 2)}\n`,
    });
    expect(checkFormatted(root)).toEqual([
      { file: 'screens/pages/b.json', pointer: '', message: expect.stringMatching(/screens:migrate/) as unknown as string },
    ]);
  });

  it('finds nothing to say about the repository (screens:migrate keeps it formatted)', () => {
    expect(checkFormatted(ROOT)).toEqual([]);
  });
});
