import type { Queryable } from '../db/types';
import { inviterKey } from '../ledger/member-lock';
import { enqueueJob } from '../jobs/jobs';

/** A source's team rewards (subject: the source journal entry; period: 'source': one reward set per entry, ever). */
export const TEAM_REWARD_JOB = 'team.reward';

export type SourceKind = 'trade_fee' | 'subscription_fee' | 'copy_pool';

export interface TeamSource {
  entryId: string;
  kind: SourceKind;
  memberId: string;
  /** What the entry brought into the platform account rewards are paid from. */
  amount: string;
  /** The fee-generating activity it counts for in the team's volume (notional traded or subscribed). */
  volume: string;
  /** The platform account rewards are paid from: fee revenue, or the team pool. */
  account: 'fees' | 'team_pool';
  currency: string;
  at: Date;
}

/**
 * Queues the team rewards of a journal entry that earned the platform a fee or filled the team pool
 * on a member's behalf, in the caller's transaction (the job exists only if the entry commits). A
 * member without an inviter has no team above: nothing is queued.
 */
export async function queueTeamReward(q: Queryable, memberId: string, entryId: string, now: Date): Promise<void> {
  let inviter = q.known?.get(inviterKey(memberId));
  if (inviter === undefined) {
    const { rows } = await q.query<{ inviter_id: string | null }>('SELECT inviter_id::text AS inviter_id FROM members WHERE id = $1', [
      memberId,
    ]);
    inviter = rows[0]?.inviter_id ?? '';
    q.known?.set(inviterKey(memberId), inviter);
  }
  if (!inviter) return;
  await enqueueJob(q, { kind: TEAM_REWARD_JOB, subject: entryId, period: 'source' }, now, now);
}

/**
 * Reads a source back from the ledger itself: the entry's posting into `fees` (trades, copy
 * subscriptions) or `team_pool` (copy settlements), and the member and volume from the order or
 * subscription the entry refers to. Anything else is not a source (null).
 */
export async function sourceOf(q: Queryable, entryId: string): Promise<TeamSource | null> {
  const { rows } = await q.query<{ type: string; ref_type: string | null; ref_id: string | null; created_at: Date }>(
    'SELECT type, ref_type, ref_id, created_at FROM journal_entries WHERE id = $1',
    [entryId],
  );
  const e = rows[0];
  if (!e?.ref_id) return null;
  const shape = SHAPES[e.type];
  if (!shape || e.ref_type !== shape.refType) return null;
  const { rows: refs } = await q.query<{ member_id: string; volume: string }>(shape.ref, [e.ref_id]);
  const ref = refs[0];
  if (!ref) return null;
  const { rows: lines } = await q.query<{ amount: string; currency: string }>(
    `SELECT p.amount::text AS amount, p.currency FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE p.entry_id = $1 AND a.member_id IS NULL AND a.kind = $2`,
    [entryId, shape.account],
  );
  const line = lines[0];
  if (!line) return null;
  return {
    entryId,
    kind: shape.kind,
    memberId: ref.member_id,
    amount: line.amount,
    volume: shape.kind === 'copy_pool' ? '0' : ref.volume,
    account: shape.account,
    currency: line.currency,
    at: e.created_at,
  };
}

const ORDER = 'SELECT member_id::text AS member_id, COALESCE(value, 0)::text AS volume FROM etf_orders WHERE id = $1';
const SUBSCRIPTION = 'SELECT member_id::text AS member_id, amount::text AS volume FROM follow_subscriptions WHERE id = $1';

/** The entry types that are sources: which reference names the member, and which platform account received the money. */
const SHAPES: Record<string, { kind: SourceKind; refType: string; ref: string; account: 'fees' | 'team_pool' }> = {
  etf_buy: { kind: 'trade_fee', refType: 'etf_order', ref: ORDER, account: 'fees' },
  etf_sell: { kind: 'trade_fee', refType: 'etf_order', ref: ORDER, account: 'fees' },
  follow_buy: { kind: 'subscription_fee', refType: 'follow_subscription', ref: SUBSCRIPTION, account: 'fees' },
  follow_settle: { kind: 'copy_pool', refType: 'follow_subscription', ref: SUBSCRIPTION, account: 'team_pool' },
};
