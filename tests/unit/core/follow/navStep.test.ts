import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { navStep } from '@core/follow/navStep';

describe('navStep', () => {
  it('opens at NAV 1 with units equal to the first deposit', () => {
    expect(navStep(null, 500, 500)).toEqual({ units: new Decimal(500), nav: new Decimal(1) });
  });

  it('buys units at the previous NAV and values them at equity / units', () => {
    const s = navStep({ units: new Decimal(500), nav: new Decimal('0.8') }, 1400, 1000);
    expect(s.units.toFixed()).toBe('1750');
    expect(s.nav.toFixed()).toBe('0.8');
  });

  it('sells units on a withdrawal', () => {
    const s = navStep({ units: new Decimal(100), nav: new Decimal(2) }, 100, -100);
    expect(s.units.toFixed()).toBe('50');
    expect(s.nav.toFixed()).toBe('2');
  });
});
