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
  await q.query('SELECT 1 FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
}
