import { describe, expect, it } from 'vitest';
import { evalCondition } from '@engine/runtime/evalCondition';
import type { Condition } from '@engine/runtime/dsl';
import type { Scope } from '@engine/runtime/scope';

const scope: Scope = {
  session: { loggedIn: false, user: { realname_status: 2, vip: '3' } },
  data: { asset: { available: '100.50' }, list: [] },
  state: { tab: 'email' },
};
const ok = (c: Condition) => evalCondition(c, scope);
const bind = (path: string) => ({ $bind: path });

describe('evalCondition', () => {
  it('holds when absent and fails on malformed input', () => {
    expect(evalCondition(undefined, scope)).toBe(true);
    expect(ok({} as Condition)).toBe(false);
    expect(ok({ eq: [1] } as unknown as Condition)).toBe(false);
    expect(ok(null as unknown as Condition)).toBe(false);
  });

  it('truthy and falsy (an empty array is falsy)', () => {
    expect(ok({ truthy: bind('session.user') })).toBe(true);
    expect(ok({ truthy: bind('session.loggedIn') })).toBe(false);
    expect(ok({ falsy: bind('session.loggedIn') })).toBe(true);
    expect(ok({ falsy: bind('data.list') })).toBe(true);
  });

  it('eq and ne compare numbers and numeric strings as numbers', () => {
    expect(ok({ eq: [bind('state.tab'), 'email'] })).toBe(true);
    expect(ok({ eq: [bind('session.user.vip'), 3] })).toBe(true);
    expect(ok({ eq: ['1.0', 1] })).toBe(true);
    expect(ok({ eq: ['', 0] })).toBe(false);
    expect(ok({ eq: [null, null] })).toBe(true);
    expect(ok({ ne: [bind('session.user.realname_status'), 2] })).toBe(false);
    expect(ok({ ne: ['a', 'b'] })).toBe(true);
  });

  it('orders decimals exactly', () => {
    expect(ok({ gt: [bind('data.asset.available'), 99] })).toBe(true);
    expect(ok({ gte: ['100.50', '100.5'] })).toBe(true);
    expect(ok({ lt: ['0.1', '0.3'] })).toBe(true);
    expect(ok({ lte: [3, 2] })).toBe(false);
    expect(ok({ gt: ['b', 'a'] })).toBe(true);
    expect(ok({ gt: [bind('missing'), 1] })).toBe(false);
  });

  it('in looks a value up in a list', () => {
    expect(ok({ in: [bind('session.user.realname_status'), [1, 2]] })).toBe(true);
    expect(ok({ in: [bind('state.tab'), ['phone']] })).toBe(false);
    expect(ok({ in: [1, 'nope'] } as unknown as Condition)).toBe(false);
  });

  it('and, or, not', () => {
    expect(ok({ and: [{ truthy: 1 }, { truthy: 'x' }] })).toBe(true);
    expect(ok({ and: [{ truthy: 1 }, { truthy: 0 }] })).toBe(false);
    expect(ok({ or: [{ truthy: 0 }, { truthy: 1 }] })).toBe(true);
    expect(ok({ or: [{ truthy: 0 }] })).toBe(false);
    expect(ok({ not: { truthy: 0 } })).toBe(true);
    expect(ok({ not: null } as unknown as Condition)).toBe(false);
  });

  it('short form: a lone binding is truthy; one comparison compares the bound value with the operand', () => {
    expect(ok({ $bind: 'session.user' })).toBe(true);
    expect(ok({ $bind: 'session.loggedIn' })).toBe(false);
    expect(ok({ $bind: 'data.list' })).toBe(false);
    expect(ok({ not: { $bind: 'data.list' } })).toBe(true);
    expect(ok({ $bind: 'state.tab', eq: 'email' })).toBe(true);
    expect(ok({ $bind: 'session.user.vip', eq: 3 })).toBe(true);
    expect(ok({ $bind: 'session.user.realname_status', ne: 2 })).toBe(false);
    expect(ok({ $bind: 'data.asset.available', gt: 99 })).toBe(true);
    expect(ok({ $bind: 'data.asset.available', gte: '100.5' })).toBe(true);
    expect(ok({ $bind: 'data.asset.available', lt: '100.5' })).toBe(false);
    expect(ok({ $bind: 'data.asset.available', lte: '100.5' })).toBe(true);
    expect(ok({ $bind: 'missing', gt: 1 })).toBe(false);
    expect(ok({ $bind: 'session.user.realname_status', in: [1, 2] })).toBe(true);
    expect(ok({ $bind: 'state.tab', in: { $bind: 'data.list' } })).toBe(false);
    // The operand is a value, so it may be bound too; the default stands in for an empty path.
    expect(ok({ $bind: 'session.user.vip', eq: { $bind: 'session.user.vip' } })).toBe(true);
    expect(ok({ $bind: 'state.missing', default: 'email', eq: { $bind: 'state.tab' } })).toBe(true);
    expect(ok({ $bind: 'state.missing', default: 0 })).toBe(false);
  });

  it('short form: the same answer as the long form it stands for', () => {
    const subjects = ['session.user.vip', 'data.asset.available', 'state.tab', 'missing'];
    const operands = [3, '100.50', 'email', null, ['email', 3]];
    for (const path of subjects) {
      for (const operand of operands) {
        for (const op of ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const) {
          expect(ok({ $bind: path, [op]: operand } as Condition), `${path} ${op} ${JSON.stringify(operand)}`).toBe(
            ok({ [op]: [bind(path), operand] } as Condition),
          );
        }
        if (Array.isArray(operand)) expect(ok({ $bind: path, in: operand })).toBe(ok({ in: [bind(path), operand] }));
      }
      expect(ok({ $bind: path })).toBe(ok({ truthy: bind(path) }));
    }
  });

  it('short form: malformed (two operators, an unknown member) does not hold', () => {
    expect(ok({ $bind: 'state.tab', eq: 'email', ne: 'phone' } as Condition)).toBe(false);
    expect(ok({ $bind: 'state.tab', truthy: true } as unknown as Condition)).toBe(false);
  });

  it('resolves translated and formatted operands', () => {
    const t = (key: string) => (key === 'a.b' ? 'yes' : key);
    expect(evalCondition({ eq: [{ $t: 'a.b' }, 'yes'] }, scope, t)).toBe(true);
  });
});
