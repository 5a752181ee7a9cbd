import type { FileMap } from './versions';

/**
 * Where a bundle differs from the screens built into the app: the engine downloads those files
 * and takes the rest from its own build. A file the bundle removed is listed with hash null.
 */
export function overridesOf(files: FileMap, builtin: FileMap): { path: string; hash: string | null }[] {
  const out: { path: string; hash: string | null }[] = [];
  for (const path of [...new Set([...Object.keys(files), ...Object.keys(builtin)])].sort()) {
    const hash = files[path] ?? null;
    if (hash !== (builtin[path] ?? null)) out.push({ path, hash });
  }
  return out;
}
