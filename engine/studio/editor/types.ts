// The editor's public types, apart from the component so the studio can name them without loading
// CodeMirror.

/** Which kind of bundle file is open: chooses the root schema (locale files have none). */
export type EditorKind = 'screen' | 'form' | 'prompt' | 'fragment' | 'app' | 'locale' | 'test';

export interface EditorDiagnostic {
  pointer: string;
  message: string;
  severity?: 'error' | 'warning';
}

export interface WidgetSpec {
  description?: string;
  children: boolean;
  events: string[];
  required?: string[];
  props: Record<string, object>;
}

export interface EditorVocabulary {
  /** The raw DSL schema files by file name, exactly as schemas/dsl/*.json hold them (refs like "node.schema.json", "value.schema.json#/definitions/x", "#/definitions/y" are relative to these names). */
  schemas: Record<string, object>;
  /** Which schema file is the root for each kind of bundle file. */
  roots: { screen: string; form: string; prompt: string; fragment: string; app: string; test: string };
  /** schemas/dsl/widgets.json as parsed. */
  widgets: { widgets: Record<string, WidgetSpec>; formWidgets: string[] };
  /** Catalogue ids, e.g. "wallet/withdraw". */
  endpoints: string[];
  /** Every translation key, e.g. "money.withdraw.honest". */
  i18nKeys: string[];
  prompts: string[];
  forms: string[];
  routes: string[];
  screens: string[];
  /** The bundle's fragments: id, params (name -> required) and what each is, for `$use` and its args. */
  fragments: FragmentInfo[];
  /** Endpoint id -> its method and response schema: what `$bind` paths complete from and are linted against. */
  responses?: Record<string, EndpointResponse>;
  /** Translation key -> its text in the staff member's language, shown beside the key. */
  texts?: Record<string, string>;
  /** Form id -> the JSON Schema of its values (form.* bindings). */
  formSchemas?: Record<string, Record<string, unknown>>;
}

export interface EndpointResponse {
  method: 'GET' | 'POST' | 'PUT';
  response: Record<string, unknown>;
}

export interface FragmentInfo {
  id: string;
  description?: string;
  params: Record<string, boolean>;
}

export interface JsonCodeEditorProps {
  /** Initial/controlled text; when it changes from outside (a different file loaded), the document is replaced. */
  value: string;
  /** Every edit (the caller debounces), with the transaction's user event ("input.type", "input.inspector", ...). */
  onChange(text: string, userEvent?: string): void;
  kind: EditorKind;
  /** Undefined while loading: then only JSON highlighting and the syntax lint. */
  vocabulary?: EditorVocabulary;
  /** Errors from the server's publish gate, addressed by JSON pointer. */
  diagnostics?: EditorDiagnostic[];
  readOnly?: boolean;
  ariaLabel?: string;
  /** The JSON pointer at the cursor as it moves (debounced). */
  onCursorPointer?(pointer: string): void;
  /**
   * A text to put in the document as an edit (the props inspector's): applied when seq changes, as
   * one undoable step that keeps the cursor. Unlike a new value, it never starts the editor afresh.
   */
  replacement?: { text: string; seq: number; userEvent?: string };
  /**
   * False: the editor keeps no undo history of its own and leaves Ctrl/Cmd+Z, Ctrl+Shift+Z and
   * Ctrl+Y to the page (the studio's one history per change). Default true.
   */
  ownHistory?: boolean;
}
