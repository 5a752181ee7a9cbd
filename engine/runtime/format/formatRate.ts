import { parseFixed, shiftFixed, toFixedString } from '@core/values/fixedPoint';
import { withPercent } from '@core/i18n/localizeDecimal';
import { localizeFixed } from './localizeFixed';

/**
 * A ratio shown as a percentage of its absolute value ("-0.0125" -> "1.25%", spec section 9; the
 * percent sign where the locale puts it, "1,25 %" in German): the sign is carried by the
 * rise/fall colour next to it, not by the text. Exact on BigInt
 * (fixedPoint.ts), without decimal.js, which the first download does not carry.
 */
export function formatRate(value: unknown, locale?: string, decimals: number = 2): string {
  const d = parseFixed(value);
  if (d === undefined) return '';
  return withPercent(localizeFixed(toFixedString(shiftFixed({ ...d, negative: false }, 2), decimals, 'halfUp'), locale), locale);
}
