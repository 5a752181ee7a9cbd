import { DSL_VERSION } from '@core/dsl/version';
import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine } from '@engine/context/Engine';
import { EngineContext } from '@engine/context/EngineContext';
import { formatJson } from '@core/json/formatJson';
import { createStateStore } from '@engine/runtime/store/createStateStore';
import { createStore } from '@engine/runtime/store/createStore';
import { GlobalScopeProvider } from '@engine/screen/GlobalScope';
import { JsonEditor } from '@engine/widgets/JsonEditor';
import { TranslationTable } from '@engine/widgets/TranslationTable';
import type { WidgetProps } from '@engine/kit/WidgetProps';
import { vocabulary } from '../editor/realVocabulary';

// The studio's edit and texts widgets on one change (7): typing, an inspector change and a cell
// edit are one history, undone in reverse order and redone, by the buttons and by the keys.
const DOCUMENT = '7 screens/pages/demo.json';
const loaded = formatJson({
  dslVersion: DSL_VERSION,
  id: 'demo',
  title: 'Demo',
  body: [{ widget: 'Button', props: { text: 'Go', color: 'primary' } }],
});
const rows = [{ key: 'home.title', values: { en: 'Home', ko: '홈' } }];
const locales = [
  { code: 'en', label: 'English' },
  { code: 'ko', label: '한국어' },
];

function testEngine() {
  const state = createStateStore({ studioTextEdits: [] });
  const engine = {
    t: (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key),
    manifest: { i18n: { locales: [{ code: 'en' }], fallback: 'en' } },
    stores: {
      state,
      storage: createStore({}),
      session: createStore({}),
      staff: createStore({}),
      conf: createStore(undefined),
      app: createStore({ locale: 'en', theme: 'light' }),
    },
  } as unknown as Engine;
  return { engine, state };
}

const editorProps = {
  text: loaded,
  kind: 'screen',
  stateKey: 'studioEdit',
  document: DOCUMENT,
  unsavedKey: 'studioUnsaved',
  history: 7,
  vocabulary: {
    schemas: vocabulary.schemas,
    roots: vocabulary.roots,
    widgets: vocabulary.widgets,
    endpoints: [],
    i18n_keys: [],
    prompts: [],
    forms: [],
    screens: [],
    routes: [],
  },
};
const tableProps = { rows, locales, stateKey: 'studioTextEdits', history: 7 };

function Page({ engine, editor = true, editorText = loaded }: { engine: Engine; editor?: boolean; editorText?: string }) {
  return (
    <EngineContext.Provider value={engine}>
      <GlobalScopeProvider>
        {editor && <JsonEditor {...({ props: { ...editorProps, text: editorText } } as unknown as WidgetProps)} />}
        <TranslationTable {...({ props: tableProps } as unknown as WidgetProps)} />
      </GlobalScopeProvider>
    </EngineContext.Provider>
  );
}

async function editorView(container: HTMLElement): Promise<EditorView> {
  let found: EditorView | null = null;
  await vi.waitFor(
    () => {
      found = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
      expect(found).toBeTruthy();
    },
    { timeout: 20_000 },
  );
  return found!;
}

const doc = (view: EditorView) => view.state.doc.toString();
const undoButton = () => screen.getAllByRole<HTMLButtonElement>('button', { name: 'ops.studio.history.undo' })[0]!;
const redoButton = () => screen.getAllByRole<HTMLButtonElement>('button', { name: 'ops.studio.history.redo' })[0]!;
const cell = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'home.title en' });
const color = () => screen.getByLabelText<HTMLSelectElement>('color');

