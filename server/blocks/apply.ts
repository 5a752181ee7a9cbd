import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { memberAccount } from '../ledger/accounts';
import { endHold, placeHold } from '../ledger/holds';
import { Decimal } from '../ledger/money';
import { utcText } from '../orders/terms';
import { offerById, offerStatus, type OfferRow } from './offers';
import { applicationOf, decideApplication, hasPending, insertApplication, nextApplicationId } from './applications';

/** What an application asks: shares of one offer, and the lock-up acknowledged. */
export interface ApplyInput {
  id: number;
  quantity: number;
  agree: boolean;
}

/** The offer or "not found" (offers are public to members: every one sees the list). */
export async function offerOrFail(q: Queryable, id: number | string, lock = false): Promise<OfferRow> {
  const offer = await offerById(q, id, lock);
  if (!offer) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  return offer;
}

/**
 * The checks of an application against an offer as read: the window open, the acknowledgement, whole
 * lots within the per-application bounds (whose maximum is at most the block). Run before the payment
 * password and again on the locked row. Returns the USDT to freeze: quantity x block price.
 */
export function checkApplication(offer: OfferRow, input: ApplyInput, now: Date): Decimal {
  const status = offerStatus(offer, now);
  if (status === 'upcoming') throw new AppError(Codes.RULE, 'server.block.notOpen', { start: utcText(offer.start_at) });
  if (status !== 'open') throw new AppError(Codes.RULE, 'server.block.closed');
  if (input.agree !== true) throw new AppError(Codes.RULE, 'server.block.termsRequired');
  if (input.quantity % offer.lot !== 0) throw new AppError(Codes.RULE, 'server.block.wholeLots', { lot: offer.lot });
  if (input.quantity < offer.min_quantity) throw new AppError(Codes.RULE, 'server.block.belowMin', { min: offer.min_quantity });
  if (input.quantity > offer.max_quantity) throw new AppError(Codes.RULE, 'server.block.aboveMax', { max: offer.max_quantity });
  return new Decimal(offer.price).times(input.quantity);
}

/**
 * Writes an application in the caller's transaction (the member's row is locked already, by the
 * idempotent write): the offer's row (the window and the one-per-member rule checked where the close
 * will read them), then the member's ETF account through the hold. Refused whole when the available
 * balance is short; nothing is frozen then.
 */
export async function writeApplication(
  q: Queryable,
  memberId: string,
  input: ApplyInput,
  currency: string,
  now: Date,
): Promise<{ id: string; amount: Decimal }> {
  const offer = await offerOrFail(q, input.id, true);
  const amount = checkApplication(offer, input, now);
  if (await hasPending(q, offer.id, memberId)) throw new AppError(Codes.CONFLICT, 'server.block.alreadyApplied');
  const id = await nextApplicationId(q);
  const account = await memberAccount(q, memberId, 'etf', currency, now);
  const holdId = await placeHold(q, account, amount, { type: 'block_application', id }, now);
  await insertApplication(q, { id, offerId: offer.id, memberId, quantity: input.quantity, amount: amount.toFixed(), holdId, at: now });
  return { id, amount };
}

/**
 * Revokes a pending application before its offer's window closes: the offer's row first (the close
 * takes it too, so a revoke and the close never both decide one application), then the application,
 * then the hold, released whole.
 */
export async function revokeApplication(q: Queryable, memberId: string, id: number, now: Date): Promise<void> {
  const mine = await applicationOf(q, id, memberId);
  if (!mine) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  const offer = await offerOrFail(q, mine.offer_id, true);
  const application = (await applicationOf(q, id, memberId, true))!;
  if (application.status !== 'pending') throw new AppError(Codes.CONFLICT, 'server.block.notPending');
  if (offerStatus(offer, now) !== 'open') throw new AppError(Codes.RULE, 'server.block.revokeClosed');
  await endHold(q, application.hold_id, 'released', now);
  await decideApplication(q, application.id, { status: 'expired', allocated: 0, paid: '0', entryId: null, at: now });
}
