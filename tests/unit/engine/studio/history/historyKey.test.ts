import { describe, expect, it } from 'vitest';
import { historyKey } from '@engine/studio/history/historyKey';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('historyKey', () => {
  it('reads Ctrl/Cmd+Z as undo, Ctrl/Cmd+Shift+Z and Ctrl+Y as redo', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('z', { metaKey: true })).toBe('undo');
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(press('z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
  });

  it('leaves other keys alone', () => {
    expect(press('z')).toBeUndefined();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(press('y', { metaKey: true })).toBeUndefined();
    expect(press('a', { ctrlKey: true })).toBeUndefined();
  });
});
