import { separatorsFor } from './separatorsFor';

/** Applies the locale's separators to a plain fixed-point string such as "-1234.50". */
export function localizeFixed(fixed: string, locale: string | undefined): string {
  const { group, decimal } = separatorsFor(locale);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [int = '0', frac] = unsigned.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = frac === undefined ? grouped : `${grouped}${decimal}${frac}`;
  // "-0.00" after rounding a tiny negative reads as a loss that is not there.
  const isZero = /^[0.]*$/.test(unsigned);
  return negative && !isZero ? `-${body}` : body;
}
