import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import { moneyText } from './money';
import { queryPage } from '../db/paging';
import { unixSeconds } from '../clock';

/** Every posting on a member's accounts, newest first, with whether its entry was corrected (for staff). */
export async function memberBill(
  db: Queryable,
  memberId: string,
  input: ApiMap['ops/member_bill']['request'],
): Promise<ApiMap['ops/member_bill']['response']> {
  const { rows, ...paging } = await queryPage<{
    entry_id: string;
    type: string;
    kind: string;
    currency: string;
    amount: string;
    balance_after: string;
    memo: string;
    corrected: boolean;
    created_at: Date;
  }>(
    db,
    {
      rows: `SELECT e.id::text AS entry_id, e.type, a.kind, p.currency, p.amount::text AS amount, p.balance_after::text AS balance_after, e.memo,
            (e.reverses IS NOT NULL OR EXISTS (SELECT 1 FROM journal_entries r WHERE r.reverses = e.id)) AS corrected, p.created_at
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
      WHERE a.member_id = $1 ORDER BY p.id DESC`,
      count: 'SELECT count(*)::text AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = $1',
    },
    [memberId],
    input,
  );
  return {
    ...paging,
    list: rows.map((r) => ({
      entry_id: Number(r.entry_id),
      type: r.type,
      account: r.kind,
      currency: r.currency,
      amount: moneyText(r.amount),
      balance: moneyText(r.balance_after),
      memo: r.memo,
      corrected: r.corrected,
      created_at: unixSeconds(r.created_at),
    })),
  };
}
