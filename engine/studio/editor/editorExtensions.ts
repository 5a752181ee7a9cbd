import { closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { compartmentContents, type EditorSettings } from './compartmentContents';
import type { EditorCompartments } from './editorCompartments';

/**
 * The whole editor: JSON language, gutters (line numbers, folding, lint), search,
 * brackets, Tab indenting, and the compartments the component reconfigures as its props change
 * (the undo history among them: the studio's page may keep it instead).
 * `listener` reports edits and cursor moves.
 */
export function editorExtensions(compartments: EditorCompartments, settings: EditorSettings, listener: Extension): Extension[] {
  const contents = compartmentContents(settings);
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    highlightSpecialChars(),
    drawSelection(),
    dropCursor(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    json(),
    EditorState.tabSize.of(2),
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...searchKeymap,
      ...foldKeymap,
      ...completionKeymap,
      ...lintKeymap,
      indentWithTab,
    ]),
    ...(Object.keys(compartments) as (keyof EditorCompartments)[]).map((name) => compartments[name].of(contents[name])),
    listener,
  ];
}
