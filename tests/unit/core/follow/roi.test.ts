import { describe, expect, it } from 'vitest';
import { roi } from '@core/follow/roi';

describe('roi', () => {
  it('is NAV end over NAV start minus 1', () => {
    expect(roi('1', '1.25').toFixed()).toBe('0.25');
    expect(roi('0.8', '0.6').toFixed()).toBe('-0.25');
    expect(roi('1', '0.885714285714').times(100).toDecimalPlaces(1).toFixed()).toBe('-11.4');
  });

  it('is 0 without a start to measure from', () => {
    expect(roi('0', '1').toFixed()).toBe('0');
  });
});
