import { autocompletion } from '@codemirror/autocomplete';
import { history, historyKeymap } from '@codemirror/commands';
import { linter } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import type { EditorCompartments } from './editorCompartments';
import { editorTheme } from './editorTheme';
import { jsonCompletionSource } from './jsonCompletionSource';
import { lintJsonText } from './lintJsonText';
import { reopenAfter } from './reopenAfter';
import type { ThemeMode } from './themeMode';
import type { EditorDiagnostic, EditorKind, EditorVocabulary } from './types';

/** What the editor's configuration depends on. */
export interface EditorSettings {
  kind: EditorKind;
  vocabulary?: EditorVocabulary;
  diagnostics?: readonly EditorDiagnostic[];
  readOnly: boolean;
  ariaLabel?: string;
  theme: ThemeMode;
  /** The editor's own undo history and its keys; false when the page keeps the history. */
  ownHistory: boolean;
}

/** The extension each compartment holds for these settings. */
export function compartmentContents(s: EditorSettings): Record<keyof EditorCompartments, Extension> {
  const lintInput = { kind: s.kind, vocabulary: s.vocabulary, diagnostics: s.diagnostics };
  return {
    assist: autocompletion({ override: [jsonCompletionSource(s.kind, s.vocabulary)], activateOnCompletion: (c) => reopenAfter.has(c) }),
    lint: linter((view) => lintJsonText(view.state.doc.toString(), lintInput), { delay: 300 }),
    readOnly: EditorState.readOnly.of(s.readOnly),
    attributes: EditorView.contentAttributes.of(s.ariaLabel ? { 'aria-label': s.ariaLabel } : {}),
    theme: editorTheme(s.theme),
    history: s.ownHistory ? [history(), keymap.of(historyKeymap)] : [],
  };
}
