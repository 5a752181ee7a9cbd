import { parseFixed, toFixedString } from '@core/values/fixedPoint';
import { localizeFixed } from './localizeFixed';

/**
 * A number with thousands separators and a fixed number of decimals (2 unless told), rounded half
 * up. Exact on BigInt (fixedPoint.ts), without decimal.js, which the first download does not carry.
 */
export function formatNumber(value: unknown, locale?: string, decimals: number = 2): string {
  const d = parseFixed(value);
  if (d === undefined) return '';
  return localizeFixed(toFixedString(d, decimals, 'halfUp'), locale);
}
