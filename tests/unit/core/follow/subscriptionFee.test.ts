import { describe, expect, it } from 'vitest';
import { subscriptionFee } from '@core/follow/subscriptionFee';

describe('subscriptionFee', () => {
  it('is 5% of the amount, rounded half up to the cent', () => {
    expect(subscriptionFee('1000', '0.05').toFixed()).toBe('50');
    expect(subscriptionFee('100.10', '0.05').toFixed()).toBe('5.01'); // 5.005 -> 5.01
    expect(subscriptionFee('100.09', '0.05').toFixed()).toBe('5'); // 5.0045 -> 5.00
  });
});
