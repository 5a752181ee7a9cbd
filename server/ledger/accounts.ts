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

/** A member's account in one currency, created on first use (concurrent first uses agree on one row). */
export async function memberAccount(q: Queryable, memberId: string, kind: MemberAccount, currency: string, now: Date): Promise<string> {
  await q.query(
    `INSERT INTO ledger_accounts (member_id, kind, currency, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING`,
    [memberId, kind, currency, now],
  );
  const { rows } = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND currency = $3',
    [memberId, kind, currency],
  );
  return rows[0]!.id;
}

export async function platformAccount(q: Queryable, kind: PlatformAccount, currency: string, now: Date): Promise<string> {
  await q.query(
    `INSERT INTO ledger_accounts (member_id, kind, currency, created_at) VALUES (NULL, $1, $2, $3)
     ON CONFLICT (kind, currency) WHERE member_id IS NULL DO NOTHING`,
    [kind, currency, now],
  );
  const { rows } = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM ledger_accounts WHERE member_id IS NULL AND kind = $1 AND currency = $2',
    [kind, currency],
  );
  return rows[0]!.id;
}
