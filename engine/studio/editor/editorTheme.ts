import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { ThemeMode } from './themeMode';

// Every colour is a CSS variable (JsonCodeEditor.css, or the studio's own theme, can set it) with
// a fallback chosen for the theme, so the editor reads well before any stylesheet applies.
const FALLBACK: Record<ThemeMode, Record<string, string>> = {
  light: {
    bg: 'var(--mer-surface, #ffffff)',
    fg: 'var(--mer-text, #1a1d24)',
    gutterBg: '#f5f6f8',
    gutterFg: '#7a808c',
    activeLine: 'rgba(0, 145, 255, 0.06)',
    selection: 'rgba(0, 145, 255, 0.22)',
    cursor: '#1a1d24',
    bracket: 'rgba(0, 176, 140, 0.25)',
    key: '#0b5cad',
    string: '#a1441c',
    number: '#00795f',
    bool: '#8a2bb8',
    null: '#8a2bb8',
    punctuation: '#5c6370',
    invalid: '#df294a',
  },
  dark: {
    bg: 'var(--mer-surface, #1a1d24)',
    fg: 'var(--mer-text, #e6e8ec)',
    gutterBg: '#14171c',
    gutterFg: '#7d8490',
    activeLine: 'rgba(255, 255, 255, 0.05)',
    selection: 'rgba(0, 145, 255, 0.35)',
    cursor: '#e6e8ec',
    bracket: 'rgba(0, 176, 140, 0.35)',
    key: '#7cc4ff',
    string: '#f0a878',
    number: '#5fd7b0',
    bool: '#d69cf5',
    null: '#d69cf5',
    punctuation: '#9aa1ad',
    invalid: '#ff6b81',
  },
};

function colour(mode: ThemeMode, name: string): string {
  const variable = `--mer-studio-editor-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return `var(${variable}, ${FALLBACK[mode][name]})`;
}

/** The editor's look and its JSON highlighting for the light or dark theme. */
export function editorTheme(mode: ThemeMode): Extension {
  const c = (name: string) => colour(mode, name);
  const theme = EditorView.theme(
    {
      '&': { color: c('fg'), backgroundColor: c('bg'), height: '100%' },
      '.cm-content': { caretColor: c('cursor') },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: c('cursor') },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: c('selection') },
      '.cm-gutters': { backgroundColor: c('gutterBg'), color: c('gutterFg'), border: 'none' },
      '.cm-activeLine': { backgroundColor: c('activeLine') },
      '.cm-activeLineGutter': { backgroundColor: c('activeLine') },
      '&.cm-focused .cm-matchingBracket': { backgroundColor: c('bracket') },
    },
    { dark: mode === 'dark' },
  );
  const highlight = HighlightStyle.define([
    { tag: tags.propertyName, color: c('key') },
    { tag: tags.string, color: c('string') },
    { tag: tags.number, color: c('number') },
    { tag: tags.bool, color: c('bool') },
    { tag: tags.null, color: c('null') },
    { tag: [tags.separator, tags.brace, tags.squareBracket, tags.punctuation], color: c('punctuation') },
    { tag: tags.invalid, color: c('invalid') },
  ]);
  return [theme, syntaxHighlighting(highlight)];
}
