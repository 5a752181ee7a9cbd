import { EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pointerAt } from '@core/json/pointerAt';
import { compartmentContents, type EditorSettings } from './compartmentContents';
import { createCompartments, type EditorCompartments } from './editorCompartments';
import { editorExtensions } from './editorExtensions';
import { textFingerprint } from './textFingerprint';
import { themeMode, type ThemeMode } from './themeMode';
import { minimalChange } from './minimalChange';
import type { JsonCodeEditorProps } from './types';
import './JsonCodeEditor.css';

export type { EditorDiagnostic, EditorKind, EditorVocabulary, JsonCodeEditorProps, WidgetSpec } from './types';

const CURSOR_DEBOUNCE_MS = 150;
// Texts the editor emitted recently: a caller that echoes them back late (debounced) must not
// have its stale copy replace what was typed since.
const REMEMBERED_EMISSIONS = 32;

function changedParts(before: EditorSettings, after: EditorSettings): (keyof EditorCompartments)[] {
  const parts: (keyof EditorCompartments)[] = [];
  if (before.kind !== after.kind || before.vocabulary !== after.vocabulary) parts.push('assist');
  if (before.kind !== after.kind || before.vocabulary !== after.vocabulary || before.diagnostics !== after.diagnostics) parts.push('lint');
  if (before.readOnly !== after.readOnly) parts.push('readOnly');
  if (before.ariaLabel !== after.ariaLabel) parts.push('attributes');
  if (before.theme !== after.theme) parts.push('theme');
  if (before.ownHistory !== after.ownHistory) parts.push('history');
  return parts;
}

/**
 * The studio's schema-aware JSON editor (CodeMirror 6): highlighting, folding, search, history,
 * lint of syntax, of the server's diagnostics and of the bundle's vocabulary, and completion from
 * the file kind's schema and the vocabulary. Load it with React.lazy: it carries CodeMirror.
 */
export default function JsonCodeEditor({
  value,
  onChange,
  kind,
  vocabulary,
  diagnostics,
  readOnly = false,
  ariaLabel,
  onCursorPointer,
  replacement,
  ownHistory = true,
}: JsonCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const createState = useRef<((doc: string) => EditorState) | null>(null);
  const applied = useRef<EditorSettings | null>(null);
  const emitted = useRef<string[]>([]);
  const [compartments] = useState(createCompartments);
  const [theme, setTheme] = useState<ThemeMode>(themeMode);
  const settings: EditorSettings = { kind, vocabulary, diagnostics, readOnly, ariaLabel, theme, ownHistory };
  const latest = useRef({ value, settings, onChange, onCursorPointer });
  useLayoutEffect(() => {
    latest.current = { value, settings, onChange, onCursorPointer };
  });

  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(themeMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastPointer: string | undefined;
    const listener = EditorView.updateListener.of((update) => {
      if (update.docChanged) {
        const text = update.state.doc.toString();
        emitted.current = [...emitted.current.slice(1 - REMEMBERED_EMISSIONS), textFingerprint(text)];
        const userEvent = update.transactions.map((tr) => tr.annotation(Transaction.userEvent)).find((e) => e !== undefined);
        latest.current.onChange(text, userEvent);
      }
      if ((update.docChanged || update.selectionSet) && latest.current.onCursorPointer) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const current = view.current;
          if (!current) return;
          const pointer = pointerAt(current.state.doc.toString(), current.state.selection.main.head).pointer;
          if (pointer === lastPointer) return;
          lastPointer = pointer;
          latest.current.onCursorPointer?.(pointer);
        }, CURSOR_DEBOUNCE_MS);
      }
    });
    createState.current = (doc) => {
      applied.current = latest.current.settings;
      return EditorState.create({ doc, extensions: editorExtensions(compartments, latest.current.settings, listener) });
    };
    const created = new EditorView({ state: createState.current(latest.current.value), parent: host.current! });
    view.current = created;
    return () => {
      clearTimeout(timer);
      created.destroy();
      view.current = null;
    };
  }, [compartments]);

  useEffect(() => {
    const current = view.current;
    if (!current || !createState.current || current.state.doc.toString() === value) return;
    if (emitted.current.includes(textFingerprint(value))) return;
    // Another file: a fresh state, so undo cannot reach into the previous file.
    emitted.current = [];
    current.setState(createState.current(value));
  }, [value]);

  useEffect(() => {
    const current = view.current;
    if (!current || !replacement) return;
    const change = minimalChange(current.state.doc.toString(), replacement.text);
    if (change) current.dispatch({ changes: change, userEvent: replacement.userEvent ?? 'input.inspector' });
  }, [replacement]);

  useEffect(() => {
    const current = view.current;
    const before = applied.current;
    if (!current || !before) return;
    const after: EditorSettings = { kind, vocabulary, diagnostics, readOnly, ariaLabel, theme, ownHistory };
    const parts = changedParts(before, after);
    if (parts.length === 0) return;
    const contents = compartmentContents(after);
    applied.current = after;
    current.dispatch({ effects: parts.map((part) => compartments[part].reconfigure(contents[part])) });
  }, [compartments, kind, vocabulary, diagnostics, readOnly, ariaLabel, theme, ownHistory]);

  return <div ref={host} className="mer-studio-editor" />;
}
