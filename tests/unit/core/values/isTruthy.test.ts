import { describe, expect, it } from 'vitest';
import { isTruthy } from '@core/values/isTruthy';

describe('isTruthy', () => {
  it('is JavaScript truthiness, with empty arrays false', () => {
    for (const v of [1, 'x', {}, [0], true]) expect(isTruthy(v)).toBe(true);
    for (const v of [0, '', null, undefined, false, Number.NaN, []]) expect(isTruthy(v)).toBe(false);
  });
});
