import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEngine } from '../context/EngineContext';
import { PropsInspector } from '../studio/editor/PropsInspector';
import type { EditorDiagnostic, EditorVocabulary } from '../studio/editor/types';
import { widgetEnums } from '../generated/widgetProps';
import { int, oneOf, text } from '../kit/propReaders';
import { LoadingBlock } from '../kit/StatusBlock';
import type { WidgetProps } from '../kit/WidgetProps';
import { useFileHistory } from './useFileHistory';

// CodeMirror is the studio's alone: members never download it.
const Editor = lazy(() => import('../studio/editor/JsonCodeEditor'));

const isRecord = (v: unknown): boolean => !!v && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** ops/studio/vocabulary's answer (snake case, route objects) in the editor's terms. */
function vocabularyOf(value: unknown): EditorVocabulary | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (!v.schemas || !v.widgets || !v.roots) return undefined;
  return {
    schemas: v.schemas as EditorVocabulary['schemas'],
    roots: v.roots as EditorVocabulary['roots'],
    widgets: v.widgets as EditorVocabulary['widgets'],
    endpoints: strings(v.endpoints),
    i18nKeys: strings(v.i18n_keys),
    prompts: strings(v.prompts),
    forms: strings(v.forms),
    screens: strings(v.screens),
    fragments: Array.isArray(v.fragments) ? (v.fragments as EditorVocabulary['fragments']) : [],
    routes: Array.isArray(v.routes) ? v.routes.map((r) => text((r as { name?: unknown }).name)).filter(Boolean) : [],
    ...(isRecord(v.responses) ? { responses: v.responses as EditorVocabulary['responses'] } : {}),
    ...(isRecord(v.texts) ? { texts: v.texts as EditorVocabulary['texts'] } : {}),
    ...(isRecord(v.form_schemas) ? { formSchemas: v.form_schemas as EditorVocabulary['formSchemas'] } : {}),
  };
}

function diagnosticsOf(value: unknown): EditorDiagnostic[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is { pointer: string; message: string } => !!e && typeof (e as { pointer?: unknown }).pointer === 'string')
    .map((e) => ({ pointer: e.pointer, message: text(e.message), severity: 'error' as const }));
}

/**
 * What the editor shows for one loaded text: text, the latest text in the editor (for the
 * inspector); replacement, what the props inspector last wrote into it. Stale once the loaded
 * text changes.
 */
interface Draft {
  loaded: string;
  text: string;
  replacement?: { text: string; seq: number; userEvent?: string };
}

// Edits the change's history makes itself (undo, redo) and the inspector's (recorded as it makes
// them): the editor reports them back, and they are no new typing.
const NOT_TYPING = new Set(['input.inspector', 'input.history']);

/** An edit not saved yet, kept in state.<unsavedKey>[document] with the loaded text it was made on. */
interface Kept {
  base: string;
  text: string;
}

function keptOf(value: unknown): Record<string, Kept> {
  return value && typeof value === 'object' ? (value as Record<string, Kept>) : {};
}

/** Closing or reloading the tab with unsaved edits asks first (the browser words the question). */
function useAskBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/**
 * The studio's JSON editor: the loaded text in, every edit out to state.<stateKey> (debounced).
 * Beside it (below it in a narrow column) the props inspector edits the screen node at the cursor.
 * With document and unsavedKey, text typed and not saved outlives the page: leaving for another
 * screen and coming back finds it again (while the file as loaded is the same), the editor says
 * it is unsaved, and closing the tab asks first. With history (the change's id), typing (a pause
 * ends a command), each inspector change and Discard join the change's one undo history, shared
 * with the texts table; the editor's own history is then off.
 */
