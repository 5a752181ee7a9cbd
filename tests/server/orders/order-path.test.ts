import { expect, it } from 'vitest';
import { platformShard } from '@server/ledger/accounts';
import { checkLedger, platformBalances } from '@server/ledger/check';
import { Decimal } from '@server/ledger/money';
import { describeEachDatabase } from '../support/harness';
import { counted } from '../support/statements';
import { PAY_PASSWORD } from '../support/money';
import { testMarket, tick, trader, US_OPEN } from '../support/trading';

/**
 * Issue 23, a short order path: the statements one order sends to the database, counted at the
 * database interface the handlers use (a transaction's BEGIN and COMMIT count as two). Every
 * statement is a round trip on PostgreSQL, and the order's transaction holds its locks for as many.
 */

describeEachDatabase(
  'the order path',
  (get) => {
    it('a market buy on an unlocked session: statements outside and inside its transaction', async () => {
      const s = get();
      const m = await trader(s, 'path', '10000');
      tick(s, 'SPY', '600.00', '600.10');
      const buy = (extra: Record<string, unknown> = {}) =>
        s.api('etf/buy', { code: 'SPY', delegate_type: 'market', quantity: '1', agree: true, ...extra }, { token: m.token });
      // The first order unlocks trading (argon2), and creates the member's position row.
      expect((await buy({ pay_password: PAY_PASSWORD })).body.code).toBe(0);
      const c = await counted(s, () => buy());
      console.log(
        `order path: ${c.outside.length} outside, ${c.inside.length} inside\n  ${c.outside.join('\n  ')}\n  --\n  ${c.inside.join('\n  ')}`,
      );
      // 44 before issue 23 (4 outside, 40 inside): the session with the trading guards, the stored answer;
      // BEGIN, key, member, accounts, order, entry, position and order, key's answer, COMMIT; since
      // issue 25 also the fill's member notice and the lookup of the devices it is pushed to (a fill
      // and its notice commit together), neither taking a lock.
      expect(c.outside.length).toBeLessThanOrEqual(2);
      expect(c.inside.length).toBeLessThanOrEqual(11);
      expect(c.inside.filter((sql) => /FOR (NO KEY )?UPDATE/.test(sql))).toHaveLength(2);
      expect(c.inside.some((sql) => /INSERT INTO holds/.test(sql))).toBe(false);
    });

    it('a transfer between own accounts takes the same short path: 9 statements', async () => {
      const s = get();
      const m = await trader(s, 'pathmove', '1000');
      const move = await counted(s, () => s.api('trans/platform', { from: 'etf', to: 'asset', amount: '1.00' }, { token: m.token }));
      console.log(
        `transfer path: ${move.outside.length} outside, ${move.inside.length} inside\n  ${[...move.outside, '--', ...move.inside].map((q) => q.slice(0, 90)).join('\n  ')}`,
      );
      expect(move.outside.length + move.inside.length).toBeLessThanOrEqual(9);
    });

    it("two members' orders post to different sub-accounts of custody and fees; the ledger sees one account per purpose", async () => {
      const s = get();
      const db = s.running.services.db;
      const members = [await trader(s, 'shard-a', '1000'), await trader(s, 'shard-b', '1000')];
      expect(platformShard(members[0]!.memberId)).not.toBe(platformShard(members[1]!.memberId));
      tick(s, 'SPY', '600.00', '600.10');
      const custodyBefore = (await platformBalances(db)).find((b) => b.kind === 'custody')!;
      for (const m of members) {
        const reply = await s.api(
          'etf/buy',
          { code: 'SPY', delegate_type: 'market', quantity: '1', agree: true, pay_password: PAY_PASSWORD },
          { token: m.token },
        );
        expect(reply.body.code, reply.body.msg).toBe(0);
      }
      const { rows } = await db.query<{ account_id: string; kind: string; shard: number }>(
        `SELECT p.account_id::text AS account_id, a.kind, a.shard FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
           JOIN journal_entries e ON e.id = p.entry_id WHERE e.type = 'etf_buy' AND a.member_id IS NULL AND e.ref_id IN (
             SELECT id FROM etf_orders WHERE member_id = ANY($1::bigint[]))`,
        [members.map((m) => m.memberId)],
      );
      const custody = rows.filter((r) => r.kind === 'custody');
      expect(new Set(custody.map((r) => r.account_id)).size).toBe(2);
      expect(custody.map((r) => Number(r.shard)).sort()).toEqual(members.map((m) => platformShard(m.memberId)).sort());
      expect(new Set(rows.filter((r) => r.kind === 'fees').map((r) => r.account_id)).size).toBe(2);
      // One custody line for the ledger and its reports: the two buys' values (600.10 each) added to it.
      const custodyAfter = (await platformBalances(db)).find((b) => b.kind === 'custody')!;
      expect(new Decimal(custodyAfter.balance).minus(custodyBefore.balance).toFixed(2)).toBe('1200.20');
      expect(await checkLedger(db)).toEqual([]);
    });
  },
  {},
  { start: US_OPEN, market: testMarket },
);
