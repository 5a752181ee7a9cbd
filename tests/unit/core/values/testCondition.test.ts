import { describe, expect, it } from 'vitest';
import { testCondition } from '@core/values/testCondition';

// Operands read through a plain lookup, no scope or bindings: the rules on their own.
const values: Record<string, unknown> = { amount: '100.50', tab: 'wallet', list: [], roles: ['admin'] };
const read = (operand: unknown): unknown =>
  operand !== null && typeof operand === 'object' && '$bind' in operand ? values[String((operand as { $bind: unknown }).$bind)] : operand;

describe('testCondition', () => {
  it('reads every operand through the function it is given', () => {
    expect(testCondition({ gt: [{ $bind: 'amount' }, 99] }, read)).toBe(true);
    expect(testCondition({ $bind: 'tab', eq: 'wallet' }, read)).toBe(true);
    expect(testCondition({ $bind: 'roles', in: undefined }, read)).toBe(false);
    expect(testCondition({ in: ['admin', { $bind: 'roles' }] }, read)).toBe(true);
  });

  it('treats an empty list as false and combines with and/or/not', () => {
    expect(testCondition({ $bind: 'list' }, read)).toBe(false);
    expect(testCondition({ not: { $bind: 'list' } }, read)).toBe(true);
    expect(
      testCondition(
        {
          and: [
            { $bind: 'tab', eq: 'wallet' },
            { $bind: 'amount', lt: 100 },
          ],
        },
        read,
      ),
    ).toBe(false);
    expect(
      testCondition(
        {
          or: [
            { $bind: 'tab', eq: 'bank' },
            { $bind: 'amount', gte: '100.5' },
          ],
        },
        read,
      ),
    ).toBe(true);
  });

  it('holds when absent and fails when malformed', () => {
    expect(testCondition(undefined, read)).toBe(true);
    expect(testCondition(null, read)).toBe(false);
    expect(testCondition({ eq: [1] }, read)).toBe(false);
    expect(testCondition({ $bind: 'tab', eq: 'wallet', ne: 'bank' }, read)).toBe(false);
  });

  it('takes the short form over a bound path, read through the same function', () => {
    const seen: unknown[] = [];
    const spy = (operand: unknown): unknown => {
      seen.push(operand);
      return 'ko';
    };
    const path = ['state.contentDraft', { $bind: 'item' }];
    expect(testCondition({ $bind: path, eq: 'ko' }, spy)).toBe(true);
    expect(seen[0]).toEqual({ $bind: path });
  });
});

describe('testCondition: the role condition', () => {
  const as = (roles: unknown) => (operand: unknown) =>
    operand !== null && typeof operand === 'object' && (operand as { $bind?: unknown }).$bind === 'session.staff.user.roles'
      ? roles
      : undefined;

  it('holds for a role the staff member has, and for every role when they are the administrator', () => {
    expect(testCondition({ role: 'finance_reviewer' }, as(['finance_reviewer']))).toBe(true);
    expect(testCondition({ role: 'support' }, as(['finance_reviewer']))).toBe(false);
    expect(testCondition({ role: 'support' }, as(['admin']))).toBe(true);
    expect(testCondition({ role: 'admin' }, as(['support', 'kyc_reviewer']))).toBe(false);
  });

  it('does not hold without a staff member, or for a malformed role', () => {
    expect(testCondition({ role: 'support' }, as(undefined))).toBe(false);
    expect(testCondition({ role: 'support' }, as('support'))).toBe(false);
    expect(testCondition({ role: 5 }, as(['admin']))).toBe(false);
  });
});
