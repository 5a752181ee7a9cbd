import { expect, it } from 'vitest';
import { memberAccount } from '@server/ledger/accounts';
import { describeEachDatabase } from '../support/harness';
import { payingMember } from '../support/money';

/**
 * Account ids are remembered per database (server/db/known-ids.ts), but only once the transaction
 * that found or made them has committed: an id made by a transaction that rolled back names no row.
 */
describeEachDatabase('remembered account ids', (get) => {
  it('remembers an id after its commit, never one from a rolled-back transaction', async () => {
    const s = get();
    const db = s.running.services.db;
    const { memberId } = await payingMember(s, 'known', '10');
    const now = s.clock.now();
    let madeThenRolledBack = '';
    await expect(
      db.tx(async (q) => {
        madeThenRolledBack = await memberAccount(q, memberId, 'social', 'USDT', now);
        expect(q.known?.get(`m:${memberId}:social:USDT`)).toBe(madeThenRolledBack);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(db.known?.get(`m:${memberId}:social:USDT`)).toBeUndefined();
    const made = await db.tx((q) => memberAccount(q, memberId, 'social', 'USDT', now));
    expect(made).not.toBe(madeThenRolledBack);
    const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE id = $1', [made]);
    expect(rows).toHaveLength(1);
    expect(db.known?.get(`m:${memberId}:social:USDT`)).toBe(made);
    // Found again without a statement: a wrapper that counts them sees none.
    let statements = 0;
    const counting = { query: (sql: string, params?: unknown[]) => (statements++, db.query(sql, params)), known: db.known };
    expect(await memberAccount(counting as typeof db, memberId, 'social', 'USDT', now)).toBe(made);
    expect(statements).toBe(0);
  });
});
