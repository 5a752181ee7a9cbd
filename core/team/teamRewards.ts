import Decimal from 'decimal.js';

/** One upline's claim on a source: its tier (1: the source member's inviter, 2: the inviter's inviter) and rate. */
export interface RewardClaim {
  tier: 1 | 2;
  /** The published share of the source for this tier plus the upline's star dividend rate. */
  rate: Decimal.Value;
}

/**
 * What each upline receives out of one source amount (a fee the platform earned, or a settlement's
 * team-pool part): amount × rate, floored to the cent, in tier order, each capped at what is left
 * of the source. The rewards therefore never sum to more than the source, whatever the rates are
 * configured to; the remainder (rounding and the unshared part) stays in the source account.
 * A zero or negative source, or a zero or negative rate, pays nothing.
 */
export function teamRewards(source: Decimal.Value, claims: readonly RewardClaim[]): { tier: 1 | 2; amount: Decimal }[] {
  const total = Decimal.max(new Decimal(source), 0);
  let left = total.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return [...claims]
    .sort((a, b) => a.tier - b.tier)
    .map((c) => {
      const rate = new Decimal(c.rate);
      const wanted = rate.gt(0) ? total.times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN) : new Decimal(0);
      const amount = Decimal.min(wanted, left);
      left = left.minus(amount);
      return { tier: c.tier, amount };
    });
}