export function JsonEditor({ props }: WidgetProps<'JsonEditor'>) {
  const engine = useEngine();
  const stateKey = text(props.stateKey);
  const loaded = text(props.text);
  const kind = oneOf(props.kind, widgetEnums.JsonEditor.kind, 'screen');
  const readOnly = props.readOnly === true;
  const vocabulary = useMemo(() => vocabularyOf(props.vocabulary), [props.vocabulary]);
  const diagnostics = useMemo(() => diagnosticsOf(props.errors), [props.errors]);
  const documentId = text(props.document);
  const unsavedKey = text(props.unsavedKey);
  const keeps = documentId !== '' && unsavedKey !== '';
  const draftId = documentId === '' ? 0 : int(props.history, 0, 0, Number.MAX_SAFE_INTEGER);
  // Text typed earlier on this very loaded text, if any; read once per loaded text.
  const restored = useMemo(() => {
    const kept = keeps ? keptOf(engine.stores.state.get()[unsavedKey])[documentId] : undefined;
    return kept && kept.base === loaded ? kept.text : undefined;
  }, [engine, keeps, unsavedKey, documentId, loaded]);
  const start = restored ?? loaded;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsaved = useRef<string | undefined>(undefined);
  const [stored, setDraft] = useState<Draft>({ loaded, text: start });
  const draft: Draft = stored.loaded === loaded ? stored : { loaded, text: start };
  const [cursor, setCursor] = useState({ loaded, pointer: '' });
  const pointer = cursor.loaded === loaded ? cursor.pointer : '';
  const [dirtyState, setDirty] = useState({ loaded, dirty: start !== loaded });
  const seq = useRef(0);
  const dirty = dirtyState.loaded === loaded ? dirtyState.dirty : start !== loaded;
  useAskBeforeUnload(dirty && !readOnly);

  const keep = (next: string) => {
    if (!keeps) return;
    const { [documentId]: _dropped, ...others } = keptOf(engine.stores.state.get()[unsavedKey]);
    engine.stores.state.setIn(unsavedKey, next === loaded ? others : { ...others, [documentId]: { base: loaded, text: next } });
  };
  const latestKeep = useRef(keep);
  useLayoutEffect(() => {
    latestKeep.current = keep;
  });

  // What Save would send until the first edit: the loaded text, or the unsaved text found again.
  // Text kept for an older loaded text (the file was saved or changed since) is dropped.
  useEffect(() => {
    if (stateKey) engine.stores.state.setIn(stateKey, start);
    if (restored === undefined) latestKeep.current(loaded);
  }, [engine, stateKey, start, restored, loaded]);
  // Leaving mid-pause keeps the last keys too.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unsaved.current !== undefined) latestKeep.current(unsaved.current);
    },
    [],
  );

  const flush = () => {
    clearTimeout(timer.current);
    const next = unsaved.current;
    if (next !== undefined && stateKey) engine.stores.state.setIn(stateKey, next);
    if (next !== undefined) keep(next);
    unsaved.current = undefined;
    // The inspector follows the typing at the same pace as state.
    if (next !== undefined) setDraft((d) => (d.loaded === loaded ? { ...d, text: next } : { loaded, text: next }));
  };
  const write = (next: string) => {
    clearTimeout(timer.current);
    unsaved.current = next;
    // Set only when the flag changes: a new object per keystroke re-rendered the editor and the
    // inspector on every key (the studio bench's 150-field screen, issue 24).
    const nowDirty = next !== loaded;
    setDirty((d) => (d.loaded === loaded && d.dirty === nowDirty ? d : { loaded, dirty: nowDirty }));
    // Every keystroke into state would re-render the whole screen; a pause in typing is enough.
    timer.current = setTimeout(flush, 200);
  };
  // A text put into the editor as an edit (cursor kept), and to state at once: an inspector change,
  // an undo or a redo is one act, not a run of keys to wait out, and a press on Save right after
  // it must send it (a re-drawn inspector control can drop the focus without a blur to flush on).
  const replace = (next: string, userEvent: string) => {
    seq.current += 1;
    setDraft({ loaded, text: next, replacement: { text: next, seq: seq.current, userEvent } });
    write(next);
    flush();
  };
  const fileHistory = useFileHistory({ draftId, document: documentId, unsavedKey, loaded, start, readOnly, replace });
  // Each inspector change (and Discard) is one command of the change's history.
  const onInspectorChange = (next: string) => {
    fileHistory.remember(undefined, next);
    replace(next, 'input.inspector');
  };
  const onEditorChange = (next: string, userEvent?: string) => {
    if (NOT_TYPING.has(userEvent ?? '')) fileHistory.seen(next);
    else fileHistory.remember(`file ${documentId}`, next);
    write(next);
  };

  return (
    // Leaving the editor (a press on Save) writes what was typed at once, so the last keys are never lost.
    <div className="mer-json-editor" onBlur={flush} onKeyDown={fileHistory.onKeyDown}>
      {fileHistory.bar}
      {dirty && !readOnly && (
        <p className="mer-json-editor-unsaved" role="status">
          {engine.t('ops.studio.edit.unsaved')}{' '}
          <button type="button" className="mer-json-editor-discard" onClick={() => onInspectorChange(loaded)}>
            {engine.t('ops.studio.edit.discard')}
          </button>
        </p>
      )}
      <div className="mer-studio-props-split">
        <div className="mer-studio-props-panes">
          <div className="mer-studio-props-editor">
            <Suspense fallback={<LoadingBlock label={engine.t('engine.loading')} />}>
              <Editor
                value={start}
                replacement={draft.replacement}
                onChange={onEditorChange}
                ownHistory={!fileHistory.sharing}
                kind={kind}
                vocabulary={vocabulary}
                diagnostics={diagnostics}
                readOnly={readOnly}
                ariaLabel={engine.t('ops.studio.edit.editorLabel')}
                onCursorPointer={(p) => setCursor({ loaded, pointer: p })}
              />
            </Suspense>
          </div>
          {/* The inspector edits the text it was given: whatever was typed in the pause before is
              brought in first, as soon as the inspector is touched or focused. */}
          <div className="mer-studio-props-inspector-wrap" onFocusCapture={flush} onPointerDownCapture={flush}>
            <PropsInspector
              text={draft.text}
              pointer={pointer}
              kind={kind}
              widgets={vocabulary?.widgets}
              onChange={onInspectorChange}
              t={engine.t}
              readOnly={readOnly}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
