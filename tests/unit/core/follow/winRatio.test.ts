import { describe, expect, it } from 'vitest';
import { winRatio } from '@core/follow/winRatio';

describe('winRatio', () => {
  it('counts profitable closed orders over closed orders (a zero profit is not a win)', () => {
    const r = winRatio(['12.50', '-3.00', '0', '0.01']);
    expect(r).toMatchObject({ closed: 4, wins: 2 });
    expect(r.ratio.toFixed()).toBe('0.5');
  });

  it('is 0 when nothing closed', () => {
    expect(winRatio([])).toMatchObject({ closed: 0, wins: 0 });
    expect(winRatio([]).ratio.toFixed()).toBe('0');
  });
});
