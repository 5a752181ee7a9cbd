import { describe, expect, it } from 'vitest';
import { deepMerge } from '@engine/runtime/i18n/deepMerge';

describe('deepMerge', () => {
  it('merges nested namespaces; later values win', () => {
    expect(deepMerge({ engine: { a: '1', b: '2' }, x: 'keep' }, { engine: { b: 'B', c: '3' } })).toEqual({
      engine: { a: '1', b: 'B', c: '3' },
      x: 'keep',
    });
  });
  it('ignores non-objects and prototype keys', () => {
    expect(deepMerge({ a: 1 }, null)).toEqual({ a: 1 });
    expect(deepMerge({ a: 1 }, ['x'])).toEqual({ a: 1 });
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(merged)).toEqual([]);
  });
});
