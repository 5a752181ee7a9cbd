import Decimal from 'decimal.js';

export interface Split {
  member: Decimal;
  trader: Decimal;
  team: Decimal;
  company: Decimal;
}

/** The published shares of a net profit (spec section 9): 50% the member, 15% trader, 15% company, 20% team. */
export const SPLIT_RATES = { member: '0.5', trader: '0.15', company: '0.15', team: '0.2' } as const;

/**
 * Splits a net profit P > 0 to the cent: member, trader and team are rounded down and the company
 * takes the rest, so the parts always sum to P exactly. A loss or zero has no split (null).
 */
export function profitSplit(profit: Decimal.Value): Split | null {
  const p = new Decimal(profit);
  if (p.lte(0)) return null;
  const part = (rate: string) => p.times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const member = part(SPLIT_RATES.member);
  const trader = part(SPLIT_RATES.trader);
  const team = part(SPLIT_RATES.team);
  return { member, trader, team, company: p.minus(member).minus(trader).minus(team) };
}
