import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { compareFixed, parseFixed, shiftFixed, toFixedString } from '@core/values/fixedPoint';
import { toDecimal } from '@engine/runtime/format/toDecimal';

// The formatters and conditions moved from decimal.js to BigInt (issue 23): they must give what
// decimal.js gave for every value either accepts.
const values: unknown[] = [
  '0',
  '-0',
  '0.005',
  '-0.005',
  '0.015',
  '1234.5678',
  '-1234.5678',
  '12.3449999',
  '.5',
  '5.',
  '+7.25',
  ' 12 ',
  '1e3',
  '1.5e-7',
  '-2.5E+4',
  '99999999999999999999.999999',
  '0.000125',
  '-0.0125',
  0,
  -0,
  2.5,
  0.1,
  -1.005,
  1e21,
  1.5e-7,
  123456789.125,
  new Decimal('3.14159'),
  'n/a',
  '',
  '1e',
  NaN,
  Infinity,
  null,
  undefined,
  {},
];

// decimal.js multiplies to 20 significant digits by default; the percentage is exact here, as it
// was for every rate with fewer digits than that.
const Wide = Decimal.clone({ precision: 100 });

describe('fixedPoint', () => {
  it('accepts exactly what toDecimal accepts', () => {
    for (const v of values) expect(parseFixed(v) === undefined, String(v)).toBe(toDecimal(v) === undefined);
  });

  it('rounds as Decimal.toFixed does, down and half up, for 0 to 8 decimals', () => {
    for (const v of values) {
      const f = parseFixed(v);
      const d = toDecimal(v);
      if (!f || !d) continue;
      for (let n = 0; n <= 8; n++) {
        expect(toFixedString(f, n, 'down'), `${String(v)} down ${n}`).toBe(d.toFixed(n, Decimal.ROUND_DOWN));
        expect(toFixedString(f, n, 'halfUp'), `${String(v)} halfUp ${n}`).toBe(d.toFixed(n, Decimal.ROUND_HALF_UP));
        expect(toFixedString(shiftFixed(f, 2), n, 'halfUp')).toBe(new Wide(d).times(100).toFixed(n, Decimal.ROUND_HALF_UP));
      }
    }
  });

  it('compares as Decimal.comparedTo does', () => {
    const parsed = values.map((v) => [parseFixed(v), toDecimal(v)] as const).filter(([f, d]) => f && d);
    for (const [fa, da] of parsed) for (const [fb, db] of parsed) expect(compareFixed(fa!, fb!)).toBe(da!.comparedTo(db!));
  });

  it('refuses an exponent no amount has instead of building its digits', () => {
    expect(parseFixed('1e999999999')).toBeUndefined();
  });
});
