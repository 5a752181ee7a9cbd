import type { Queryable } from '../db/types';
import type { MemberAccount } from '../ledger/accounts';
import { queryPage } from '../db/paging';
import { TEAM_REWARD_SOURCE, type TeamRewardSource } from '../team/bill-remark';

/** One member account with what income postings paid it: today (since dayStart) and in all. */
export interface AccountIncomeRow {
  kind: MemberAccount;
  currency: string;
  balance: string;
  frozen: string;
  today: string;
  total: string;
}

/** Each of the member's accounts, in the order they were opened, with the sums of its postings of the income types. */
export async function accountIncome(
  q: Queryable,
  memberId: string,
  incomeTypes: readonly string[],
  dayStart: Date,
): Promise<AccountIncomeRow[]> {
  const { rows } = await q.query<AccountIncomeRow>(
    `SELECT a.kind, a.currency, a.balance::text AS balance, a.frozen::text AS frozen,
              COALESCE(sum(p.amount) FILTER (WHERE e.type = ANY($2) AND p.created_at >= $3), 0)::text AS today,
              COALESCE(sum(p.amount) FILTER (WHERE e.type = ANY($2)), 0)::text AS total
         FROM ledger_accounts a
         LEFT JOIN postings p ON p.account_id = a.id
         LEFT JOIN journal_entries e ON e.id = p.entry_id
        WHERE a.member_id = $1
        GROUP BY a.id, a.kind, a.currency ORDER BY a.id`,
    [memberId, incomeTypes, dayStart],
  );
  return rows;
}

export interface BillRow {
  id: string;
  type: string;
  kind: MemberAccount;
  currency: string;
  amount: string;
  balance_after: string;
  memo: string;
  created_at: Date;
  reward: TeamRewardSource | null;
}

/** One page of the member's postings since a time, newest first, optionally of one entry type and one account. */
export function billPage(
  q: Queryable,
  filter: { memberId: string; since: Date; type: string | null; account: string | null },
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: BillRow[] }> {
  const where = `a.member_id = $1 AND p.created_at >= $2 AND ($3::text IS NULL OR e.type = $3) AND ($4::text IS NULL OR a.kind = $4)`;
  return queryPage<BillRow>(
    q,
    {
      rows: `SELECT p.id::text AS id, e.type, a.kind, p.currency, p.amount::text AS amount, p.balance_after::text AS balance_after, e.memo, p.created_at,
                      ${TEAM_REWARD_SOURCE} AS reward
                 FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
                WHERE ${where} ORDER BY p.id DESC`,
      count: `SELECT count(*)::text AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id WHERE ${where}`,
    },
    [filter.memberId, filter.since, filter.type, filter.account],
    input,
  );
}
