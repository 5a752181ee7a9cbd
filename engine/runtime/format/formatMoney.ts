import Decimal from 'decimal.js';
import { localizeFixed } from './localizeFixed';
import { toDecimal } from './toDecimal';

/**
 * A money amount from a decimal string. Extra digits are cut, not rounded, so a balance is never
 * shown larger than what the ledger holds.
 */
export function formatMoney(value: unknown, locale?: string, decimals: number = 2): string {
  const d = toDecimal(value);
  if (d === undefined) return '';
  return localizeFixed(d.toFixed(decimals, Decimal.ROUND_DOWN), locale);
}
