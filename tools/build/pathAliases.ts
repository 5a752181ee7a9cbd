import fs from 'node:fs';
import path from 'node:path';

/**
 * The tsconfig.json path aliases (@core/..., @engine/...) as Vite resolve.alias entries, so the app
 * build, Vitest and Storybook resolve them exactly as tsc and tsx do, from the one list in
 * tsconfig.json. (Vite's own resolve.tsconfigPaths skips files outside the tsconfig's include
 * globs as Vite sees them, such as .storybook/preview.tsx.)
 */
export function pathAliases(root: string): Array<{ find: RegExp; replacement: string }> {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions?.paths ?? {}).map(([alias, [target = '']]) => ({
    find: new RegExp(`^${alias.replace(/\*$/, '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    replacement: `${path.resolve(root, target.replace(/\*$/, ''))}/`,
  }));
}
