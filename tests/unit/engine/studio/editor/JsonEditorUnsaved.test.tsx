import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine } from '@engine/context/Engine';
import { EngineContext } from '@engine/context/EngineContext';
import { createStateStore } from '@engine/runtime/store/createStateStore';
import { JsonEditor } from '@engine/widgets/JsonEditor';
import type { WidgetProps } from '@engine/kit/WidgetProps';

// Finding 21: text typed in the studio's JSON editor and not saved must not vanish when the
// editor leaves the page ("Back to the change") and must not be lost to a closed tab unasked.

const loaded = '{\n  "a": "b"\n}\n';
const typed = '{\n  "a": "typed"\n}\n';

function mount(state: ReturnType<typeof createStateStore>, props: Record<string, unknown> = {}) {
  const engine = { t: (key: string) => key, stores: { state } } as unknown as Engine;
  const all = {
    text: loaded,
    kind: 'locale',
    stateKey: 'studioEdit',
    document: '7 locales/en/screens.json',
    unsavedKey: 'studioUnsaved',
    ...props,
  };
  const widget = (p: Record<string, unknown>) => (
    <EngineContext.Provider value={engine}>
      <JsonEditor {...({ props: p } as unknown as WidgetProps)} />
    </EngineContext.Provider>
  );
  const view = render(widget(all));
  return { ...view, rerender: (more: Record<string, unknown>) => view.rerender(widget({ ...all, ...more })) };
}

async function editorView(container: HTMLElement): Promise<EditorView> {
  let found: EditorView | null = null;
  await vi.waitFor(() => {
    found = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
    expect(found).toBeTruthy();
  });
  return found!;
}

function type(view: EditorView, text: string) {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

/** Whether a beforeunload now would ask the member to stay. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('JsonEditor: unsaved edits', () => {
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

  it('keeps text typed and not saved across leaving the page, and says it is unsaved', async () => {
    const state = createStateStore();
    const first = mount(state);
    type(await editorView(first.container), typed);
    expect(screen.getByRole('status').textContent).toContain('ops.studio.edit.unsaved');
    // Leaving at once, before the pause that writes state: nothing typed is lost.
    first.unmount();

    const again = mount(state);
    const view = await editorView(again.container);
    expect(view.state.doc.toString()).toBe(typed);
    expect(state.getIn('studioEdit')).toBe(typed); // what Save sends
    expect(screen.getByRole('status').textContent).toContain('ops.studio.edit.unsaved');
    again.unmount();

    // Another file of the same change starts from its own loaded text.
    const other = mount(state, { document: '7 locales/jp/screens.json' });
    expect((await editorView(other.container)).state.doc.toString()).toBe(loaded);
    expect(screen.queryByRole('status')).toBeNull();
    other.unmount();
  });

  it('drops the kept text once saved (the loaded text changed), and on discard', async () => {
    const state = createStateStore();
    const page = mount(state);
    const view = await editorView(page.container);
    type(view, typed);
    fireEvent.blur(page.container.querySelector('.cm-content')!);
    // Saved: the page reloads the file, which now is the typed text.
    page.rerender({ text: typed });
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(state.getIn('studioUnsaved')).toEqual({});

    type(view, loaded);
    type(view, '{}\n');
    fireEvent.click(screen.getByRole('button', { name: 'ops.studio.edit.discard' }));
    expect(view.state.doc.toString()).toBe(typed);
    fireEvent.blur(page.container.querySelector('.cm-content')!);
    expect(screen.queryByRole('status')).toBeNull();
    expect(state.getIn('studioUnsaved')).toEqual({});
    page.unmount();
  });

  it('asks before the tab closes while there are unsaved edits, not otherwise', async () => {
    const state = createStateStore();
    const page = mount(state);
    const view = await editorView(page.container);
    expect(leavingAsks()).toBe(false);
    type(view, typed);
    expect(leavingAsks()).toBe(true);
    type(view, loaded);
    expect(leavingAsks()).toBe(false);
    type(view, typed);
    page.unmount();
    expect(leavingAsks()).toBe(false);
  });

  it('asks nothing of a read-only viewer', async () => {
    const state = createStateStore();
    const page = mount(state, { readOnly: true });
    await editorView(page.container);
    expect(screen.queryByRole('status')).toBeNull();
    expect(leavingAsks()).toBe(false);
    page.unmount();
  });
});
