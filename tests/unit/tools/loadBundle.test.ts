import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBundle } from '@tools/validate/loadBundle';
import { FIXTURE_BUNDLE_DIR } from './fixtureBundle';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bundle-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('loadBundle', () => {
  it('reads the folder layout; a locale is the deep merge of its area files', () => {
    const { bundle, problems } = loadBundle(FIXTURE_BUNDLE_DIR);
    expect(problems).toEqual([]);
    expect(Object.keys(bundle.screens).sort()).toEqual(['login', 'mine', 'news', 'notFound']);
    expect(Object.keys(bundle.forms)).toEqual(['login']);
    expect(Object.keys(bundle.prompts)).toEqual(['realname']);
    expect(Object.keys(bundle.locales)).toEqual(['en', 'ko']);
    const en = bundle.locales.en as Record<string, Record<string, string>>;
    expect(en.login?.title).toBe('Log in');
    expect(en.news?.title).toBe('News');
  });

  it('reads fragments from screens/fragments', () => {
    const root = tree({ 'screens/app.json': '{}', 'screens/fragments/header.json': '{"id": "header", "node": {"widget": "Row"}}' });
    const { bundle, problems } = loadBundle(root);
    expect(problems).toEqual([]);
    expect(bundle.fragments).toEqual({ header: { id: 'header', node: { widget: 'Row' } } });
  });

  it('reports bad JSON, a missing app.json and a key two area files define', () => {
    const root = tree({
      'screens/pages/a.json': '{ nope',
      'locales/en/a.json': '{"x": {"y": "1", "z": "2"}}',
      'locales/en/b.json': '{"x": {"y": "3", "w": "4"}}',
    });
    const { bundle, problems } = loadBundle(root);
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.message.split(':')[0]}`)).toEqual([
      'screens/app.json  missing',
      'screens/pages/a.json  cannot read JSON',
      'locales/en/b.json /x/y key already defined by another file of this locale',
    ]);
    expect(bundle.locales.en).toEqual({ x: { y: '1', z: '2', w: '4' } });
  });
});
