import { describe, expect, it } from 'vitest';
import { jsonPointer } from '@core/json/jsonPointer';

describe('jsonPointer', () => {
  it('appends escaped segments', () => {
    expect(jsonPointer('/a', 0, 'b/c', 'd~e')).toBe('/a/0/b~1c/d~0e');
  });
});
