import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every repository path the docs name must exist, so a rename cannot leave a doc pointing at nothing.
// A path is a backticked span or a bare word that starts with a top-level folder (or its tsconfig
// alias, `@core/...`) and has a file extension or ends with a slash, or a root config file; a
// `<placeholder>` or `*` segment is checked up to the folder before it. Extensionless names such as
// `screens/published` are endpoint ids as often as paths, so they are not checked.

const ROOT = join(import.meta.dirname, '../../..');
const TOP = '(?:schemas|screens|core|engine|server|stories|tools|tests|docs|locales|content|\\.storybook|\\.ci)';
const ROOT_FILE =
  /^(?:package(?:-lock)?\.json|vite\.config\.ts|vitest\.config\.ts|eslint\.config\.js|tsconfig\.json|README\.md|\.prettierrc\.json)$/;
const EXT = '\\.(?:ts|tsx|js|mjs|json|md|sql|html|css|txt|csv|ttf|otf|png|svg)';
const REPO_PATH = new RegExp(`^@?${TOP}/(?:[\\w.*<>-]+/)*(?:[\\w.*<>-]+${EXT}|)$`);
const BARE_PATH = new RegExp(`(?<![\\w/.@-])${TOP}/(?:[\\w.*<>-]+/)*[\\w*<>-]+${EXT}(?![\\w/])`, 'g');

/** The repository paths a Markdown text names, in order of appearance. */
export function namedPaths(markdown: string): string[] {
  const found: string[] = [];
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const p = span!.trim().replace(/(?::\d+)+$/, '');
    if (REPO_PATH.test(p) || ROOT_FILE.test(p)) found.push(p.replace(/^@/, ''));
  }
  for (const [p] of text.replace(/`[^`\n]+`/g, '').matchAll(BARE_PATH)) found.push(p);
  return found;
}

/** Whether a named path exists under root (placeholders: the folder before the first one). */
export function pathExists(root: string, named: string): boolean {
  const parts = named.replace(/\/$/, '').split('/');
  const wild = parts.findIndex((s) => /[<>*]/.test(s));
  return existsSync(join(root, ...(wild === -1 ? parts : parts.slice(0, wild))));
}

const docs = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

describe('paths named in docs/*.md', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(readFileSync(join(ROOT, doc), 'utf8')).filter((p) => !pathExists(ROOT, p));
    expect(missing).toEqual([]);
  });

  it('finds a missing path, backticked or bare, and passes placeholders and endpoint ids', () => {
    const text = [
      'The errors live in `server/http/errors.ts` and server/db/no-such-file.ts;',
      '`server/errors.ts`, `@core/json/formatJson.ts`, `screens/pages/<id>.json`, `server/db/`,',
      '`screens/published` (an endpoint), `npm run validate`, `package.json`.',
      '```',
      'server/only-in-a-fence.ts',
      '```',
    ].join('\n');
    const named = namedPaths(text);
    expect(named).toEqual([
      'server/http/errors.ts',
      'server/errors.ts',
      'core/json/formatJson.ts',
      'screens/pages/<id>.json',
      'server/db/',
      'package.json',
      'server/db/no-such-file.ts',
    ]);
    expect(named.filter((p) => !pathExists(ROOT, p))).toEqual(['server/http/errors.ts', 'server/db/no-such-file.ts']);
  });
});
