import { subscriptionFee, subscriptionTotal } from '@core/follow/fee';
import { formatMoney } from './formatMoney';
import { toDecimal } from './toDecimal';

/**
 * The subscription fee of [amount, rate], or the amount with it ('total'), as money: the same
 * function follow/buy charges with, so the preview before confirming is what is charged. Empty
 * until both parts are numbers (the member has not typed an amount yet), never a made-up zero.
 */
export function formatFee(value: unknown, part: 'fee' | 'total', locale?: string, decimals: number = 2): string {
  if (!Array.isArray(value) || value.length !== 2) return '';
  const amount = toDecimal(value[0]);
  const rate = toDecimal(value[1]);
  if (!amount || !rate || amount.isNegative()) return '';
  return formatMoney((part === 'fee' ? subscriptionFee(amount, rate) : subscriptionTotal(amount, rate)).toString(), locale, decimals);
}
