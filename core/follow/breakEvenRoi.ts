import Decimal from 'decimal.js';
import { SPLIT_RATES } from './profitSplit';

/**
 * The provider ROI at which a copier gets back exactly what they paid: the member keeps
 * SPLIT_RATES.member of a profit, so amount × roi × member = amount × feeRate, roi = feeRate / member
 * (5% fee, 50% share: +10%). Cent rounding of the fee and the share can move it by a cent's worth.
 */
export function breakEvenRoi(feeRate: Decimal.Value): Decimal {
  return new Decimal(feeRate).div(SPLIT_RATES.member);
}
