import { parseFixed, toFixedString } from '@core/values/fixedPoint';
import { localizeFixed } from './localizeFixed';

/**
 * A money amount from a decimal string. Extra digits are cut, not rounded, so a balance is never
 * shown larger than what the ledger holds. Exact on BigInt (fixedPoint.ts), without decimal.js,
 * which the first screen's download does not carry.
 */
export function formatMoney(value: unknown, locale?: string, decimals: number = 2): string {
  const d = parseFixed(value);
  if (d === undefined) return '';
  return localizeFixed(toFixedString(d, decimals, 'down'), locale);
}
