// The one amount rule (finding: the engine refused 0 while the catalogue accepted it). It is
// written once, as Amount2 in schemas/api/defs.json: three checks in order, a number, more than
// zero, at most 2 decimals. The forms' amount format puts the same checks into a form's schema
// (expandFormats), the server validates requests against the catalogue that inlines them, and both
// name the failed check the same way, so "-5", "0" and "12abc" each say what is wrong.
// Pure: the engine imports it in the browser, the generator and the server in node.
import defs from '@schemas/api/defs.json';

export type AmountProblem = 'number' | 'positive' | 'decimals';

interface AmountChecks {
  number: { pattern: string };
  positive: { not: { pattern: string } };
  decimals: { pattern: string };
}

const [numberCheck, positiveCheck, decimalsCheck] = defs.$defs.Amount2.allOf;

/** The three checks of Amount2, by what each one means. */
export const AMOUNT_CHECKS: AmountChecks = {
  number: { pattern: String(numberCheck?.pattern) },
  positive: { not: { pattern: String(positiveCheck?.not?.pattern) } },
  decimals: { pattern: String(decimalsCheck?.pattern) },
};

/** The JSON Schema keywords of the rule for a string field (the same objects as the catalogue). */
export function amountKeywords(): { allOf: object[] } {
  return { allOf: structuredClone(defs.$defs.Amount2.allOf) };
}

/**
 * Which check of the rule a validation error (ajv keyword + params) stands for, or undefined when
 * the error is not one of them. A `not` under an amount field can only be "more than zero".
 */
export function amountProblem(keyword: string | undefined, params: Record<string, unknown> | undefined): AmountProblem | undefined {
  if (keyword === 'not') return 'positive';
  if (keyword === 'type') return 'number';
  if (keyword !== 'pattern') return undefined;
  if (params?.pattern === AMOUNT_CHECKS.number.pattern) return 'number';
  if (params?.pattern === AMOUNT_CHECKS.decimals.pattern) return 'decimals';
  return undefined;
}
