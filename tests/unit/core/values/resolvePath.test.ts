import { describe, expect, it } from 'vitest';
import { resolvePath } from '@core/values/resolvePath';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '@engine/runtime/scope';

const scope: Scope = { item: 'zh-Hant', index: 2, state: { key: 'a.b' } };
const read = (v: unknown) => resolveValue(v, scope, (k) => k);

describe('resolvePath', () => {
  it('splits a dot path at its dots', () => {
    expect(resolvePath('state.contentDraft.en', read)).toEqual(['state', 'contentDraft', 'en']);
  });

  it('takes a bound segment as one key, hyphens and dots included', () => {
    expect(resolvePath(['state.contentDraft', { $bind: 'item' }, 'title'], read)).toEqual(['state', 'contentDraft', 'zh-Hant', 'title']);
    expect(resolvePath(['state.x', { $bind: 'state.key' }], read)).toEqual(['state', 'x', 'a.b']);
  });

  it('takes whole numbers, literal or bound, as indexes', () => {
    expect(resolvePath(['data.list', 0, 'name'], read)).toEqual(['data', 'list', '0', 'name']);
    expect(resolvePath(['data.list', { $bind: 'index' }], read)).toEqual(['data', 'list', '2']);
  });

  it('is unresolved when a bound segment is absent, empty, not a string or number, or a prototype key', () => {
    expect(resolvePath(['state.x', { $bind: 'state.nothing' }], read)).toBeUndefined();
    expect(resolvePath(['state.x', { $bind: 'state' }], read)).toBeUndefined();
    expect(resolvePath(['state.x', ''], read)).toEqual(['state', 'x']);
    expect(resolvePath(['state.x', { $bind: 'item', default: '' }], () => '')).toBeUndefined();
    expect(resolvePath(['state.x', { $bind: 'item' }], () => '__proto__')).toBeUndefined();
    expect(resolvePath(['state.x', { $bind: 'item' }], () => 1.5)).toBeUndefined();
    expect(resolvePath([], read)).toBeUndefined();
    expect(resolvePath(42, read)).toBeUndefined();
  });
});
