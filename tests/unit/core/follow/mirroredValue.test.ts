import { describe, expect, it } from 'vitest';
import { mirroredValue } from '@core/follow/mirroredValue';

describe('mirroredValue', () => {
  it('is amount x NAV now / NAV at start, rounded down to the cent', () => {
    expect(mirroredValue('1000', '0.8', '0.885714285714').toFixed()).toBe('1107.14');
    expect(mirroredValue('1000', '1', '0.8').toFixed()).toBe('800');
    // 333.33 x 1.000001 = 333.33033...
    expect(mirroredValue('333.33', '1', '1.000001').toFixed()).toBe('333.33');
  });
});
