import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embedFragments, EMBEDDED_FRAGMENTS } from '../../../tools/build/embedFragments';
import { fragmentUses } from '@core/fragments/fragmentUses';

const root = path.resolve(import.meta.dirname, '../../..');
type Transform = (this: { addWatchFile(file: string): void }, code: string, id: string) => { code: string } | null;

function transform(file: string): { out: Record<string, unknown> | null; watched: string[] } {
  const watched: string[] = [];
  const hook = embedFragments(root).transform as Transform;
  const result = hook.call({ addWatchFile: (f) => watched.push(f) }, fs.readFileSync(path.join(root, file), 'utf8'), path.join(root, file));
  return { out: result && (JSON.parse(result.code) as Record<string, unknown>), watched };
}

describe('embedFragments (the build carries each screen with its fragments)', () => {
  it('adds every fragment a page uses, nested ones too, and leaves the page as written', () => {
    const page = 'screens/pages/mine.json';
    const { out, watched } = transform(page);
    const carried = out?.[EMBEDDED_FRAGMENTS] as Record<string, { node: unknown }>;
    const direct = fragmentUses(JSON.parse(fs.readFileSync(path.join(root, page), 'utf8'))).map((u) => u.id);
    for (const id of direct) expect(carried).toHaveProperty(id);
    // And what those use in turn.
    for (const fragment of Object.values(carried)) for (const u of fragmentUses(fragment.node)) expect(carried).toHaveProperty(u.id);
    expect(watched).toHaveLength(Object.keys(carried).length);
    const { [EMBEDDED_FRAGMENTS]: _carried, ...rest } = out!;
    expect(rest).toEqual(JSON.parse(fs.readFileSync(path.join(root, page), 'utf8')));
  });

  it('leaves pages without fragments and every other file alone', () => {
    expect(transform('screens/pages/notFound.json').out).toBeNull();
    expect(transform('screens/forms/loginEmail.json').out).toBeNull();
  });
});
