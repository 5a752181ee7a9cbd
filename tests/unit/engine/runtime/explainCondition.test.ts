import { describe, expect, it } from 'vitest';
import { explainCondition } from '@engine/runtime/explainCondition';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '@engine/runtime/scope';
import { testCondition } from '@core/values/testCondition';

const scope: Scope = {
  state: { tab: 'buy', amount: '100.50', roles: ['viewer'], empty: [] },
  session: { loggedIn: false },
};
const read = (operand: unknown) => resolveValue(operand, scope, (key) => key);

describe('explainCondition', () => {
  it('names the failed comparison of an and, with both values it compared', () => {
    const why = explainCondition(
      {
        and: [{ $bind: 'state.tab', eq: 'buy' }, { gt: [{ $bind: 'state.amount' }, '200'] }],
      },
      read,
    );
    expect(why).toEqual({
      holds: false,
      op: 'and',
      parts: [
        {
          holds: true,
          op: 'eq',
          operands: [
            { written: { $bind: 'state.tab' }, value: 'buy' },
            { written: 'buy', value: 'buy' },
          ],
        },
        {
          holds: false,
          op: 'gt',
          operands: [
            { written: { $bind: 'state.amount' }, value: '100.50' },
            { written: '200', value: '200' },
          ],
        },
      ],
    });
  });

  it('reads a lone binding as truthy, with its default, and explains not and or', () => {
    expect(explainCondition({ $bind: 'session.loggedIn' }, read)).toEqual({
      holds: false,
      op: 'truthy',
      operands: [{ written: { $bind: 'session.loggedIn' }, value: false }],
    });
    expect(explainCondition({ $bind: 'state.missing', default: 'x', eq: 'x' }, read).operands?.[0]).toEqual({
      written: { $bind: 'state.missing', default: 'x' },
      value: 'x',
    });
    const not = explainCondition({ not: { $bind: 'state.roles', in: undefined } }, read);
    expect(not.holds).toBe(true);
    expect(not.parts?.[0]).toMatchObject({ holds: false, op: 'in' });
    const or = explainCondition({ or: [{ falsy: { $bind: 'state.tab' } }, { in: ['admin', { $bind: 'state.roles' }] }] }, read);
    expect(or).toMatchObject({
      holds: false,
      op: 'or',
      parts: [
        { holds: false, op: 'falsy' },
        { holds: false, op: 'in' },
      ],
    });
    expect(or.parts?.[1]?.operands?.[1]?.value).toEqual(['viewer']);
  });

  it('calls a shape the evaluator refuses malformed, and false', () => {
    for (const broken of [
      { $bind: 'state.tab', eq: 'buy', ne: 'sell' },
      { eq: ['one'] },
      { and: 'x' },
      { not: true },
      { what: 1 },
      'text',
      null,
    ])
      expect(explainCondition(broken, read)).toEqual({ holds: false, op: 'malformed' });
  });

  it('never disagrees with testCondition', () => {
    const conditions: unknown[] = [
      undefined,
      { $bind: 'state.empty' },
      { not: { $bind: 'state.empty' } },
      { $bind: 'state.amount', gte: 100.5 },
      { lt: [{ $bind: 'state.amount' }, 100] },
      { ne: ['a', 'b'] },
      { in: ['buy', ['buy', 'sell']] },
      { or: [{ $bind: 'state.tab', eq: 'sell' }, { and: [{ truthy: { $bind: 'state.roles' } }, { not: { $bind: 'session.loggedIn' } }] }] },
    ];
    for (const condition of conditions) expect(explainCondition(condition, read).holds).toBe(testCondition(condition, read));
  });
});
