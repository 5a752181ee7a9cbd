import { describe, expect, it } from 'vitest';
import { isFragmentUse } from '@core/fragments/isFragmentUse';

describe('isFragmentUse', () => {
  it('is an object with a string $use', () => {
    expect(isFragmentUse({ $use: 'a', args: {} })).toBe(true);
    expect(isFragmentUse({ $use: 1 })).toBe(false);
    expect(isFragmentUse(null)).toBe(false);
  });
});
