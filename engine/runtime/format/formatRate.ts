import Decimal from 'decimal.js';
import { localizeFixed } from './localizeFixed';
import { toDecimal } from './toDecimal';

/**
 * A ratio shown as a percentage of its absolute value ("-0.0125" -> "1.25%", spec section 9): the
 * sign is carried by the rise/fall colour next to it, not by the text.
 */
export function formatRate(value: unknown, locale?: string, decimals: number = 2): string {
  const d = toDecimal(value);
  if (d === undefined) return '';
  return `${localizeFixed(d.abs().times(100).toFixed(decimals, Decimal.ROUND_HALF_UP), locale)}%`;
}
