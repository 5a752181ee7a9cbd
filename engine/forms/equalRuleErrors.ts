import type { FormRule } from '../runtime/dsl';

/**
 * The fields that break an `equal` rule (confirmation must match the password). An empty field
 * is left to its own `required` check, so it does not get two messages.
 */
export function equalRuleErrors(
  values: Record<string, unknown> | undefined,
  rules: readonly FormRule[] | undefined,
): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const rule of rules ?? []) {
    if (rule.type !== 'equal') continue;
    const value = values?.[rule.field];
    if (value === undefined || value === null || value === '') continue;
    if (value !== values?.[rule.other]) out.push({ field: rule.field, message: rule.message });
  }
  return out;
}
