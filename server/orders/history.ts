import { replayFills, type Fill, type ReplayedFill } from '@core/market/replayFills';
import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';

/** A filled order as the replay reads it, with what a screen names it by. */
export interface FilledOrder extends Fill {
  order_no: string;
  code: string;
  /** 'block': block-trade shares that joined the holding when their lock-up ended (id 'block-<holding id>'). */
  delegate_type: 'market' | 'limit' | 'block';
  fill_time: Date;
}

/**
 * Every fill of the member's lines `codes`, oldest first, replayed per line (core/market/replayFills.ts):
 * what a sale's shares cost and carried in buy fees, and each line's open lot. Fills are few per
 * member and line, so a page of rows reads them whole rather than keep a second copy of the story.
 */
export async function replayLines(
  q: Queryable,
  memberId: string,
  codes: readonly string[],
): Promise<Map<string, ReturnType<typeof replayFills<FilledOrder>>>> {
  const byCode = new Map<string, FilledOrder[]>();
  if (codes.length === 0) return new Map();
  const { rows } = await q.query<{
    id: string;
    order_no: string;
    code: string;
    side: 'buy' | 'sell';
    delegate_type: 'market' | 'limit' | 'block';
    quantity: string;
    fill_price: string;
    value: string;
    fee: string;
    cost_basis: string;
    profit: string | null;
    fill_time: Date;
  }>(
    `SELECT id::text AS id, order_no, code, side, delegate_type, quantity::text AS quantity, fill_price::text AS fill_price,
            value::text AS value, fee::text AS fee, cost_basis::text AS cost_basis, profit::text AS profit, fill_time
       FROM etf_orders WHERE member_id = $1 AND code = ANY($2) AND status = 'transacted'
     UNION ALL
     -- Block-trade shares join the holding when their lock-up ends: a buy at the block price (in the
     -- line's currency at the offer's rate), no fee, costing what the close posted (docs/blocks.md).
     SELECT 'block-' || h.id, 'BLOCK-' || h.id, h.code, 'buy', 'block', h.quantity::text, round(h.price / o.fx_rate, 8)::text,
            h.cost::text, '0', h.cost::text, NULL, h.released_at
       FROM block_holdings h JOIN block_offers o ON o.id = h.offer_id
      WHERE h.member_id = $1 AND h.code = ANY($2) AND h.released_at IS NOT NULL
      ORDER BY fill_time, id`,
    [memberId, [...new Set(codes)]],
  );
  for (const r of rows) {
    const list = byCode.get(r.code) ?? [];
    list.push({ ...r, price: r.fill_price, costBasis: r.cost_basis });
    byCode.set(r.code, list);
  }
  return new Map([...byCode].map(([code, fills]) => [code, replayFills(fills)]));
}

/** What the replay says of one sale: the average buy price of its shares and the buy fees they carried. */
export function carriedBy(
  replays: Map<string, ReturnType<typeof replayFills<FilledOrder>>>,
  code: string,
  orderId: string,
): ReplayedFill<FilledOrder> | undefined {
  return replays.get(code)?.fills.find((f) => f.fill.id === orderId);
}

/** A price for the API: 8 decimals at most, no trailing zeros. */
export function priceText(value: Decimal): string {
  return value.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
}
