/**
 * Handler files (server/<domain>/handlers.ts and *-handlers.ts) are the API's table of contents: the
 * SQL belongs in each domain's repository modules (issue 24). This finds what slipped back in: SQL
 * keywords in a string or template literal, and calls of `.query(`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { repoRoot, walk } from './importGraph';

export interface SqlFinding {
  file: string;
  line: number;
  what: string;
}

/** A statement's opening words; `UPDATE x SET` so that "update" in prose or a key does not count. */
export const SQL_RE = /\b(SELECT\s|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/;

/** Handler files still holding SQL, relative to the repository root; nothing else belongs here. */
export const SQL_IN_HANDLERS_ALLOWED: readonly string[] = [
  // studio handlers: moved in the next change
  'server/studio/draft-handlers.ts',
  'server/studio/preview-handlers.ts',
  'server/studio/published-handlers.ts',
  'server/studio/text-handlers.ts',
  'server/studio/version-handlers.ts',
];

/** The findings of one file's text: SQL in its literals, and `.query(` calls. */
export function sqlFindings(file: string, text: string): SqlFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: SqlFinding[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, what });
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const match = SQL_RE.exec(node.text);
      if (match) at(node, `SQL in a literal: ${match[0].trim()}`);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
      at(node, 'a .query( call');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every server handler file's findings, the allowed files left out. */
export function sqlInHandlers(root = repoRoot): SqlFinding[] {
  const files = walk(`${root}/server`, (f) => /handlers\.ts$/.test(f)).map((f) => relative(root, f).split('\\').join('/'));
  return files
    .filter((f) => !SQL_IN_HANDLERS_ALLOWED.includes(f))
    .sort()
    .flatMap((f) => sqlFindings(f, readFileSync(`${root}/${f}`, 'utf8')));
}
