import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import { AMOUNT_CHECKS } from '@core/format/amountRule';
import { validationMessage } from '@engine/forms/validationMessage';
import type { FormSpec } from '@engine/runtime/dsl';
import defs from '@schemas/api/defs.json';
import en from '@locales/en/engine.json';
import { AMOUNT_CASES, AMOUNT_MESSAGES_EN } from '@tests/fixtures/amountCases';
import { precompileForm } from '@tests/unit/engine/helpers/precompileForm';
import { DSL_VERSION } from '@core/dsl/version';

// A form with the amount format, expanded and precompiled as `npm run gen` does it.
const form: FormSpec = {
  dslVersion: DSL_VERSION,
  id: 'pay',
  schema: { type: 'object', required: ['amount'], properties: { amount: { type: 'string', format: 'amount' } } },
  uiSchema: {},
};
const compiled = precompileForm(form.schema);
const validator = createPrecompiledValidator(compiled.validators, compiled.schema as RJSFSchema);

function english(key: string): string {
  const path = key.replace(/^engine\./, '').split('.');
  let node: unknown = en.engine ?? en;
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return String(node);
}

/** The message the form shows under the amount field, in English, or undefined when accepted. */
function formMessage(input: string): string | undefined {
  const { errors } = validator.validateFormData({ amount: input }, compiled.schema as RJSFSchema);
  const first = errors.find((e) => (e.property ?? '').replace(/^\./, '') === 'amount');
  return first ? english(validationMessage(first, form, (key) => key)) : undefined;
}

describe('the one amount rule (defs.json Amount2) in forms', () => {
  it('is the catalogue definition itself, not a copy', () => {
    expect(compiled.schema).toMatchObject({ properties: { amount: { type: 'string', allOf: defs.$defs.Amount2.allOf } } });
    expect(AMOUNT_CHECKS.number.pattern).toBe(defs.$defs.Amount2.allOf[0]?.pattern);
  });

  for (const { input, problem } of AMOUNT_CASES) {
    it(`"${input}": ${problem ? AMOUNT_MESSAGES_EN[problem] : 'accepted'}`, () => {
      expect(formMessage(input)).toBe(problem ? AMOUNT_MESSAGES_EN[problem] : undefined);
    });
  }
});
