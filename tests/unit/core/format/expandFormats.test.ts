import { describe, expect, it } from 'vitest';
import { expandFormats, fieldFormat, FORMAT_PATTERNS } from '@core/format/expandFormats';

const form = {
  schema: {
    type: 'object',
    required: ['email'],
    properties: {
      email: { type: 'string', format: 'email' },
      mobile: { type: 'string', format: 'mobile' },
      amount: { type: 'string', format: 'amount' },
      points: { type: 'number', format: 'amount' },
      code: { type: 'string', format: 'code' },
      code4: { type: 'string', format: 'code', codeLength: 4 },
      password: { type: 'string', format: 'password' },
      pin: { type: 'string', format: 'password', minLength: 6 },
      digits: { type: 'string', format: 'digits' },
      url: { type: 'string', format: 'url' },
      plain: { type: 'string', maxLength: 10 },
    },
  },
};

const expanded = expandFormats(form.schema) as { properties: Record<string, Record<string, unknown>> };
const p = expanded.properties;

function matches(field: string, value: string): boolean {
  const spec = p[field];
  // The amount rule is three checks (defs.json Amount2): two patterns and a `not`.
  if (Array.isArray(spec?.allOf)) {
    return (spec.allOf as { pattern?: string; not?: { pattern: string } }[]).every((check) =>
      check.not ? !new RegExp(check.not.pattern, 'u').test(value) : new RegExp(String(check.pattern), 'u').test(value),
    );
  }
  return new RegExp(String(spec?.pattern), 'u').test(value);
}

describe('expandFormats', () => {
  it('replaces every project format by plain keywords and drops codeLength', () => {
    for (const field of Object.values(p)) {
      expect(field).not.toHaveProperty('format');
      expect(field).not.toHaveProperty('codeLength');
    }
    expect(p.email).toEqual({ type: 'string', pattern: FORMAT_PATTERNS.email, maxLength: 254 });
    expect(p.mobile).toEqual({ type: 'string', pattern: '^[0-9]{5,15}$' });
    expect(p.code).toEqual({ type: 'string', pattern: '^[0-9]{6}$' });
    expect(p.code4).toEqual({ type: 'string', pattern: '^[0-9]{4}$' });
    expect(p.password).toEqual({ type: 'string', minLength: 8, maxLength: 32, pattern: FORMAT_PATTERNS.password });
    expect(p.digits).toEqual({ type: 'string', pattern: '^[0-9]+$' });
    expect(p.points).toEqual({ type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 });
    expect(p.plain).toEqual({ type: 'string', maxLength: 10 });
  });

  it("keeps a field's own keywords over the format defaults (the 6-32 password variant)", () => {
    expect(p.pin).toEqual({ type: 'string', minLength: 6, maxLength: 32, pattern: FORMAT_PATTERNS.password });
  });

  it('does not touch its input', () => {
    expect(form.schema.properties.email.format).toBe('email');
    expect(form.schema.properties.code4.codeLength).toBe(4);
  });

  it('password pattern: at least 2 kinds of letters, numbers or symbols', () => {
    expect(['abcdefg1', '1234567!', 'abcdefg!', 'Ab1!Ab1!'].filter((v) => matches('password', v))).toHaveLength(4);
    expect(['abcdefgh', '12345678', '!!!!!!!!', 'ABCDEFGH'].filter((v) => matches('password', v))).toEqual([]);
  });

  it('email pattern', () => {
    expect(matches('email', 'a@b.co')).toBe(true);
    expect(matches('email', 'a@b')).toBe(false);
    expect(matches('email', 'a b@c.d')).toBe(false);
  });

  it('amount: positive, at most 2 decimals', () => {
    for (const ok of ['1', '0.5', '10.25', '100.1']) expect(matches('amount', ok), ok).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.234', '01', '1.', '.5', 'abc', '']) expect(matches('amount', bad), bad).toBe(false);
  });

  it('mobile, digits, code', () => {
    expect(matches('mobile', '12345')).toBe(true);
    expect(matches('mobile', '1234')).toBe(false);
    expect(matches('mobile', '+8210')).toBe(false);
    expect(matches('digits', '0042')).toBe(true);
    expect(matches('digits', '4a')).toBe(false);
    expect(matches('code', '123456')).toBe(true);
    expect(matches('code', '12345')).toBe(false);
    expect(matches('code4', '1234')).toBe(true);
  });

  it('url: http(s) only', () => {
    expect(matches('url', 'https://example.com/a?b=1')).toBe(true);
    expect(matches('url', 'http://localhost:8080')).toBe(true);
    expect(matches('url', 'javascript:alert(1)')).toBe(false);
    expect(matches('url', 'ftp://example.com')).toBe(false);
  });
});

describe('fieldFormat', () => {
  it('reads the original format of a field', () => {
    expect(fieldFormat(form, 'code4')).toBe('code');
    expect(fieldFormat(form, 'plain')).toBeUndefined();
    expect(fieldFormat(form, 'missing')).toBeUndefined();
    expect(fieldFormat(form, 'toString')).toBeUndefined();
  });
});
