import type { Queryable } from '../db/types';
import type { JobHandler } from '../jobs/jobs';
import { lockMember } from '../ledger/member-lock';
import { Decimal } from '../ledger/money';
import { writeNotice } from '../notices/notices';
import type { Services } from '../services';
import { lockedOf, markReleased } from './holdings';
import { offerById, type OfferRow } from './offers';
import { bidInUsdt } from './view';

/**
 * The value per share in USDT a released holding is recorded at: the bid at the current rate when
 * both are fresh, otherwise the block price (the lock-up ends on time whatever the market source is
 * doing; docs/blocks.md).
 */
function releasePrice(services: Services, offer: OfferRow, now: Date): string {
  const bid = bidInUsdt(services, offer.code, now);
  return bid ? bid.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed() : offer.price;
}

/**
 * Ends an offer's lock-up in the job's one transaction: the holders' rows (id order), then each
 * locked holding, whose shares and cost join the member's ordinary holding of the line (the money
 * moved at the close: custody already holds their value). A holding released already is skipped, so
 * a second run changes nothing.
 */
export function unlockJob(services: Services): JobHandler {
  return async (q: Queryable, job, now) => {
    const offer = await offerById(q, job.subject);
    if (!offer) return;
    const preview = await q.query<{ member_id: string }>(
      'SELECT DISTINCT member_id::text AS member_id FROM block_holdings WHERE offer_id = $1 AND released_at IS NULL',
      [offer.id],
    );
    for (const member of preview.rows.map((r) => r.member_id).sort((a, b) => Number(a) - Number(b))) await lockMember(q, member);
    const price = releasePrice(services, offer, now);
    for (const h of await lockedOf(q, offer.id)) {
      await q.query(
        `INSERT INTO etf_positions (member_id, code, quantity, cost_basis, opened_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (member_id, code) DO UPDATE SET quantity = etf_positions.quantity + $3, cost_basis = etf_positions.cost_basis + $4,
           opened_at = CASE WHEN etf_positions.quantity = 0 THEN $5 ELSE etf_positions.opened_at END, updated_at = $5`,
        [h.member_id, h.code, h.quantity, h.cost, now],
      );
      await markReleased(q, h.id, price, now);
      await writeNotice(q, h.member_id, 'blockUnlocked', { code: h.code, quantity: h.quantity }, now);
    }
  };
}
