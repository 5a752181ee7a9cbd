import Decimal from 'decimal.js';

/** Profitable closed orders over closed orders (a closed order is a transacted sell; its profit is after fees and cost). */
export function winRatio(profits: readonly Decimal.Value[]): { closed: number; wins: number; ratio: Decimal } {
  const wins = profits.filter((p) => new Decimal(p).gt(0)).length;
  const closed = profits.length;
  return { closed, wins, ratio: closed === 0 ? new Decimal(0) : new Decimal(wins).div(closed) };
}
