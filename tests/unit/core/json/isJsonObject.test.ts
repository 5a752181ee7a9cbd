import { describe, expect, it } from 'vitest';
import { isJsonObject } from '@core/json/isJsonObject';

describe('isJsonObject', () => {
  it('is a plain object only', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });
});
