import type { Placeholder } from './placeholderFor';
import type { EditorKind, EditorVocabulary } from './types';

/** CodeMirror's completion kinds (they choose the icon). */
export type CompletionKind =
  'property' | 'enum' | 'constant' | 'keyword' | 'text' | 'class' | 'function' | 'namespace' | 'variable' | 'method' | 'type';

export interface JsonCompletionOption {
  label: string;
  detail?: string;
  info?: string;
  type: CompletionKind;
  boost?: number;
  /** Replaces from..to of the result. */
  insert: string;
  /** The caret's offset inside insert once accepted. */
  cursor: number;
}

export interface JsonCompletions {
  /** The typed text from..cursor is what the options are filtered by. */
  from: number;
  to: number;
  options: JsonCompletionOption[];
  /** Where a missing comma goes before the insertion (the previous member has none). */
  commaAt?: number;
  /** Whether from..to is inside a string literal (the options are its body). */
  inString: boolean;
  /** What typed text keeps these options valid (narrowing them) instead of asking again. */
  validFor?: RegExp;
}

/** What suggestion builders know of the place being completed. */
export interface CompletionPlace {
  kind: EditorKind;
  vocabulary: EditorVocabulary | undefined;
  /** The document as far as it parses loosely. */
  doc: unknown;
  /** Key suggestions: the object's pointer segments; value suggestions: the value's. */
  segments: string[];
}

export interface KeySuggestion {
  name: string;
  detail?: string;
  info?: string;
  required?: boolean;
  type?: CompletionKind;
  placeholder: Placeholder;
}

export interface ValueSuggestion {
  value: string | number | boolean | null;
  detail?: string;
  info?: string;
  type: CompletionKind;
}
