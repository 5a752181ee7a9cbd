/**
 * Structure report: the figures issue 13 asked to track as the code grows.
 * Lines of screens/ and the largest screens, import edges between top-level
 * folders, import cycles among source files, casts in tests, and functions of 60 lines or more
 * (issue 24; tools/structure/longFunctions.ts).
 * Run: npm run structure  (add --json for machine-readable output)
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { LONG_FUNCTION_LINES, repositoryLongFunctions } from './longFunctions';

const root = resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['core', 'engine', 'server', 'tools', 'tests', 'stories'];

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, keep, out);
    else if (keep(full)) out.push(full);
  }
  return out;
}

const lineCount = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l, i, a) => i < a.length - 1 || l !== '').length;

function screensFigures() {
  const files = walk(join(root, 'screens'), (f) => f.endsWith('.json'));
  const sized = files.map((f) => ({ file: relative(root, f), lines: lineCount(f) })).sort((a, b) => b.lines - a.lines);
  return { files: files.length, lines: sized.reduce((s, f) => s + f.lines, 0), largest: sized.slice(0, 5) };
}

const IMPORT_RE = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_RE = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function readAliases(): Array<[string, string]> {
  try {
    const ts = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } };
    return Object.entries(ts.compilerOptions?.paths ?? {}).map(([k, v]) => [k.replace(/\*$/, ''), (v[0] ?? '').replace(/\*$/, '')]);
  } catch {
    return [];
  }
}

function resolveSpecifier(from: string, spec: string, aliases: Array<[string, string]>): string | undefined {
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

function importGraph() {
  const aliases = readAliases();
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
      const target = resolveSpecifier(file, spec, aliases);
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

/** Tarjan's strongly connected components: every component larger than one file is a cycle. */
function cycles(graph: Map<string, Set<string>>): string[][] {
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
        component.push(relative(root, w));
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

function testCasts() {
  const files = walk(join(root, 'tests'), (f) => /\.(ts|tsx)$/.test(f));
  let count = 0;
  for (const f of files) count += (readFileSync(f, 'utf8').match(/\bas\s+(?!const\b)[A-Za-z{[(]/g) ?? []).length;
  return count;
}

const graph = importGraph();
const long = repositoryLongFunctions(root);
const report = {
  screens: screensFigures(),
  importEdges: Object.fromEntries([...graph.folderEdges.entries()].sort()),
  cycles: cycles(graph.runtime),
  cyclesWithTypes: cycles(graph.all),
  testCasts: testCasts(),
  longFunctions: { count: long.length, longest: long.slice(0, 10) },
};

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`screens/: ${report.screens.files} files, ${report.screens.lines} lines`);
  for (const s of report.screens.largest) console.log(`  ${s.lines.toString().padStart(5)}  ${s.file}`);
  console.log('import edges between top-level folders (file imports):');
  for (const [k, v] of Object.entries(report.importEdges)) console.log(`  ${k}: ${v}`);
  console.log(`import cycles (runtime imports): ${report.cycles.length}`);
  for (const c of report.cycles) console.log(`  ${c.join(' <-> ')}`);
  console.log(`import cycles counting type-only imports: ${report.cyclesWithTypes.length}`);
  for (const c of report.cyclesWithTypes) console.log(`  ${c.join(' <-> ')}`);
  console.log(`casts in tests (\`as T\`, not \`as const\`): ${report.testCasts}`);
  console.log(`functions of ${LONG_FUNCTION_LINES} lines or more in engine/, server/, core/: ${report.longFunctions.count}`);
  for (const f of report.longFunctions.longest) console.log(`  ${f.lines.toString().padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
}
