import { describe, expect, it } from 'vitest';
import { boundErrors, type ReadBound } from '@engine/forms/boundErrors';
import type { FormSpec } from '@engine/runtime/dsl';

// Bounds from data: resolved in the screen's scope, compared as decimals, shaped like ajv's errors.
const conf: Record<string, unknown> = { min: '100.00', max: '50000', low: 0.05, code: 4, none: null };
const read: ReadBound = (bound) => {
  const value = conf[String(bound.$bind).replace('data.conf.', '')];
  return { value, shown: bound.$fmt ? `<${String(value)}>` : value };
};
const spec = (properties: Record<string, unknown>) => ({ schema: { type: 'object', properties } }) as unknown as Pick<FormSpec, 'schema'>;
const amount = spec({
  amount: {
    type: 'string',
    format: 'amount',
    minimum: { $bind: 'data.conf.min', $fmt: 'money' },
    maximum: { $bind: 'data.conf.max', $fmt: 'money' },
  },
});

describe('boundErrors', () => {
  it('refuses a decimal string outside the bound range, by value, with both ends as the message shows them', () => {
    expect(boundErrors(amount, { amount: '99.99' }, read)).toEqual([
      { name: 'minimum', property: '.amount', params: { limit: '<100.00>', min: '<100.00>', max: '<50000>' } },
    ]);
    expect(boundErrors(amount, { amount: '50000.01' }, read).map((e) => e.name)).toEqual(['maximum']);
    expect(boundErrors(amount, { amount: '100' }, read)).toEqual([]);
    expect(boundErrors(amount, { amount: '50000.00' }, read)).toEqual([]);
  });

  it('leaves an empty or non-numeric value to the other checks, and a bound that resolves to nothing checks nothing', () => {
    expect(boundErrors(amount, { amount: '' }, read)).toEqual([]);
    expect(boundErrors(amount, { amount: 'none' }, read)).toEqual([]);
    expect(boundErrors(spec({ a: { type: 'number', minimum: { $bind: 'data.conf.none' } } }), { a: -1 }, read)).toEqual([]);
  });

  it('checks exclusive bounds and lengths too', () => {
    const s = spec({
      rate: { type: 'string', exclusiveMinimum: { $bind: 'data.conf.low' } },
      code: { type: 'string', minLength: { $bind: 'data.conf.code' } },
    });
    expect(boundErrors(s, { rate: '0.05', code: 'abc' }, read).map((e) => [e.name, e.property])).toEqual([
      ['exclusiveMinimum', '.rate'],
      ['minLength', '.code'],
    ]);
    expect(boundErrors(s, { rate: '0.051', code: 'abcd' }, read)).toEqual([]);
  });

  it('checks a step from data (a trading lot): the value must be a whole multiple, compared as decimals', () => {
    const lots: Record<string, unknown> = { lot: 100, min: 100, max: 1000, tick: '0.05', zero: 0 };
    const readLots: ReadBound = (bound) => {
      const value = lots[String(bound.$bind).replace('item.', '')];
      return { value, shown: `<${String(value)}>` };
    };
    const s = spec({
      quantity: {
        type: 'integer',
        minimum: { $bind: 'item.min' },
        maximum: { $bind: 'item.max' },
        multipleOf: { $bind: 'item.lot', $fmt: 'number', pattern: '0' },
      },
      price: { type: 'string', multipleOf: { $bind: 'item.tick' } },
      free: { type: 'integer', multipleOf: { $bind: 'item.zero' } },
    });
    expect(boundErrors(s, { quantity: 250, price: '1.07', free: 3 }, readLots)).toEqual([
      { name: 'multipleOf', property: '.quantity', params: { limit: '<100>', min: '<100>', max: '<1000>' } },
      { name: 'multipleOf', property: '.price', params: { limit: '<0.05>', min: undefined, max: undefined } },
    ]);
    expect(boundErrors(s, { quantity: 300, price: '1.10', free: 3 }, readLots)).toEqual([]);
    expect(boundErrors(s, { quantity: '', price: 'x' }, readLots)).toEqual([]);
  });
});