describe('one undo history for the JSON editor, the props inspector and the texts table', () => {
  const original = { rects: Range.prototype.getClientRects, box: Range.prototype.getBoundingClientRect };
  beforeAll(() => {
    Range.prototype.getClientRects = () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    Range.prototype.getClientRects = original.rects;
    Range.prototype.getBoundingClientRect = original.box;
  });

  it('undoes three commands made in three places in reverse order and redoes them, again and again', async () => {
    const { engine, state } = testEngine();
    const { container } = render(<Page engine={engine} />);
    const view = await editorView(container);
    expect(undoButton().disabled).toBe(true);
    expect(redoButton().disabled).toBe(true);

    // 1. Typing in the editor (two keystrokes: one command).
    const at = loaded.indexOf('"Go"') + 3;
    act(() => view.dispatch({ changes: { from: at, insert: ' o' }, userEvent: 'input.type' }));
    act(() => view.dispatch({ changes: { from: at + 2, insert: 'n' }, userEvent: 'input.type' }));
    const typed = loaded.replace('"Go"', '"Go on"');
    expect(doc(view)).toBe(typed);
    // 2. A property in the inspector.
    act(() => view.dispatch({ selection: { anchor: typed.indexOf('"color"') } }));
    await screen.findByText('Button', { selector: '.mer-studio-props-widget' }, { timeout: 10_000 });
    // Staff reach the inspector by pointer or Tab: either brings in what was typed in the pause before.
    act(() => color().focus());
    fireEvent.change(color(), { target: { value: 'danger' } });
    const both = typed.replace('"primary"', '"danger"');
    expect(doc(view)).toBe(both);
    // 3. A cell of the texts table.
    fireEvent.change(cell(), { target: { value: 'Start' } });
    expect(state.get().studioTextEdits).toEqual([{ key: 'home.title', locale: 'en', text: 'Start' }]);
    expect(undoButton().disabled).toBe(false);

    for (let round = 0; round < 2; round += 1) {
      fireEvent.click(undoButton());
      expect(cell().value).toBe('Home');
      expect(state.get().studioTextEdits).toEqual([]);
      expect(doc(view)).toBe(both);
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('home.title (en)'))).toBe(true);
      fireEvent.click(undoButton());
      expect(doc(view)).toBe(typed);
      fireEvent.click(undoButton());
      expect(doc(view)).toBe(loaded);
      expect(undoButton().disabled).toBe(true);
      // The keyboard is not left on a disabled button.
      expect(document.activeElement).toBe(redoButton());

      fireEvent.click(redoButton());
      expect(doc(view)).toBe(typed);
      fireEvent.click(redoButton());
      expect(doc(view)).toBe(both);
      fireEvent.click(redoButton());
      expect(cell().value).toBe('Start');
      expect(redoButton().disabled).toBe(true);
      expect(document.activeElement).toBe(undoButton());
    }
    // What Save would send: the editor's text reaches state (the editor writes on leaving it).
    fireEvent.blur(container.querySelector('.cm-content')!);
    expect(state.get().studioEdit).toBe(both);
    expect(state.get().studioTextEdits).toEqual([{ key: 'home.title', locale: 'en', text: 'Start' }]);
  });

  it('answers Ctrl/Cmd+Z, Ctrl+Shift+Z and Ctrl+Y in the editor and in the table; a new command drops the redo', async () => {
    const { engine } = testEngine();
    const { container } = render(<Page engine={engine} />);
    const view = await editorView(container);
    const at = loaded.indexOf('"Go"') + 3;
    act(() => view.dispatch({ changes: { from: at, insert: '!' }, userEvent: 'input.type' }));
    const typed = loaded.replace('"Go"', '"Go!"');
    fireEvent.change(cell(), { target: { value: 'Start' } });

    const content = container.querySelector('.cm-content')!;
    // In the editor: the table's command is the last one, so it goes first.
    fireEvent.keyDown(content, { key: 'z', ctrlKey: true });
    expect(cell().value).toBe('Home');
    fireEvent.keyDown(content, { key: 'z', metaKey: true });
    expect(doc(view)).toBe(loaded);
    fireEvent.keyDown(cell(), { key: 'y', ctrlKey: true });
    expect(doc(view)).toBe(typed);
    fireEvent.keyDown(cell(), { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(cell().value).toBe('Start');
    fireEvent.keyDown(cell(), { key: 'z', ctrlKey: true });
    expect(cell().value).toBe('Home');
    expect(redoButton().disabled).toBe(false);
    // A new command after an undo: nothing left to redo.
    fireEvent.change(cell(), { target: { value: 'Begin' } });
    expect(redoButton().disabled).toBe(true);
    fireEvent.click(undoButton());
    expect(cell().value).toBe('Home');
    fireEvent.click(undoButton());
    expect(doc(view)).toBe(loaded);
  });

  it('undoes a file edit from the texts page as unsaved text the editor finds again; a saved edit undone is unsaved again', async () => {
    const { engine, state } = testEngine();
    const { container, rerender, unmount } = render(<Page engine={engine} />);
    const view = await editorView(container);
    const at = loaded.indexOf('"Go"') + 3;
    act(() => view.dispatch({ changes: { from: at, insert: '!' }, userEvent: 'input.type' }));
    const typed = loaded.replace('"Go"', '"Go!"');
    fireEvent.blur(container.querySelector('.cm-content')!);
    // Saved: the page loads the file again with the typed text.
    rerender(<Page engine={engine} editorText={typed} />);
    await vi.waitFor(() => expect(screen.queryByText('ops.studio.edit.unsaved')).toBeNull());
    // On to the texts page: the editor is gone.
    rerender(<Page engine={engine} editor={false} editorText={typed} />);
    fireEvent.click(undoButton());
    expect(state.get().studioUnsaved).toEqual({ [DOCUMENT]: { base: typed, text: loaded } });
    // Back to the file: the undone text is there, unsaved, for a new save.
    unmount();
    const again = render(<Page engine={engine} editorText={typed} />);
    const reopened = await editorView(again.container);
    expect(doc(reopened)).toBe(loaded);
    expect(screen.getByText('ops.studio.edit.unsaved')).toBeTruthy();
    expect(state.get().studioEdit).toBe(loaded);
    // And redo from here puts the saved text back: nothing unsaved.
    fireEvent.click(redoButton());
    expect(doc(reopened)).toBe(typed);
    fireEvent.blur(again.container.querySelector('.cm-content')!);
    expect(state.get().studioUnsaved).toEqual({});
  });
});
