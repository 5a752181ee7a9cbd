import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { hashText } from '@server/studio/blobs';
import { bundleOf, fileMapKey, gateOf } from '@server/studio/gate-memo';
import { readRepoBundle } from '@server/studio/repo-bundle';
import { createStudioService } from '@server/studio/service';

const root = process.cwd();

describe('the gate memo', () => {
  it('names a bundle by its paths and hashes, whatever their order, without deleted files', () => {
    const a = fileMapKey({ 'screens/app.json': 'h1', 'locales/en/screens.json': 'h2' });
    expect(fileMapKey({ 'locales/en/screens.json': 'h2', 'screens/app.json': 'h1' })).toBe(a);
    expect(fileMapKey({ 'locales/en/screens.json': 'h2', 'screens/app.json': 'h1', 'screens/pages/x.json': null })).toBe(a);
    expect(fileMapKey({ 'screens/app.json': 'h1', 'locales/en/screens.json': 'h3' })).not.toBe(a);
    // A path and a hash cannot run into each other.
    expect(fileMapKey({ ab: 'c' })).not.toBe(fileMapKey({ a: 'bc' }));
  });

  it('answers the same bundle once, and a changed bundle afresh with its own errors', () => {
    const repo = readRepoBundle(root);
    const ctx = createStudioService(root, repo, loadCatalogue(path.join(root, 'schemas/api'))).gate;
    const files = Object.fromEntries([...repo].map(([p, text]) => [p, hashText(text)]));
    const first = gateOf(files, repo, ctx);
    expect(first.errors).toEqual([]);
    expect(gateOf({ ...files }, new Map(repo), ctx)).toBe(first);

    const file = 'screens/pages/notFound.json';
    const broken = repo.get(file)!.replace('"widget": "Button"', '"widget": "Marquee"');
    const changed = new Map(repo).set(file, broken);
    const second = gateOf({ ...files, [file]: hashText(broken) }, changed, ctx);
    expect(second).not.toBe(first);
    expect(second.errors.map((e) => e.message).join('\n')).toMatch(/unknown widget Marquee/);
    // Answers are kept per gate vocabulary: another server's gate reads the bundle itself.
    const other = { ...ctx };
    expect(gateOf(files, repo, other)).not.toBe(first);

    expect(bundleOf(files, repo)).toBe(bundleOf({ ...files }, repo));
  });
});
