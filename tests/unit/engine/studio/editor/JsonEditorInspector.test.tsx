import { undo } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine } from '@engine/context/Engine';
import { EngineContext } from '@engine/context/EngineContext';
import { formatJson } from '@core/json/formatJson';
import { JsonEditor } from '@engine/widgets/JsonEditor';
import type { WidgetProps } from '@engine/kit/WidgetProps';
import { vocabulary } from './realVocabulary';
import { DSL_VERSION } from '@core/dsl/version';

// The widget as the studio screen uses it: the loaded text in, edits out to state.studioEdit, the
// props inspector beside the editor.
const loaded = formatJson({
  dslVersion: DSL_VERSION,
  id: 'demo',
  title: 'Demo',
  body: [{ widget: 'Button', props: { text: 'Go', color: 'primary' } }],
});

function setup(props: Record<string, unknown> = {}) {
  const setIn = vi.fn();
  const engine = { t: (key: string) => key, stores: { state: { setIn } } } as unknown as Engine;
  const all = {
    text: loaded,
    kind: 'screen',
    stateKey: 'studioEdit',
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
    ...props,
  };
  const widget = (p: Record<string, unknown>) => (
    <EngineContext.Provider value={engine}>
      <JsonEditor {...({ props: p } as unknown as WidgetProps)} />
    </EngineContext.Provider>
  );
  const view = render(widget(all));
  return { ...view, setIn, rerender: (more: Record<string, unknown>) => view.rerender(widget({ ...all, ...more })) };
}

// The editor is a lazy chunk (CodeMirror): the file's first test loads it cold, which took over
// vi.waitFor's default second on a busy machine.
async function editorView(container: HTMLElement): Promise<EditorView> {
  let found: EditorView | null = null;
  await vi.waitFor(
    () => {
      const editor = container.querySelector<HTMLElement>('.cm-editor');
      expect(editor).toBeTruthy();
      found = EditorView.findFromDOM(editor!);
      expect(found).toBeTruthy();
    },
    { timeout: 20_000 },
  );
  return found!;
}

const doc = (container: HTMLElement) => EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement)!.state.doc.toString();

/** Puts the cursor at an offset and waits for the inspector to show that node. */
async function moveTo(view: EditorView, offset: number, widget: string) {
  act(() => view.dispatch({ selection: { anchor: offset } }));
  await screen.findByText(widget, { selector: '.mer-studio-props-widget' }, { timeout: 10_000 });
}

describe('JsonEditor with the props inspector', () => {
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

  it('shows the node at the cursor; a change there replaces the text and goes to state', async () => {
    const { container, setIn } = setup();
    const view = await editorView(container);
    expect(screen.getByText('ops.studio.props.noNode')).toBeTruthy();
    await moveTo(view, loaded.indexOf('"color"'), 'Button');
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'danger' } });
    const next = loaded.replace('"primary"', '"danger"');
    expect(doc(container)).toBe(next);
    expect((screen.getByLabelText('color') as HTMLSelectElement).value).toBe('danger');
    // At once, with no blur or pause: Save pressed right after the change sends it (studio-undo's
    // CI failure saved the text from before the change).
    expect(setIn).toHaveBeenLastCalledWith('studioEdit', next);
  });

  it('follows what is typed, and writes a text the editor already showed', async () => {
    const { container, setIn } = setup();
    const view = await editorView(container);
    await moveTo(view, loaded.indexOf('"color"'), 'Button');
    const at = loaded.indexOf('primary');
    act(() => view.dispatch({ changes: { from: at, to: at + 'primary'.length, insert: 'default' } }));
    fireEvent.blur(container.querySelector('.cm-content')!);
    expect(setIn).toHaveBeenLastCalledWith('studioEdit', loaded.replace('primary', 'default'));
    await vi.waitFor(() => expect((screen.getByLabelText('color') as HTMLSelectElement).value).toBe('default'));
    // Back to the loaded text: the value the editor was given already, so it must start afresh.
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'primary' } });
    expect(doc(container)).toBe(loaded);
    fireEvent.blur(screen.getByLabelText('color'));
    expect(setIn).toHaveBeenLastCalledWith('studioEdit', loaded);
  });

  it('writes a text the editor itself emitted before', async () => {
    const { container } = setup();
    const view = await editorView(container);
    await moveTo(view, loaded.indexOf('"color"'), 'Button');
    const danger = loaded.replace('"primary"', '"danger"');
    // Typed: primary -> danger (the editor emitted the danger text) -> defaul.
    const at = loaded.indexOf('primary');
    act(() => view.dispatch({ changes: { from: at, to: at + 7, insert: 'danger' } }));
    act(() => view.dispatch({ changes: { from: at, to: at + 6, insert: 'defaul' } }));
    fireEvent.blur(container.querySelector('.cm-content')!);
    await vi.waitFor(() => expect((screen.getByLabelText('color') as HTMLSelectElement).value).toBe('defaul'));
    // The editor would take the danger text for a late echo of its own edit and keep "defaul".
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'danger' } });
    expect(doc(container)).toBe(danger);
  });

  it('keeps the cursor and the undo history: one undo takes the inspector change back', async () => {
    const { container, setIn } = setup();
    const view = await editorView(container);
    // Typed first, so there is history from before the inspector change.
    const at = loaded.indexOf('"Go"') + 1;
    act(() => view.dispatch({ changes: { from: at, to: at + 2, insert: 'Go on' } }));
    const typed = loaded.replace('"Go"', '"Go on"');
    // Reaching for the inspector takes the focus out of the editor.
    fireEvent.blur(container.querySelector('.cm-content')!);
    const cursor = typed.indexOf('"color"') + 2;
    await moveTo(view, cursor, 'Button');
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'danger' } });
    const both = typed.replace('"primary"', '"danger"');
    expect(doc(container)).toBe(both);
    expect(view.state.selection.main.head).toBe(cursor);
    act(() => void undo(view));
    expect(doc(container)).toBe(typed);
    fireEvent.blur(container.querySelector('.cm-content')!);
    expect(setIn).toHaveBeenLastCalledWith('studioEdit', typed);
  });

  it('has no inspector for files other than screens', async () => {
    const { container } = setup({ kind: 'locale', text: '{"a": "b"}\n' });
    await editorView(container);
    expect(container.querySelector('.mer-studio-props')).toBeNull();
  });

  it('starts again from a newly loaded file', async () => {
    const { container, rerender } = setup();
    const view = await editorView(container);
    await moveTo(view, loaded.indexOf('"color"'), 'Button');
    fireEvent.change(screen.getByLabelText('color'), { target: { value: 'danger' } });
    const other = formatJson({ dslVersion: DSL_VERSION, id: 'other', title: 'Other', body: [{ widget: 'Text', props: { text: 'Hi' } }] });
    rerender({ text: other });
    await vi.waitFor(() => expect(doc(container)).toBe(other));
    expect(screen.getByText('ops.studio.props.noNode')).toBeTruthy();
  });
});
