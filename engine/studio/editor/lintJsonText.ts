import type { Diagnostic } from '@codemirror/lint';
import { parseJsonTree } from '@core/json/parseJsonTree';
import { lintBindings } from './lintBindings';
import { lintVocabulary } from './lintVocabulary';
import { markRange } from './markRange';
import type { EditorDiagnostic, EditorKind, EditorVocabulary } from './types';

export interface LintInput {
  kind: EditorKind;
  vocabulary?: EditorVocabulary;
  diagnostics?: readonly EditorDiagnostic[];
}

/**
 * Everything the editor underlines in a text: the JSON syntax error at its exact place, the
 * server's diagnostics at their pointers (the pointer leads the message, so staff see where it
 * points), and vocabulary and binding warnings when the text parses and a vocabulary is loaded.
 */
export function lintJsonText(text: string, { kind, vocabulary, diagnostics = [] }: LintInput): Diagnostic[] {
  const tree = parseJsonTree(text);
  const out: Diagnostic[] = [];
  if (tree.error) {
    out.push({ from: tree.error.from, to: tree.error.to, severity: 'error', source: 'JSON', message: tree.error.message });
  }
  for (const d of diagnostics) {
    const range = markRange(tree, d.pointer);
    const where = range.exact ? '' : ' (not found in the text: marked at the nearest enclosing value)';
    out.push({
      from: range.from,
      to: range.to,
      severity: d.severity ?? 'error',
      source: 'publish',
      message: `${d.pointer}: ${d.message}${where}`,
    });
  }
  if (!tree.error && vocabulary) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      return out;
    }
    for (const f of [...lintVocabulary(doc, kind, vocabulary), ...lintBindings(doc, kind, vocabulary)]) {
      const range = markRange(tree, f.pointer, f.part);
      out.push({ from: range.from, to: range.to, severity: 'warning', source: 'vocabulary', message: `${f.pointer}: ${f.message}` });
    }
  }
  return out.sort((a, b) => a.from - b.from);
}
