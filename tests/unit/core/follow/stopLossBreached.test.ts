import { describe, expect, it } from 'vitest';
import { stopLossBreached } from '@core/follow/stopLossBreached';

describe('stopLossBreached', () => {
  it('triggers at value <= amount x (1 - stop_loss), not above', () => {
    expect(stopLossBreached('1000', '800', '0.2')).toBe(true);
    expect(stopLossBreached('1000', '800.01', '0.2')).toBe(false);
    expect(stopLossBreached('1000', '799.99', '0.2')).toBe(true);
  });
});
