import { describe, expect, it } from 'vitest';
import { toQueryString } from '@engine/runtime/api/toQueryString';

describe('toQueryString', () => {
  it('encodes values and skips undefined and null', () => {
    expect(toQueryString({ q: '가 b', n: 0, f: false, u: undefined, z: null })).toBe('q=%EA%B0%80+b&n=0&f=false');
  });
  it('repeats arrays and sends objects as JSON', () => {
    expect(toQueryString({ ids: [1, null, 2], o: { a: 1 } })).toBe('ids=1&ids=2&o=%7B%22a%22%3A1%7D');
  });
  it('gives an empty string for no params', () => expect(toQueryString({})).toBe(''));
});
