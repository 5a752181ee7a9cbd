/**
 * Long functions: how many functions of engine/, server/ and core/ span 60 lines or more, and the
 * ten longest, so issue 24's splits (and any regrowth) show as a number instead of a feeling.
 * Run: npx tsx tools/structure/longFunctions.ts
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { walk } from './importGraph';

export const LONG_FUNCTION_LINES = 60;
const ROOTS = ['engine', 'server', 'core'];

export interface FunctionSpan {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** What a reader would call the function: its own name, or the variable, property or method it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name)
    return parent.name.getText();
  // A callback (useEffect(() => ...), list.map(...)): named by the call it is handed to.
  if (ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(callback)`;
  return '<anonymous>';
}

/**
 * Every function of a source text with its length in lines, first line to last. Nested functions
 * count on their own too: a long callback inside a long component is a second thing to split.
 */
export function functionSpans(file: string, text: string): FunctionSpan[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      spans.push({ file, name: nameOf(fn), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/** The functions of at least `min` lines, longest first. */
export function longFunctions(spans: FunctionSpan[], min = LONG_FUNCTION_LINES): FunctionSpan[] {
  return spans.filter((s) => s.lines >= min).sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

// Generated code is rewritten by its generator, never split by hand: it would only be noise here.
const isSource = (f: string) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes('/generated/');

/** The long functions of the repository's engine/, server/ and core/. */
export function repositoryLongFunctions(root: string): FunctionSpan[] {
  const spans = ROOTS.flatMap((r) => walk(join(root, r), isSource)).flatMap((f) =>
    functionSpans(relative(root, f), readFileSync(f, 'utf8')),
  );
  return longFunctions(spans);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const long = repositoryLongFunctions(resolve(import.meta.dirname, '../..'));
  console.log(`functions of ${LONG_FUNCTION_LINES} lines or more in ${ROOTS.join('/, ')}/: ${long.length}`);
  for (const f of long.slice(0, 10)) console.log(`  ${f.lines.toString().padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
}
