import { acceptCompletion, currentCompletions, setSelectedCompletion, startCompletion } from '@codemirror/autocomplete';
import { diagnosticCount, forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import JsonCodeEditor from '@engine/studio/editor/JsonCodeEditor';
import { vocabulary } from './realVocabulary';

const screen = '{\n  "id": "x",\n  "body": [{"widget": "Txt"}]\n}';

function viewOf(container: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor');
  return view;
}

describe('JsonCodeEditor', () => {
  // jsdom has no layout: CodeMirror's measuring asks ranges for rectangles jsdom does not implement.
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

  it('mounts, shows the text and reports edits', () => {
    const onChange = vi.fn();
    const { container } = render(
      <JsonCodeEditor value={screen} onChange={onChange} kind="screen" vocabulary={vocabulary} ariaLabel="Screen JSON" />,
    );
    expect(container.querySelector('.mer-studio-editor .cm-content')?.textContent).toContain('"widget": "Txt"');
    expect(container.querySelector('.cm-content')?.getAttribute('aria-label')).toBe('Screen JSON');
    const view = viewOf(container);
    act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: '\n' } }));
    expect(onChange).toHaveBeenCalledWith(`${screen}\n`, undefined);
    // With the transaction's user event: the studio's history tells typing from its own edits.
    act(() => view.dispatch({ changes: { from: 0, insert: ' ' }, userEvent: 'input.type' }));
    expect(onChange).toHaveBeenLastCalledWith(` ${screen}\n`, 'input.type');
  });

  it('replaces the document when another file is loaded, but not for a late echo of its own edit', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<JsonCodeEditor value={screen} onChange={onChange} kind="screen" />);
    const view = viewOf(container);
    act(() => view.dispatch({ changes: { from: 0, insert: ' ' } }));
    act(() => view.dispatch({ changes: { from: 0, insert: ' ' } }));
    rerender(<JsonCodeEditor value={` ${screen}`} onChange={onChange} kind="screen" />);
    expect(view.state.doc.toString()).toBe(`  ${screen}`);
    rerender(<JsonCodeEditor value={'{"id": "other"}'} onChange={onChange} kind="prompt" />);
    expect(view.state.doc.toString()).toBe('{"id": "other"}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('lints the given diagnostics and the vocabulary, again when they change', async () => {
    const diagnostics = [{ pointer: '/id', message: 'taken' }];
    const { container, rerender } = render(
      <JsonCodeEditor value={screen} onChange={() => {}} kind="screen" vocabulary={vocabulary} diagnostics={diagnostics} />,
    );
    const view = viewOf(container);
    act(() => forceLinting(view));
    await vi.waitFor(() => expect(diagnosticCount(view.state)).toBe(2));
    rerender(<JsonCodeEditor value={screen} onChange={() => {}} kind="screen" vocabulary={vocabulary} diagnostics={[]} />);
    act(() => forceLinting(view));
    await vi.waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
  });

  it('completes from the schema and the vocabulary, and inserts JSON', async () => {
    const text = '{"id": "x", "body": [{""}]}';
    const onChange = vi.fn();
    const { container } = render(<JsonCodeEditor value={text} onChange={onChange} kind="screen" vocabulary={vocabulary} />);
    const view = viewOf(container);
    act(() => {
      view.focus();
      view.dispatch({ selection: { anchor: text.indexOf('""') + 1 } });
      startCompletion(view);
    });
    await vi.waitFor(() => expect(currentCompletions(view.state).map((c) => c.label)).toContain('widget'));
    const index = currentCompletions(view.state).findIndex((c) => c.label === 'widget');
    // Accepting is refused for a moment after the list opens (autocompletion's interactionDelay).
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => {
      view.dispatch({ effects: setSelectedCompletion(index) });
      acceptCompletion(view);
    });
    expect(view.state.doc.toString()).toBe('{"id": "x", "body": [{"widget": ""}]}');
    expect(view.state.selection.main.head).toBe(text.indexOf('""') + '"widget": "'.length);
    expect(onChange).toHaveBeenLastCalledWith('{"id": "x", "body": [{"widget": ""}]}', 'input.complete');
    // The caret is in the new empty value: its completions open by themselves.
    await vi.waitFor(() => expect(currentCompletions(view.state).map((c) => c.label)).toContain('Button'));
  });

  it('reports the pointer at the cursor, debounced', () => {
    vi.useFakeTimers();
    try {
      const onCursorPointer = vi.fn();
      const { container } = render(<JsonCodeEditor value={screen} onChange={() => {}} kind="screen" onCursorPointer={onCursorPointer} />);
      const view = viewOf(container);
      act(() => view.dispatch({ selection: { anchor: screen.indexOf('Txt') + 1 } }));
      expect(onCursorPointer).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(200));
      expect(onCursorPointer).toHaveBeenCalledWith('/body/0/widget');
    } finally {
      vi.useRealTimers();
    }
  });

  it("follows the app's light or dark theme", async () => {
    const { container } = render(<JsonCodeEditor value={screen} onChange={() => {}} kind="screen" />);
    const view = viewOf(container);
    expect(view.state.facet(EditorView.darkTheme)).toBe(false);
    document.documentElement.dataset.theme = 'dark';
    try {
      await vi.waitFor(() => expect(view.state.facet(EditorView.darkTheme)).toBe(true));
    } finally {
      delete document.documentElement.dataset.theme;
    }
  });

  it('refuses edits when read-only', () => {
    const onChange = vi.fn();
    const { container } = render(<JsonCodeEditor value={screen} onChange={onChange} kind="screen" readOnly />);
    expect(viewOf(container).state.readOnly).toBe(true);
  });
});
