import type { Queryable } from '../db/types';

export const MEMBER_ACCOUNTS = ['asset', 'etf', 'top10', 'follow', 'social', 'subscription'] as const;
export type MemberAccount = (typeof MEMBER_ACCOUNTS)[number];

/**
 * Member accounts whose whole balance belongs to running contracts (the Top 10 fund: principal and
 * accrued income leave only at settlement). trans/platform refuses them as source and target, and
 * member/asset shows their balance as frozen, never as available.
 */
export const CONTRACT_ACCOUNTS: ReadonlySet<MemberAccount> = new Set<MemberAccount>(['top10']);

/**
 * The accounts trans/platform moves money between, in MEMBER_ACCOUNTS order. The follow account is
 * one: what an active subscription holds is frozen by its ledger hold (the ledger refuses to spend
 * it), what is not held moves like any other balance.
 */
export const TRANSFER_ACCOUNTS: readonly MemberAccount[] = MEMBER_ACCOUNTS.filter((kind) => !CONTRACT_ACCOUNTS.has(kind));

/**
 * The platform's side of every flow: custody holds what members sent in and is paid out from;
 * fees collects fee revenue (withdrawal, trading, subscription fees); exchange is the counterparty
 * of currency exchanges; capital is the owners' equity that funds the top10_reserve, out of which
 * Top 10 income is paid; copy_book is the counterparty of mirrored copy-trading results; team_pool
 * holds the team-reward share of copy profits, paid out to the subscribers' uplines by server/team (docs/team.md).
 */
export type PlatformAccount = 'custody' | 'fees' | 'exchange' | 'capital' | 'top10_reserve' | 'copy_book' | 'team_pool';

/**
 * How many sub-accounts custody and fees are spread over (migration 027): a member's flows post to
 * the one their id picks, so two members' orders wait on the same platform row only when their
 * ids agree modulo this, and each member always posts to the same one.
 */
export const PLATFORM_SHARDS = 16;

/** The busy platform accounts spread over sub-accounts; the others are one account each. */
export const SHARDED: ReadonlySet<PlatformAccount> = new Set<PlatformAccount>(['custody', 'fees']);

/** The sub-account of a member's flows into a sharded platform account. */
export function platformShard(memberId: string): number {
  return Number(BigInt(memberId) % BigInt(PLATFORM_SHARDS));
}

/** A member's account in one currency, created on first use (concurrent first uses agree on one row); its id is remembered once committed. */
export function memberAccount(q: Queryable, memberId: string, kind: MemberAccount, currency: string, now: Date): Promise<string> {
  return accountId(
    q,
    `m:${memberId}:${kind}:${currency}`,
    {
      sql: 'SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND currency = $3',
      params: [memberId, kind, currency],
    },
    {
      sql: `INSERT INTO ledger_accounts (member_id, kind, currency, created_at) VALUES ($1, $2, $3, $4)
            ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING`,
      params: [memberId, kind, currency, now],
    },
  );
}

/** What the member's asset account in one currency can spend (balance less holds); undefined before its first use. */
export async function availableAsset(q: Queryable, memberId: string, currency: string): Promise<string | undefined> {
  const { rows } = await q.query<{ available: string }>(
    `SELECT (balance - frozen)::text AS available FROM ledger_accounts WHERE member_id = $1 AND kind = 'asset' AND currency = $2`,
    [memberId, currency],
  );
  return rows[0]?.available;
}

/**
 * A platform account in one currency (shard 0 unless the caller names the member's sub-account of
 * a SHARDED one: platformAccountFor).
 */
export function platformAccount(q: Queryable, kind: PlatformAccount, currency: string, now: Date, shard = 0): Promise<string> {
  return accountId(
    q,
    `p:${kind}:${currency}:${shard}`,
    {
      sql: 'SELECT id::text AS id FROM ledger_accounts WHERE member_id IS NULL AND kind = $1 AND currency = $2 AND shard = $3',
      params: [kind, currency, shard],
    },
    {
      sql: `INSERT INTO ledger_accounts (member_id, kind, currency, shard, created_at) VALUES (NULL, $1, $2, $3, $4)
            ON CONFLICT (kind, currency, shard) WHERE member_id IS NULL DO NOTHING`,
      params: [kind, currency, shard, now],
    },
  );
}

/**
 * An account's id: remembered, else found, else made. A concurrent first use may make the row
 * first; both then read the one row (no lock is taken on it here, so the lock order is untouched).
 */
async function accountId(
  q: Queryable,
  key: string,
  find: { sql: string; params: unknown[] },
  make: { sql: string; params: unknown[] },
): Promise<string> {
  const known = q.known?.get(key);
  if (known) return known;
  let id = (await q.query<{ id: string }>(find.sql, find.params)).rows[0]?.id;
  if (!id) {
    await q.query(make.sql, make.params);
    id = (await q.query<{ id: string }>(find.sql, find.params)).rows[0]!.id;
  }
  q.known?.set(key, id);
  return id;
}

/** The platform account of a member's flow: their sub-account of custody or fees, the one account of any other kind. */
export function platformAccountFor(q: Queryable, kind: PlatformAccount, currency: string, memberId: string, now: Date): Promise<string> {
  return platformAccount(q, kind, currency, now, SHARDED.has(kind) ? platformShard(memberId) : 0);
}
