import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import defs from '@schemas/api/defs.json';
import { expandFormats, type ProjectFormat } from '@core/format/expandFormats';
import { assertPasswordStrength } from '@server/security/passwords';
import { AMOUNT_CASES } from '@tests/fixtures/amountCases';
import { EMAIL_CASES, MOBILE_CASES, PASSWORD_CASES, SIX_DIGIT_CASES, type RuleCase } from '@tests/fixtures/inputRuleCases';

// One input rule, three places: the form's format (expandFormats, precompiled into the form's
// validator), the catalogue's def (the server validates every request against it) and, for
// passwords, the server's strength check. Each row of the shared tables must get one verdict.
const ajv = new Ajv({ strict: false });

function formAccepts(format: ProjectFormat, extra: object = {}): (input: string) => boolean {
  const validate = ajv.compile(expandFormats({ type: 'object', properties: { field: { type: 'string', format, ...extra } } }));
  return (input) => validate({ field: input });
}

function defAccepts(def: object): (input: string) => boolean {
  const validate = ajv.compile(def);
  return (input) => validate(input);
}

function serverStrengthAccepts(input: string): boolean {
  try {
    assertPasswordStrength(input);
    return true;
  } catch {
    return false;
  }
}

function verdicts(cases: readonly RuleCase[], accepts: (input: string) => boolean): Record<string, boolean> {
  return Object.fromEntries(cases.map((c) => [c.input, accepts(c.input)]));
}

function expected(cases: readonly RuleCase[]): Record<string, boolean> {
  return Object.fromEntries(cases.map((c) => [c.input, c.valid]));
}

describe('input rules: forms, catalogue and server agree', () => {
  it('email', () => {
    expect(verdicts(EMAIL_CASES, formAccepts('email'))).toEqual(expected(EMAIL_CASES));
    expect(verdicts(EMAIL_CASES, defAccepts(defs.$defs.Email))).toEqual(expected(EMAIL_CASES));
  });

  it('mobile', () => {
    expect(verdicts(MOBILE_CASES, formAccepts('mobile'))).toEqual(expected(MOBILE_CASES));
    expect(verdicts(MOBILE_CASES, defAccepts(defs.$defs.Mobile))).toEqual(expected(MOBILE_CASES));
  });

  it('verification codes and the payment password', () => {
    expect(verdicts(SIX_DIGIT_CASES, formAccepts('code'))).toEqual(expected(SIX_DIGIT_CASES));
    expect(verdicts(SIX_DIGIT_CASES, formAccepts('code', { codeLength: 6 }))).toEqual(expected(SIX_DIGIT_CASES));
    expect(verdicts(SIX_DIGIT_CASES, defAccepts(defs.$defs.Code6))).toEqual(expected(SIX_DIGIT_CASES));
    expect(verdicts(SIX_DIGIT_CASES, defAccepts(defs.$defs.PayPassword))).toEqual(expected(SIX_DIGIT_CASES));
  });

  it('password: the form refuses exactly what the catalogue (lengths) and the server (kinds) refuse', () => {
    expect(verdicts(PASSWORD_CASES, formAccepts('password'))).toEqual(expected(PASSWORD_CASES));
    const catalogue = defAccepts(defs.$defs.Password);
    expect(verdicts(PASSWORD_CASES, (input) => catalogue(input) && serverStrengthAccepts(input))).toEqual(expected(PASSWORD_CASES));
    // The server's own check holds the lengths as well (it also runs where no schema did, e.g. staff).
    expect(verdicts(PASSWORD_CASES, serverStrengthAccepts)).toEqual(expected(PASSWORD_CASES));
  });

  it('amount: the form format and the catalogue def (the server test runs the same table over HTTP)', () => {
    const table = AMOUNT_CASES.map(({ input, problem }) => ({ input, valid: problem === undefined }));
    expect(verdicts(table, formAccepts('amount'))).toEqual(expected(table));
    expect(verdicts(table, defAccepts(defs.$defs.Amount2))).toEqual(expected(table));
  });

  it('has valid and invalid rows for every rule', () => {
    for (const cases of [EMAIL_CASES, MOBILE_CASES, SIX_DIGIT_CASES, PASSWORD_CASES]) {
      expect(new Set(cases.map((c) => c.valid))).toEqual(new Set([true, false]));
    }
  });
});
