import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { Decimal } from '../ledger/money';
import { endPending } from './execute';
import { sellableShares } from './place';

/** Shares the holding's pending take-profit / stop-loss pair has reserved (one reservation for the pair). */
export async function positionTpslShares(q: Queryable, memberId: string, code: string): Promise<Decimal> {
  const { rows } = await q.query<{ n: string }>(
    `SELECT COALESCE(sum(quantity), 0)::text AS n FROM etf_orders
      WHERE member_id = $1 AND code = $2 AND status = 'pending' AND trigger_type IN ('take_profit', 'stop_loss') AND shares_reserved`,
    [memberId, code],
  );
  return new Decimal(rows[0]!.n);
}

/** Revokes the holding's pending take-profit and stop-loss (a new pair, or the position closed), releasing their shares. */
export async function endPositionTpsl(q: Queryable, memberId: string, code: string, now: Date): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM etf_orders
      WHERE member_id = $1 AND code = $2 AND status = 'pending' AND trigger_type IN ('take_profit', 'stop_loss') ORDER BY id FOR UPDATE`,
    [memberId, code],
  );
  for (const { id } of rows) await endPending(q, id, 'revoked', now, { memberId });
}

/**
 * What closing the holding (or a new take-profit / stop-loss pair) may sell: the shares no other sell
 * reserves, with those its current pair reserves (the pair is cancelled first). None: refused.
 */
export async function closableShares(q: Queryable, memberId: string, code: string): Promise<Decimal> {
  const shares = (await sellableShares(q, memberId, code)).plus(await positionTpslShares(q, memberId, code));
  if (shares.lte(0)) throw new AppError(Codes.RULE, 'server.trade.noHolding', { code });
  return shares;
}

/** Makes a take-profit and a stop-loss one pair: each names the other (one cancels the other). */
export async function pairTpsl(q: Queryable, takeProfitId: string, stopLossId: string): Promise<void> {
  await q.query('UPDATE etf_orders SET oco_id = CASE id WHEN $1 THEN $2::bigint ELSE $1::bigint END WHERE id IN ($1, $2)', [
    takeProfitId,
    stopLossId,
  ]);
}
