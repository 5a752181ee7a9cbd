import { allocateBlock } from '@core/market/blockAllocation';
import type { Queryable } from '../db/types';
import type { JobHandler } from '../jobs/jobs';
import { enqueueJob } from '../jobs/jobs';
import { memberAccount, platformAccountFor } from '../ledger/accounts';
import { endHold } from '../ledger/holds';
import { lockMember } from '../ledger/member-lock';
import { Decimal, moneyText } from '../ledger/money';
import { lockAccounts, postEntry } from '../ledger/post';
import { writeNotice } from '../notices/notices';
import { utcText } from '../orders/terms';
import { decideApplication, pendingOf, type ApplicationRow } from './applications';
import { insertHolding } from './holdings';
import { offerById, type OfferRow } from './offers';

/** The close of an offer: one durable job per offer, queued at creation for its end_at. */
export const ALLOCATE_JOB = 'block.allocate';
/** The end of its lock-up: one durable job per offer, queued by the close for its unlock_at. */
export const UNLOCK_JOB = 'block.unlock';

export function enqueueClose(q: Queryable, offerId: string, endAt: Date, now: Date): Promise<void> {
  return enqueueJob(q, { kind: ALLOCATE_JOB, subject: offerId, period: 'close' }, endAt, now);
}

/**
 * Allocates an offer at its close, in the job's one transaction: every applicant's row (in id order,
 * the one lock order), the offer's row (applications and revokes take it too, so none lands beside
 * the close), the pending applications, then every account the close posts to in one lockAccounts.
 * Each application gets allocateBlock's shares (core/market/blockAllocation.ts): their cost is posted
 * from the frozen USDT to custody, the rest released; its shares wait in block_holdings. An offer
 * already allocated is left as it is, so a second run (another instance, a retry) changes nothing.
 */
export function allocateJob(currency: string): JobHandler {
  return async (q, job, now) => {
    const preview = await pendingOf(q, job.subject, false);
    for (const member of [...new Set(preview.map((a) => a.member_id))].sort((a, b) => Number(a) - Number(b))) await lockMember(q, member);
    const offer = await offerById(q, job.subject, true);
    if (!offer || offer.allocated_at) return;
    const applications = await pendingOf(q, offer.id, true);
    const shares = allocateBlock(
      offer.quantity,
      offer.lot,
      applications.map((a) => ({ id: a.id, requested: a.quantity })),
    );
    const accounts = new Map<string, { member: string; custody: string }>();
    for (const a of applications)
      if (!accounts.has(a.member_id))
        accounts.set(a.member_id, {
          member: await memberAccount(q, a.member_id, 'etf', currency, now),
          custody: await platformAccountFor(q, 'custody', currency, a.member_id, now),
        });
    const locked = await lockAccounts(
      q,
      [...accounts.values()].flatMap((a) => [a.member, a.custody]),
    );
    for (const a of applications) await settle(q, offer, a, shares.get(a.id) ?? 0, accounts.get(a.member_id)!, locked, now);
    await q.query('UPDATE block_offers SET allocated_at = $2 WHERE id = $1', [offer.id, now]);
    await enqueueJob(q, { kind: UNLOCK_JOB, subject: offer.id, period: 'unlock' }, offer.unlock_at, now);
  };
}

/** One application's part of the close: its hold ended, what was allocated paid and put in the lock-up, a notice. */
async function settle(
  q: Queryable,
  offer: OfferRow,
  a: ApplicationRow,
  allocated: number,
  accounts: { member: string; custody: string },
  locked: Awaited<ReturnType<typeof lockAccounts>>,
  now: Date,
): Promise<void> {
  const held = new Decimal(a.amount);
  const cost = new Decimal(offer.price).times(allocated);
  await endHold(q, a.hold_id, allocated > 0 ? 'posted' : 'released', now);
  // lockAccounts' view of the account follows the hold's end, as postEntry reads it.
  const member = locked.get(accounts.member)!;
  member.frozen = new Decimal(member.frozen).minus(held).toFixed();
  const released = held.minus(cost);
  if (allocated === 0) {
    await decideApplication(q, a.id, { status: 'rejected', allocated: 0, paid: '0', entryId: null, at: now });
    await writeNotice(q, a.member_id, 'blockRejected', { code: offer.code, quantity: a.quantity, released: moneyText(released) }, now);
    return;
  }
  const entryId = await postEntry(
    q,
    {
      type: 'block_buy',
      memo: offer.code,
      refType: 'block_application',
      refId: a.id,
      lines: [
        { account: accounts.member, amount: cost.neg() },
        { account: accounts.custody, amount: cost },
      ],
      at: now,
    },
    locked,
  );
  await decideApplication(q, a.id, { status: 'pass', allocated, paid: cost.toFixed(), entryId, at: now });
  await insertHolding(q, {
    applicationId: a.id,
    offerId: offer.id,
    memberId: a.member_id,
    code: offer.code,
    quantity: allocated,
    price: offer.price,
    cost: cost.toFixed(),
    at: now,
    unlockAt: offer.unlock_at,
  });
  await writeNotice(
    q,
    a.member_id,
    'blockAllocated',
    {
      code: offer.code,
      quantity: a.quantity,
      allocated,
      price: moneyText(offer.price),
      released: moneyText(released),
      unlock: utcText(offer.unlock_at),
    },
    now,
  );
}
