import { subscriptionFee } from '@core/follow/subscriptionFee';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { memberAccount, platformAccountFor } from '../ledger/accounts';
import { placeHold } from '../ledger/holds';
import { postEntry } from '../ledger/post';
import { Decimal, moneyText } from '../ledger/money';
import { enqueueJob } from '../jobs/jobs';
import { EXPIRE_JOB } from './jobs';
import { liveNav } from './nav';
import { providerById, type ProviderRow } from './providers';
import { providerRisk } from './risk';
import { queueTeamReward } from '../team/sources';

export const BUY_ENTRY = 'follow_buy';

export interface SubscribeInput {
  id: number;
  amount: string;
  days: number;
  stop_loss?: string;
}

/** Every check of a subscription that needs no write: the provider, oneself, amount, days, stop-loss. In this order. */
export async function checkSubscription(
  q: Queryable,
  services: Services,
  memberId: string,
  input: SubscribeInput,
): Promise<{ provider: ProviderRow; amount: Decimal; fee: Decimal; stopLoss: Decimal | null }> {
  const provider = await providerById(q, input.id);
  if (!provider || provider.status !== 'active') throw new AppError(Codes.NOT_FOUND, 'server.follow.providerUnknown');
  if (provider.member_id === memberId) throw new AppError(Codes.RULE, 'server.follow.self');
  const f = services.config.follow;
  // Only new subscriptions: the ones running keep their terms whatever the provider's risk becomes.
  const risk = await providerRisk(q, services, provider, services.clock.now());
  if (risk.score !== null && risk.score > f.maxRiskScore)
    throw new AppError(Codes.RULE, 'server.follow.riskAboveCap', { score: risk.score, max: f.maxRiskScore });
  const amount = new Decimal(input.amount);
  if (amount.decimalPlaces() > 2) throw new AppError(Codes.RULE, 'server.amountDecimals');
  if (amount.lt(f.minAmount) || amount.gt(f.maxAmount))
    throw new AppError(Codes.RULE, 'server.follow.amountRange', { min: moneyText(f.minAmount), max: moneyText(f.maxAmount) });
  if (input.days < f.minDays || input.days > f.maxDays)
    throw new AppError(Codes.RULE, 'server.follow.daysRange', { min: f.minDays, max: f.maxDays });
  const stopLoss = input.stop_loss === undefined ? null : checkStopLoss(services, input.stop_loss);
  return { provider, amount, fee: subscriptionFee(amount, provider.fee_rate), stopLoss };
}

/** A copy stop-loss within the published range, else refused with the range in percent. */
export function checkStopLoss(services: Services, raw: string): Decimal {
  const f = services.config.follow;
  const value = new Decimal(raw);
  if (value.lt(f.stopLossMin) || value.gt(f.stopLossMax))
    throw new AppError(Codes.RULE, 'server.follow.stopLossRange', {
      min: new Decimal(f.stopLossMin).times(100).toFixed(),
      max: new Decimal(f.stopLossMax).times(100).toFixed(),
    });
  return value;
}

/**
 * Writes a subscription in the caller's transaction. One entry moves amount + fee out of the asset
 * account: the amount to the member's follow account, the fee to fee revenue. A hold on the follow
 * account keeps the principal there while the subscription is active (a transfer out is refused
 * by the ledger like any spend of held money). The expiry is queued as a durable job.
 */
export async function writeSubscription(
  q: Queryable,
  services: Services,
  memberId: string,
  c: Awaited<ReturnType<typeof checkSubscription>>,
  days: number,
  now: Date,
): Promise<{ id: string; navStart: Decimal; expireAt: Date }> {
  const currency = services.config.money.currency;
  const asset = await memberAccount(q, memberId, 'asset', currency, now);
  const follow = await memberAccount(q, memberId, 'follow', currency, now);
  const fees = await platformAccountFor(q, 'fees', currency, memberId, now);
  const needed = c.amount.plus(c.fee);
  const { rows: held } = await q.query<{ available: string }>(
    'SELECT (balance - frozen)::text AS available FROM ledger_accounts WHERE id = $1',
    [asset],
  );
  const available = new Decimal(held[0]!.available);
  if (available.lt(needed))
    throw new AppError(Codes.RULE, 'server.follow.fundsShort', { available: moneyText(available), needed: moneyText(needed) });
  const live = await liveNav(q, services, c.provider, now);
  // A provider whose NAV is 0 has nothing left to mirror.
  if (live.nav.lte(0)) throw new AppError(Codes.NOT_FOUND, 'server.follow.providerUnknown');
  const { rows: ids } = await q.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('follow_subscriptions', 'id'))::text AS id`);
  const id = ids[0]!.id;
  const entry = await postEntry(q, {
    type: BUY_ENTRY,
    memo: `${c.provider.display_name} ${c.amount.toFixed(2)} + fee ${c.fee.toFixed(2)}`,
    refType: 'follow_subscription',
    refId: id,
    at: now,
    lines: [
      { account: asset, amount: needed.neg() },
      { account: follow, amount: c.amount },
      { account: fees, amount: c.fee },
    ],
  });
  const expireAt = new Date(now.getTime() + days * 86_400_000);
  const hold = await placeHold(q, follow, c.amount, { type: 'follow_subscription', id }, now);
  await q.query(
    `INSERT INTO follow_subscriptions (id, member_id, provider_id, amount, fee, days, start_at, expire_at, nav_start, stop_loss, status, hold_id,
       buy_entry_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active', $11, $12, $7)`,
    [
      id,
      memberId,
      c.provider.id,
      c.amount.toFixed(),
      c.fee.toFixed(),
      days,
      now,
      expireAt,
      live.nav.toFixed(),
      c.stopLoss?.toFixed() ?? null,
      hold,
      entry,
    ],
  );
  await enqueueJob(q, { kind: EXPIRE_JOB, subject: id, period: expireAt.toISOString() }, expireAt, now);
  // The subscription fee is fee revenue the member's team shares in (docs/team.md).
  await queueTeamReward(q, memberId, entry, now);
  return { id, navStart: live.nav, expireAt };
}
