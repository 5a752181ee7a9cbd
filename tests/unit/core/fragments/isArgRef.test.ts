import { describe, expect, it } from 'vitest';
import { isArgRef } from '@core/fragments/isArgRef';

describe('isArgRef', () => {
  it('is exactly an object with a string $arg', () => {
    expect(isArgRef({ $arg: 'x' })).toBe(true);
    expect(isArgRef({ $arg: 'x', y: 1 })).toBe(false);
    expect(isArgRef({ $arg: 1 })).toBe(false);
    expect(isArgRef(['x'])).toBe(false);
  });
});
