import { describe, expect, it } from 'vitest';
import { repeatItems } from '@core/values/repeatItems';
import type { Scope } from '@engine/runtime/scope';

const t = (key: string) => key;
const scope: Scope = { app: { locale: 'en', theme: 'light', locales: ['en', 'ko'] }, data: { rows: [{ id: 7 }, { id: 9 }] } };

describe('repeatItems', () => {
  it('repeats over a literal array, keyed by each string or number item', () => {
    expect(repeatItems({ each: ['a', 'b'] }, scope, t)).toEqual([
      { item: 'a', index: 0, key: 'a' },
      { item: 'b', index: 1, key: 'b' },
    ]);
  });

  it('repeats over a bound array, keyed by the key path of each item', () => {
    expect(repeatItems({ each: { $bind: 'app.locales' } }, scope, t).map((r) => r.item)).toEqual(['en', 'ko']);
    expect(repeatItems({ each: { $bind: 'data.rows' }, key: 'id' }, scope, t).map((r) => r.key)).toEqual([7, 9]);
  });

  it('gives nothing for an empty array or anything but an array', () => {
    expect(repeatItems({ each: [] }, scope, t)).toEqual([]);
    expect(repeatItems({ each: { $bind: 'data.nothing' } }, scope, t)).toEqual([]);
    expect(repeatItems({ each: 'en' }, scope, t)).toEqual([]);
    expect(repeatItems(undefined, scope, t)).toEqual([]);
  });

  it('keys objects and repeated values by position', () => {
    expect(repeatItems({ each: [{ a: 1 }, 'x', 'x'] }, scope, t).map((r) => r.key)).toEqual(['#0', 'x', '#2']);
  });
});
