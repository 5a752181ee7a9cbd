import type { FormSpec } from '../runtime/dsl';
import type { Translate } from '../runtime/scope';
import { amountProblem, type AmountProblem } from '@core/format/amountRule';
import { errorField, type FieldError } from './errorField';
import { DEFAULT_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, fieldFormat } from '@core/format/expandFormats';

/**
 * The message of spec section 5 for one failed check, in the current locale. The precompiled
 * schema has formats expanded into patterns and lengths, so the field's declared format (read
 * from the form config) decides the message, not the keyword that happened to fail:
 * a too-short e-mail still reads "Please enter the correct email".
 * Order: the form's own `messages` override, then required, then the format, then the keyword.
 */
export function validationMessage(error: FieldError, form: Pick<FormSpec, 'schema' | 'messages'>, t: Translate): string {
  const field = errorField(error);
  const keyword = error.name ?? '';
  const override = form.messages?.[field]?.[keyword];
  // A bound's limit (and, from data, both ends of the range) may be named by the message.
  if (override) return t(override, error.params);

  const spec = Object.prototype.hasOwnProperty.call(form.schema.properties, field) ? form.schema.properties[field] : undefined;
  // A consent box (boolean that must be true) reads the same whether untouched or unticked.
  if (spec?.type === 'boolean' && spec.const === true && (keyword === 'required' || keyword === 'const'))
    return t('engine.validation.agree');
  if (keyword === 'required') return t('engine.validation.required');

  switch (fieldFormat(form, field)) {
    case 'email':
      return t('engine.validation.email');
    case 'password':
      return t('engine.validation.password', { min: spec?.minLength ?? PASSWORD_MIN_LENGTH, max: spec?.maxLength ?? PASSWORD_MAX_LENGTH });
    case 'code':
      return t('engine.validation.code', { length: spec?.codeLength ?? DEFAULT_CODE_LENGTH });
    case 'mobile':
      return t('engine.validation.mobile');
    case 'amount': {
      const numeric = spec?.type === 'number' || spec?.type === 'integer';
      const problem = amountProblem(keyword, error.params) ?? (numeric ? numericAmountProblem(keyword) : undefined);
      return t(problem ? AMOUNT_MESSAGES[problem] : 'engine.validation.amount');
    }
    case 'digits':
      return t('engine.validation.digits');
    case 'url':
      return t('engine.validation.url');
    default:
      break;
  }
  if (keyword === 'minLength') return t('engine.validation.minLength', { limit: error.params?.limit });
  if (keyword === 'maxLength') return t('engine.validation.maxLength', { limit: error.params?.limit });
  return t('engine.validation.invalid');
}

const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  number: 'engine.validation.amountNumber',
  positive: 'engine.validation.amountPositive',
  decimals: 'engine.validation.amountDecimals',
};

/** A numeric amount field is bounded by value (expandFormats), so its keywords name the problem. */
function numericAmountProblem(keyword: string): AmountProblem {
  if (keyword === 'exclusiveMinimum' || keyword === 'minimum') return 'positive';
  if (keyword === 'multipleOf') return 'decimals';
  return 'number';
}
