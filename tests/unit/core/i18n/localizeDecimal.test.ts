import { describe, expect, it } from 'vitest';
import { localizeDecimal, withPercent } from '@core/i18n/localizeDecimal';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

// Each product locale as Intl (CLDR) writes it, through the code's BCP 47 tag (languageTag.ts);
// Turkmen keeps spec section 9's dot thousands and comma decimal.
describe('localizeDecimal', () => {
  it.each([
    ['en', '1,234,567.56'],
    ['de', '1.234.567,56'],
    ['es', '1.234.567,56'],
    ['fr', `1${NNBSP}234${NNBSP}567,56`],
    ['id', '1.234.567,56'],
    // idn is Hindi: Latin digits (Intl's default for hi) in lakh grouping.
    ['idn', '12,34,567.56'],
    ['isr', '1.234.567,56'],
    ['jp', '1,234,567.56'],
    ['ko', '1,234,567.56'],
    ['rs', `1${NBSP}234${NBSP}567,56`],
    ['tk', '1.234.567,56'],
    ['zh', '1,234,567.56'],
    ['zh-Hant', '1,234,567.56'],
  ])('writes 1234567.56 in %s as %s', (locale, expected) => {
    expect(localizeDecimal('1234567.56', locale)).toBe(expected);
  });

  it('groups as Intl does, also where it differs from threes', () => {
    // Spanish and Italian leave a four-digit number ungrouped (CLDR minimum grouping digits 2).
    expect(localizeDecimal('1234.50', 'es')).toBe('1234,50');
    expect(localizeDecimal('12345.50', 'isr')).toBe('12.345,50');
    expect(localizeDecimal('1234.50', 'de')).toBe('1.234,50');
    expect(localizeDecimal('1234.50', 'tk')).toBe('1.234,50');
  });

  it('stays exact beyond a float', () => {
    // 2^53 + 1 and 18 decimals: a float would give ...992 and round the fraction.
    expect(localizeDecimal('9007199254740993.123456789012345678', 'de')).toBe('9.007.199.254.740.993,123456789012345678');
    expect(localizeDecimal('-9007199254740993.5', 'en')).toBe('-9,007,199,254,740,993.5');
  });

  it('drops the sign of a rounded zero and keeps an integer without a decimal sign', () => {
    expect(localizeDecimal('-0.00', 'de')).toBe('0,00');
    expect(localizeDecimal('-12', 'fr')).toBe('-12');
    expect(localizeDecimal('1000', 'ko')).toBe('1,000');
  });

  it('falls back to English without a locale', () => {
    expect(localizeDecimal('1234.5', undefined)).toBe('1,234.5');
  });

  it('puts the percent sign where the locale does', () => {
    expect(withPercent('1.25', 'en')).toBe('1.25%');
    expect(withPercent('1,25', 'de')).toBe(`1,25${NBSP}%`);
    // French: a no-break space before %, narrow or not depending on the ICU's CLDR version.
    expect(withPercent('1,25', 'fr')).toMatch(/^1,25[\u00a0\u202f]%$/);
    expect(withPercent('1.25', 'ko')).toBe('1.25%');
    expect(withPercent('1,25', 'tk')).toBe('1,25%');
  });
});
