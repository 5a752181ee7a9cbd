// A holding's story from its fills: the average buy price (quote currency) a sale's shares carried, the
// buy fees inside their cost, and the open lot with every fill that built it. Pure, so the holding
// detail, the Closed tab and the statements read one rule, the one the server posts with: a sale
// takes its part of the cost basis by costPortion (core/market/fees.ts), which leaves the average
// price of the shares still held unchanged.
import Decimal from 'decimal.js';
import { costPortion } from './fees';

export interface Fill {
  id: string;
  side: 'buy' | 'sell';
  quantity: Decimal.Value;
  /** The fill price in the line's quote currency. */
  price: Decimal.Value;
  /** What the fill was worth in USDT (before its fee). */
  value: Decimal.Value;
  fee: Decimal.Value;
  /** As posted: a buy's cost (value + fee), a sale's part of the holding's basis. */
  costBasis: Decimal.Value;
  /** A sale's realized result as posted; null for a buy. */
  profit: Decimal.Value | null;
}

export interface ReplayedFill<F extends Fill = Fill> {
  fill: F;
  /** The lot this fill belongs to: a lot opens with a buy on a flat holding and ends when it is flat again. */
  lot: number;
  /** Average buy price (quote currency) of the shares held after a buy, or of the shares a sale sold. */
  avgBuyPrice: Decimal;
  /** USDT buy fees inside the cost: a buy's own fee, or the part a sale's shares carried. */
  buyFee: Decimal;
}

export interface OpenLot<F extends Fill = Fill> {
  lot: number;
  quantity: Decimal;
  avgBuyPrice: Decimal;
  costBasis: Decimal;
  /** Buy fees still inside costBasis. */
  buyFeesHeld: Decimal;
  /** Every fee the lot's fills paid: buys and sales. */
  feesPaid: Decimal;
  /** The sum of the lot's sales' posted results. */
  realised: Decimal;
  fills: ReplayedFill<F>[];
}

/** Replays one member's fills of one line, oldest first. */
export function replayFills<F extends Fill>(fills: readonly F[]): { fills: ReplayedFill<F>[]; open: OpenLot<F> | null } {
  const out: ReplayedFill<F>[] = [];
  let lot = 0;
  let qty = new Decimal(0);
  let avg = new Decimal(0);
  let basis = new Decimal(0);
  let feesHeld = new Decimal(0);
  let feesPaid = new Decimal(0);
  let realised = new Decimal(0);
  let lotFills: ReplayedFill<F>[] = [];
  for (const fill of fills) {
    const q = new Decimal(fill.quantity);
    if (fill.side === 'buy') {
      if (qty.isZero()) {
        lot += 1;
        avg = new Decimal(0);
        basis = new Decimal(0);
        feesHeld = new Decimal(0);
        feesPaid = new Decimal(0);
        realised = new Decimal(0);
        lotFills = [];
      }
      avg = avg.times(qty).plus(q.times(fill.price)).div(qty.plus(q));
      qty = qty.plus(q);
      basis = basis.plus(fill.costBasis);
      feesHeld = feesHeld.plus(fill.fee);
      feesPaid = feesPaid.plus(fill.fee);
      const replayed = { fill, lot, avgBuyPrice: avg, buyFee: new Decimal(fill.fee) };
      out.push(replayed);
      lotFills.push(replayed);
      continue;
    }
    // A sale of shares the replay never saw bought (history cut short) carries no known price.
    const buyFee = qty.isZero() ? new Decimal(0) : costPortion(feesHeld, qty, q);
    const replayed = { fill, lot, avgBuyPrice: avg, buyFee };
    out.push(replayed);
    lotFills.push(replayed);
    feesHeld = feesHeld.minus(buyFee);
    feesPaid = feesPaid.plus(fill.fee);
    realised = realised.plus(fill.profit ?? 0);
    basis = basis.minus(fill.costBasis);
    qty = Decimal.max(qty.minus(q), 0);
  }
  const open = qty.gt(0)
    ? { lot, quantity: qty, avgBuyPrice: avg, costBasis: basis, buyFeesHeld: feesHeld, feesPaid, realised, fills: lotFills }
    : null;
  return { fills: out, open };
}
