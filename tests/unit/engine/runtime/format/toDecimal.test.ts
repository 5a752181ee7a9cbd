import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '@engine/runtime/format/toDecimal';

describe('toDecimal', () => {
  it('parses decimal strings and finite numbers', () => {
    expect(toDecimal('0.1')?.plus('0.2').toString()).toBe('0.3');
    expect(toDecimal(' 12 ')?.toString()).toBe('12');
    expect(toDecimal('1e3')?.toString()).toBe('1000');
    expect(toDecimal(2.5)?.toString()).toBe('2.5');
    const d = new Decimal(1);
    expect(toDecimal(d)).toBe(d);
  });

  it('rejects everything else', () => {
    for (const bad of ['', 'abc', '1,000', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, true]) {
      expect(toDecimal(bad)).toBeUndefined();
    }
  });
});
