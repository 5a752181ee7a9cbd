import { mirroredValue } from '@core/follow/mirroredValue';
import { profitSplit, type Split } from '@core/follow/profitSplit';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { memberAccount, platformAccount, platformAccountFor } from '../ledger/accounts';
import { endHold } from '../ledger/holds';
import { lockAccounts, postEntry } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { claimActive, type EndReason } from './subscriptions';
import { queueTeamReward } from '../team/sources';
import { writeNotice } from '../notices/notices';

export const SETTLE_ENTRY = 'follow_settle';

export interface Settlement {
  id: string;
  reason: EndReason;
  navEnd: Decimal;
  value: Decimal;
  profit: Decimal;
  settledAmount: Decimal;
  split: Split | null;
  settledAt: Date;
}

/**
 * Settles one active subscription at `navEnd` in the caller's transaction, or does nothing (returns
 * null) when it is no longer active: whoever claims it first settles it, once. One journal entry:
 *   member follow   -amount            (the principal held there leaves)
 *   member asset    +(amount + member share), or +value on a loss
 *   provider asset  +trader share
 *   fees            +company share (the rounding included)
 *   team_pool       +team share
 *   copy_book       -profit (on a loss +the loss: the platform is the counterparty of the mirror)
 */
export async function settleSubscription(
  q: Queryable,
  services: Services,
  id: string,
  reason: EndReason,
  navEnd: Decimal,
  now: Date,
  memberId?: string,
): Promise<Settlement | null> {
  const sub = await claimActive(q, id, reason, now, memberId);
  if (!sub) return null;
  const currency = services.config.money.currency;
  const amount = new Decimal(sub.amount);
  const value = mirroredValue(amount, sub.nav_start, navEnd);
  const profit = value.minus(amount);
  const split = profitSplit(profit);
  const settledAmount = split ? amount.plus(split.member) : value;
  const follow = await memberAccount(q, sub.member_id, 'follow', currency, now);
  const asset = await memberAccount(q, sub.member_id, 'asset', currency, now);
  const trader = await memberAccount(q, sub.provider_member_id, 'asset', currency, now);
  const fees = await platformAccountFor(q, 'fees', currency, sub.member_id, now);
  const team = await platformAccount(q, 'team_pool', currency, now);
  const book = await platformAccount(q, 'copy_book', currency, now);
  // The hold ends before postEntry locks: take the entry's accounts first, in postEntry's order.
  await lockAccounts(q, [follow, asset, trader, fees, team, book]);
  if (sub.hold_id) await endHold(q, sub.hold_id, 'posted', now);
  const entry = await postEntry(q, {
    type: SETTLE_ENTRY,
    memo: `${sub.provider_name} ${reason} ${amount.toFixed(2)} -> ${value.toFixed(2)}`,
    refType: 'follow_subscription',
    refId: sub.id,
    at: now,
    lines: [
      { account: follow, amount: amount.neg() },
      { account: asset, amount: settledAmount },
      { account: trader, amount: split?.trader ?? new Decimal(0) },
      { account: fees, amount: split?.company ?? new Decimal(0) },
      { account: team, amount: split?.team ?? new Decimal(0) },
      { account: book, amount: profit.neg() },
    ],
  });
  await q.query(
    `UPDATE follow_subscriptions SET nav_end = $2, value = $3, profit = $4, settled_amount = $5, split_member = $6, split_trader = $7,
       split_company = $8, split_team = $9, settle_entry_id = $10 WHERE id = $1`,
    [
      sub.id,
      navEnd.toFixed(),
      value.toFixed(),
      profit.toFixed(),
      settledAmount.toFixed(),
      split?.member.toFixed() ?? null,
      split?.trader.toFixed() ?? null,
      split?.company.toFixed() ?? null,
      split?.team.toFixed() ?? null,
      entry,
    ],
  );
  // The team part went to the team pool: the member's uplines are paid from it (docs/team.md).
  if (split && split.team.gt(0)) await queueTeamReward(q, sub.member_id, entry, now);
  // The stop-loss ends a copy without the member asking: they hear of it (an early stop is their own act).
  if (reason === 'stop_loss')
    await writeNotice(
      q,
      sub.member_id,
      'copyStopLoss',
      { provider: sub.provider_name, amount: amount.toFixed(), settled: settledAmount.toFixed(), currency },
      now,
    );
  return { id: sub.id, reason, navEnd, value, profit, settledAmount, split, settledAt: now };
}
