/**
 * The repository's import graph, read from the source text (no compiler: it runs in a second),
 * and the cycles in it: between files, and between the rooms (folders and root files directly
 * under server/ or engine/) that tools/structure/rooms.js orders.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['core', 'engine', 'server', 'tools', 'tests', 'stories'];

export function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, keep, out);
    else if (keep(full)) out.push(full);
  }
  return out;
}

const IMPORT_RE = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_RE = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function readAliases(root: string): Array<[string, string]> {
  try {
    const ts = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } };
    return Object.entries(ts.compilerOptions?.paths ?? {}).map(([k, v]) => [k.replace(/\*$/, ''), (v[0] ?? '').replace(/\*$/, '')]);
  } catch {
    return [];
  }
}

function resolveSpecifier(root: string, from: string, spec: string, aliases: Array<[string, string]>): string | undefined {
  let base: string | undefined;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else {
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
    if (alias) base = resolve(root, alias[1] + spec.slice(alias[0].length));
  }
  if (!base) return undefined;
  const stem = base.replace(/\.(js|jsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export interface ImportGraph {
  files: string[];
  /** File -> files it imports at run time (static and dynamic imports; `import type` left out). */
  runtime: Map<string, Set<string>>;
  /** The same with type-only imports. */
  all: Map<string, Set<string>>;
  /** "engine -> core": file imports between top-level folders. */
  folderEdges: Map<string, number>;
}

export function importGraph(root = repoRoot): ImportGraph {
  const aliases = readAliases(root);
  // The lint rules' own test fixture (a deliberate cycle) is not part of the code.
  const files = SOURCE_ROOTS.flatMap((r) => walk(join(root, r), (f) => /\.(ts|tsx)$/.test(f) && !f.includes('/fixtures/layers/')));
  const runtime = new Map<string, Set<string>>();
  const all = new Map<string, Set<string>>();
  const folderEdges = new Map<string, number>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set<string>();
    const typeDeps = new Set<string>();
    const targets: Array<{ spec: string; typeOnly: boolean }> = [];
    for (const m of text.matchAll(IMPORT_RE)) targets.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
    for (const m of text.matchAll(DYNAMIC_RE)) targets.push({ spec: m[1]!, typeOnly: false });
    for (const { spec, typeOnly } of targets) {
      const target = resolveSpecifier(root, file, spec, aliases);
      if (!target) continue;
      const fromTop = relative(root, file).split('/')[0]!;
      const toTop = relative(root, target).split('/')[0]!;
      if (fromTop !== toTop) {
        const key = `${fromTop} -> ${toTop}`;
        folderEdges.set(key, (folderEdges.get(key) ?? 0) + 1);
      }
      if (!typeOnly) deps.add(target);
      typeDeps.add(target);
    }
    runtime.set(file, deps);
    all.set(file, typeDeps);
  }
  return { files, runtime, all, folderEdges };
}

/** Tarjan's strongly connected components: every component larger than one node is a cycle. */
export function cycles(graph: Map<string, Set<string>>, name: (node: string) => string = (n) => n): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(name(w));
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

/** The room of a file under `top` (its first path segment there: a folder, or a root file), or undefined outside it. */
export function roomOf(root: string, top: string, file: string): string | undefined {
  const rel = relative(join(root, top), file);
  if (rel.startsWith('..')) return undefined;
  return rel.split('/')[0];
}

/**
 * The graph between the rooms of `top` (server or engine): an edge wherever a file of one room
 * imports a file of another. `skip` leaves rooms out (the services container's type, imported by
 * every room by design).
 */
export function roomGraph(graph: Map<string, Set<string>>, root: string, top: string, skip: string[] = []): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [file, deps] of graph) {
    const from = roomOf(root, top, file);
    if (!from || skip.includes(from)) continue;
    const edges = out.get(from) ?? new Set<string>();
    out.set(from, edges);
    for (const dep of deps) {
      const to = roomOf(root, top, dep);
      if (to && to !== from && !skip.includes(to)) edges.add(to);
    }
  }
  return out;
}
