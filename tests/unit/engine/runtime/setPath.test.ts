import { describe, expect, it } from 'vitest';
import { setPath } from '@engine/runtime/setPath';

describe('setPath', () => {
  it('writes nested values, copying only along the path', () => {
    const before = { area: { code: 'KR', dial: '82' }, other: { x: 1 } };
    const after = setPath(before, 'area.dial', '1');
    expect(after).toEqual({ area: { code: 'KR', dial: '1' }, other: { x: 1 } });
    expect(before.area.dial).toBe('82');
    expect(after.other).toBe(before.other);
    expect(after.area).not.toBe(before.area);
  });

  it('creates missing objects and removes a key on undefined', () => {
    expect(setPath({}, 'a.b.c', 1)).toEqual({ a: { b: { c: 1 } } });
    expect(setPath({ a: { b: 1, c: 2 } }, 'a.b', undefined)).toEqual({ a: { c: 2 } });
  });

  it('writes into arrays by index without turning them into objects', () => {
    expect(setPath({ list: [1, 2, 3] }, 'list.1', 9)).toEqual({ list: [1, 9, 3] });
  });

  it('returns the target for an empty path and refuses prototype keys', () => {
    const target = { a: 1 };
    expect(setPath(target, '', 2)).toBe(target);
    expect(() => setPath(target, '__proto__.polluted', 1)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes at resolved segments, each one key as it is', () => {
    expect(setPath({ contentDraft: { en: 1 } }, ['contentDraft', 'zh-Hant'], 2)).toEqual({ contentDraft: { en: 1, 'zh-Hant': 2 } });
    expect(setPath({}, ['a.b', 'c'], 1)).toEqual({ 'a.b': { c: 1 } });
    expect(() => setPath({}, ['x', '__proto__'], 1)).toThrow();
  });
});
