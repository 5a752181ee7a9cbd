import { teamRewards } from '@core/team/teamRewards';
import type { Queryable } from '../db/types';
import { memberAccount, platformAccount } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { sourceOf } from './sources';
import { levelRules, refreshStars, teamShares, uplinesOf } from './stars';

export const REWARD_ENTRY = 'team_reward';

/**
 * Pays the team rewards of one source entry, in the caller's transaction (the job's claim). The
 * source is recorded first with ON CONFLICT DO NOTHING: a second run for the same entry (a retried
 * job, another instance) finds it recorded and pays nothing, so a source has one reward set ever.
 * Each upline gets one posting from the account the source's money went into (fee revenue or the
 * team pool) to its asset account; the amounts come from teamRewards, bounded by the source.
 */
export async function payTeamRewards(
  q: Queryable,
  entryId: string,
  now: Date,
): Promise<{ tier: 1 | 2; memberId: string; amount: Decimal }[]> {
  const source = await sourceOf(q, entryId);
  if (!source) return [];
  const { rows: recorded } = await q.query(
    `INSERT INTO team_sources (entry_id, member_id, kind, amount, volume, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (entry_id) DO NOTHING RETURNING entry_id`,
    [entryId, source.memberId, source.kind, source.amount, source.volume, source.at],
  );
  if (recorded.length === 0) return [];
  const uplines = await uplinesOf(q, source.memberId);
  if (uplines.length === 0 || new Decimal(source.amount).lte(0)) return [];
  const shares = await teamShares(q);
  const rules = await levelRules(q);
  const group = source.account === 'fees' ? 'fee' : 'pool';
  const claims = [];
  for (const u of uplines) {
    const standing = await refreshStars(q, u.memberId, now);
    const share = shares.find((s) => s.source === group && s.tier === u.tier)?.share ?? '0';
    const dividend = rules.find((r) => r.stars === standing.stars)?.dividend_rate ?? '0';
    claims.push({ ...u, stars: standing.stars, rate: new Decimal(share).plus(dividend) });
  }
  const amounts = teamRewards(source.amount, claims);
  const from = await platformAccount(q, source.account, source.currency, now);
  const paid: { tier: 1 | 2; memberId: string; amount: Decimal }[] = [];
  for (const c of claims) {
    const amount = amounts.find((a) => a.tier === c.tier)!.amount;
    if (amount.lte(0)) continue;
    const to = await memberAccount(q, c.memberId, 'asset', source.currency, now);
    const entry = await postEntry(q, {
      type: REWARD_ENTRY,
      memo: `L${c.tier} ${source.kind} #${entryId}: ${amount.toFixed(2)} of ${new Decimal(source.amount).toFixed(2)}`,
      refType: 'team_source',
      refId: entryId,
      at: now,
      lines: [
        { account: from, amount: amount.neg() },
        { account: to, amount },
      ],
    });
    await q.query(
      `INSERT INTO team_rewards (source_entry_id, tier, beneficiary_id, source_member_id, stars, rate, amount, entry_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [entryId, c.tier, c.memberId, source.memberId, c.stars, c.rate.toFixed(), amount.toFixed(), entry, now],
    );
    paid.push({ tier: c.tier, memberId: c.memberId, amount });
  }
  return paid;
}
