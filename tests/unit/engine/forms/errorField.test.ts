import { describe, expect, it } from 'vitest';
import { errorField } from '@engine/forms/errorField';

describe('errorField', () => {
  it('strips the leading dot and nested parts', () => {
    expect(errorField({ property: '.email' })).toBe('email');
    expect(errorField({ property: 'email' })).toBe('email');
    expect(errorField({ property: '.a.b' })).toBe('a');
    expect(errorField({})).toBe('');
  });
});
