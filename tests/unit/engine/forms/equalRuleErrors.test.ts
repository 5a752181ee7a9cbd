import { describe, expect, it } from 'vitest';
import { equalRuleErrors } from '@engine/forms/equalRuleErrors';

const rules = [{ type: 'equal' as const, field: 'confirm', other: 'password', message: 'validation.mismatch' }];

describe('equalRuleErrors', () => {
  it('flags a confirmation that differs', () => {
    expect(equalRuleErrors({ password: 'abcdefgh1', confirm: 'abcdefgh2' }, rules)).toEqual([
      { field: 'confirm', message: 'validation.mismatch' },
    ]);
  });
  it('accepts equal values and leaves empty ones to required', () => {
    expect(equalRuleErrors({ password: 'x', confirm: 'x' }, rules)).toEqual([]);
    expect(equalRuleErrors({ password: 'x', confirm: '' }, rules)).toEqual([]);
    expect(equalRuleErrors(undefined, rules)).toEqual([]);
    expect(equalRuleErrors({ a: 1 }, undefined)).toEqual([]);
  });
});
