import type { Queryable } from '../db/types';

/**
 * The first lock of every transaction that moves a member's money: the member's own row, before any
 * order, hold, position or ledger row. One member's writes then take turns (two devices, a limit
 * order's fill on a tick, its expiry) instead of taking the same rows in different orders, which
 * PostgreSQL answered with "deadlock detected" (issue 23; tests/server/money/member-burst.test.ts).
 * Ledger rows follow in lockAccounts' id order. NO KEY UPDATE: rows that reference the member
 * (orders, holds) can still be inserted beside it, and reads never wait.
 */
export async function lockMember(q: Queryable, memberId: string): Promise<void> {
  const { rows } = await q.query<{ inviter_id: string | null }>(
    'SELECT inviter_id::text AS inviter_id FROM members WHERE id = $1 FOR NO KEY UPDATE',
    [memberId],
  );
  // Who invited a member never changes: the team reward of this write reads it from here (team/sources.ts).
  if (rows[0]) q.known?.set(inviterKey(memberId), rows[0].inviter_id ?? '');
}

/** The key under which a member's inviter ('' for none) is remembered. */
export function inviterKey(memberId: string): string {
  return `inviter:${memberId}`;
}
