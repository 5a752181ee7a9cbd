import { localizeDecimal } from '@core/i18n/localizeDecimal';

/**
 * An axis tick or tooltip figure, which ECharts holds as a float (it draws in floats), written as
 * the member's locale writes numbers (core/i18n/localizeDecimal.ts), not ECharts' own 1,234.5.
 * Ticks are short decimals; a value whose String() has an exponent is left as it is.
 */
export function chartNumber(locale: string | undefined): (value: unknown) => string {
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value === undefined || value === null ? '' : String(value);
    const text = String(value);
    return /e/i.test(text) ? text : localizeDecimal(text, locale);
  };
}
