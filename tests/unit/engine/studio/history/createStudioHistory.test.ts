import { describe, expect, it, vi } from 'vitest';
import { createStudioHistory } from '@engine/studio/history/createStudioHistory';
import type { EditTarget } from '@engine/studio/history/editTarget';

const file: EditTarget = { kind: 'file', document: '7 screens/pages/home.json', unsavedKey: 'unsaved', label: 'screens/pages/home.json' };
const cell: EditTarget = { kind: 'text', key: 'home.title', locale: 'en', stateKey: 'edits', label: 'home.title (en)' };

describe('createStudioHistory', () => {
  it('undoes and redoes a change’s commands in one order, wherever each was made, and keeps changes apart', () => {
    const away = vi.fn();
    const history = createStudioHistory(away);
    const editor = vi.fn();
    const unmount = history.mount(file.document, editor);
    history.noteLoaded(cell, 'Home');
    history.record(7, { target: file, at: 0, before: 'a', after: 'b' });
    history.record(7, { target: cell, at: 1, before: 'Home', after: 'Start' });
    history.record(8, { target: cell, at: 2, before: 'x', after: 'y' });

    expect(history.undo(7)).toBe(true);
    // The cell's table keeps its edits in state: put back through applyAway, with what the change holds.
    expect(away).toHaveBeenLastCalledWith(cell, 'Home', 'Home');
    expect(history.view(7)).toEqual({ canUndo: true, canRedo: true, last: { undone: true, label: 'home.title (en)' } });
    expect(history.undo(7)).toBe(true);
    // The open editor applies its own file.
    expect(editor).toHaveBeenLastCalledWith('a');
    expect(history.undo(7)).toBe(false);
    expect(history.view(7).canUndo).toBe(false);

    expect(history.redo(7)).toBe(true);
    expect(editor).toHaveBeenLastCalledWith('b');
    unmount();
    history.noteLoaded(file, 'b');
    // With the editor gone, the file's undo goes to applyAway with the file's loaded text.
    expect(history.undo(7)).toBe(true);
    expect(away).toHaveBeenLastCalledWith(file, 'a', 'b');
    expect(history.redo(7)).toBe(true);
    expect(history.redo(7)).toBe(true);
    expect(away).toHaveBeenLastCalledWith(cell, 'Start', 'Home');
    expect(history.redo(7)).toBe(false);
    expect(history.view(7)).toEqual({ canUndo: true, canRedo: false, last: { undone: false, label: 'home.title (en)' } });
    // Change 8's history is its own.
    expect(history.view(8)).toEqual({ canUndo: true, canRedo: false });
  });

  it('tells listeners when what the bar shows changes, not on every keystroke', () => {
    const history = createStudioHistory(() => undefined);
    const listener = vi.fn();
    const stop = history.subscribe(listener);
    history.record(7, { target: file, group: 'f', at: 0, before: 'a', after: 'ab' });
    history.record(7, { target: file, group: 'f', at: 10, before: 'ab', after: 'abc' });
    history.record(7, { target: file, group: 'f', at: 20, before: 'abc', after: 'abcd' });
    expect(listener).toHaveBeenCalledTimes(1);
    const view = history.view(7);
    expect(history.view(7)).toBe(view);
    history.undo(7);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    history.redo(7);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a mount replaced by a newer one for the same document stays the newer one', () => {
    const history = createStudioHistory(() => undefined);
    const first = vi.fn();
    const second = vi.fn();
    const unmountFirst = history.mount(file.document, first);
    history.mount(file.document, second);
    unmountFirst();
    history.record(7, { target: file, at: 0, before: 'a', after: 'b' });
    history.undo(7);
    expect(second).toHaveBeenCalledWith('a');
    expect(first).not.toHaveBeenCalled();
  });
});
