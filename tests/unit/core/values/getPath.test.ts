import { describe, expect, it } from 'vitest';
import { getPath } from '@core/values/getPath';

describe('getPath', () => {
  const source = { data: { asset: { available: '12.50', list: [{ name: 'SPY' }] } }, zero: 0, nil: null };

  it('reads nested objects and array indexes', () => {
    expect(getPath(source, 'data.asset.available')).toBe('12.50');
    expect(getPath(source, 'data.asset.list.0.name')).toBe('SPY');
    expect(getPath(source, ['data', 'asset', 'available'])).toBe('12.50');
  });

  it('keeps falsy values and gives undefined for unknown paths', () => {
    expect(getPath(source, 'zero')).toBe(0);
    expect(getPath(source, 'nil')).toBeNull();
    expect(getPath(source, 'data.missing.deeper')).toBeUndefined();
    expect(getPath(source, 'nil.x')).toBeUndefined();
    expect(getPath(undefined, 'a')).toBeUndefined();
  });

  it('returns the source itself for an empty path', () => {
    expect(getPath(source, '')).toBe(source);
  });

  it('never reaches prototypes or functions', () => {
    expect(getPath(source, 'constructor')).toBeUndefined();
    expect(getPath(source, '__proto__')).toBeUndefined();
    expect(getPath({ a: { toString: () => 'x' } }, 'a.toString')).toBeUndefined();
    expect(getPath('text', 'length')).toBeUndefined();
  });
});
