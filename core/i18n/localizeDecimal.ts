import { languageTag } from './languageTag';

/**
 * How a locale writes a decimal, read from Intl, for amounts that must stay exact: the integer part
 * is grouped by Intl from a BigInt (so Hindi's 12,34,567 and Spanish's 1234 come out as Intl writes
 * them) and the fraction keeps its own digits; a money string never goes through a float.
 * Turkmen keeps the spec's rule (section 9: dot thousands, comma decimal), not CLDR's spaces.
 */
interface DecimalStyle {
  group(int: string): string;
  decimal: string;
  /** The locale's digits for 0-9 (latn for every product locale today; kept general for Intl). */
  digits: readonly string[];
  /** Text around a percentage: "1.25%" in en, "1,25 %" in de and fr. */
  percent: { prefix: string; suffix: string };
}

const TURKMEN: Omit<DecimalStyle, 'percent'> = {
  group: (int) => int.replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  decimal: ',',
  digits: '0123456789'.split(''),
};

const styles = new Map<string, DecimalStyle>();

function styleOf(locale: string | undefined): DecimalStyle {
  const code = locale || 'en';
  let style = styles.get(code);
  if (!style) {
    style = buildStyle(code);
    styles.set(code, style);
  }
  return style;
}

function buildStyle(code: string): DecimalStyle {
  const tag = languageTag(code);
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const parts = new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).formatToParts(1.5);
  const percentParts = new Intl.NumberFormat(tag, { style: 'percent' }).formatToParts(0.5);
  const numberAt = percentParts.findIndex((p) => p.type === 'integer');
  const percent = {
    prefix: percentParts
      .slice(0, numberAt)
      .map((p) => (p.type === 'minusSign' ? '' : p.value))
      .join(''),
    suffix: percentParts
      .slice(numberAt + 1)
      .map((p) => p.value)
      .join(''),
  };
  if (code === 'tk') return { ...TURKMEN, percent: { prefix: '', suffix: '%' } };
  const digits =
    integer.format(1234567890n).replace(/\D/gu, '') === '1234567890'
      ? TURKMEN.digits
      : Array.from({ length: 10 }, (_, n) => integer.format(n));
  return {
    group: (int) => integer.format(BigInt(int)),
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    digits,
    percent,
  };
}

/**
 * A plain fixed-point string ("-1234.50") in the locale's way of writing numbers. "-0.00" after
 * rounding a tiny negative loses its sign: it would read as a loss that is not there.
 */
export function localizeDecimal(fixed: string, locale: string | undefined): string {
  const style = styleOf(locale);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [int = '0', frac] = unsigned.split('.');
  const fraction = frac === undefined ? '' : style.decimal + frac.replace(/\d/g, (d) => style.digits[Number(d)] ?? d);
  const body = style.group(int === '' ? '0' : int) + fraction;
  const isZero = /^[0.]*$/.test(unsigned);
  return negative && !isZero ? `-${body}` : body;
}

/** A percentage's number (already multiplied by 100 and localized) with the locale's percent sign. */
export function withPercent(localized: string, locale: string | undefined): string {
  const { prefix, suffix } = styleOf(locale).percent;
  return `${prefix}${localized}${suffix}`;
}
