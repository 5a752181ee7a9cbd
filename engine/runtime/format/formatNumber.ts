import Decimal from 'decimal.js';
import { localizeFixed } from './localizeFixed';
import { toDecimal } from './toDecimal';

/** A number with thousands separators and a fixed number of decimals (2 unless told), rounded half up. */
export function formatNumber(value: unknown, locale?: string, decimals: number = 2): string {
  const d = toDecimal(value);
  if (d === undefined) return '';
  return localizeFixed(d.toFixed(decimals, Decimal.ROUND_HALF_UP), locale);
}
