import { describe, expect, it } from 'vitest';
import { validationMessage } from '@engine/forms/validationMessage';
import type { FormSpec } from '@engine/runtime/dsl';

const form: Pick<FormSpec, 'schema' | 'messages'> = {
  schema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email' },
      password: { type: 'string', format: 'password' },
      short: { type: 'string', format: 'password', minLength: 6 },
      code: { type: 'string', format: 'code', codeLength: 4 },
      mobile: { type: 'string', format: 'mobile' },
      amount: { type: 'string', format: 'amount' },
      digits: { type: 'string', format: 'digits' },
      url: { type: 'string', format: 'url' },
      nickname: { type: 'string', maxLength: 20, minLength: 2 },
      agree: { type: 'boolean', const: true },
      invite: { type: 'string', pattern: '^[A-Z]+$' },
    },
  },
  messages: { invite: { pattern: 'register.badInvite' } },
};
const t = (key: string, args?: Record<string, unknown>) => (args ? `${key}${JSON.stringify(args)}` : key);
const msg = (name: string, property: string, params: Record<string, unknown> = {}) =>
  validationMessage({ name, property, params }, form, t);

describe('validationMessage', () => {
  it('required', () => expect(msg('required', 'email')).toBe('engine.validation.required'));

  it('follows the declared format whatever keyword failed', () => {
    expect(msg('pattern', '.email')).toBe('engine.validation.email');
    expect(msg('maxLength', '.email')).toBe('engine.validation.email');
    expect(msg('minLength', '.password')).toBe('engine.validation.password{"min":8,"max":32}');
    expect(msg('minLength', '.short')).toBe('engine.validation.password{"min":6,"max":32}');
    expect(msg('pattern', '.code')).toBe('engine.validation.code{"length":4}');
    expect(msg('pattern', '.mobile')).toBe('engine.validation.mobile');
    expect(msg('pattern', '.amount')).toBe('engine.validation.amount');
    expect(msg('pattern', '.digits')).toBe('engine.validation.digits');
    expect(msg('pattern', '.url')).toBe('engine.validation.url');
  });

  it('consent boxes read the agree message', () => {
    expect(msg('required', 'agree')).toBe('engine.validation.agree');
    expect(msg('const', '.agree')).toBe('engine.validation.agree');
  });

  it('lengths and other keywords of plain fields', () => {
    expect(msg('maxLength', '.nickname', { limit: 20 })).toBe('engine.validation.maxLength{"limit":20}');
    expect(msg('minLength', '.nickname', { limit: 2 })).toBe('engine.validation.minLength{"limit":2}');
    expect(msg('enum', '.nickname')).toBe('engine.validation.invalid');
  });

  it("the form's own messages win", () => {
    // The failed check's params go along, so a message may name a bound's limit (or both ends of a range from data).
    expect(msg('pattern', '.invite')).toBe('register.badInvite{}');
    expect(msg('pattern', '.invite', { limit: 5 })).toBe('register.badInvite{"limit":5}');
  });

  it('survives unknown fields and missing names', () => {
    expect(validationMessage({}, form, t)).toBe('engine.validation.invalid');
    expect(msg('required', 'constructor')).toBe('engine.validation.required');
  });
});
