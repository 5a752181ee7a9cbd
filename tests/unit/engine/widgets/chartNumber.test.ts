import { describe, expect, it } from 'vitest';
import { chartNumber } from '@engine/widgets/chartNumber';

// The charts' axis ticks and tooltip values, which ECharts holds as floats, in the member's locale.
describe('chartNumber', () => {
  it('writes a tick as the locale writes numbers', () => {
    expect(chartNumber('de')(1234.5)).toBe('1.234,5');
    expect(chartNumber('en')(1234.5)).toBe('1,234.5');
    expect(chartNumber('tk')(1.0425)).toBe('1,0425');
    expect(chartNumber('idn')(1234567)).toBe('12,34,567');
  });

  it('leaves what is not a finite number as it is', () => {
    expect(chartNumber('de')(1e21)).toBe('1e+21');
    expect(chartNumber('de')(Number.NaN)).toBe('NaN');
    expect(chartNumber('de')('-')).toBe('-');
    expect(chartNumber('de')(undefined)).toBe('');
  });
});
