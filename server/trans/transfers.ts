import type { Queryable } from '../db/types';
import type { MemberAccount } from '../ledger/accounts';
import { queryPage } from '../db/paging';

/** The record of one transfer whose ledger entry is already posted; answers its id. */
export async function insertTransfer(
  q: Queryable,
  t: {
    kind: 'account' | 'uid';
    fromMember: string;
    toMember: string;
    fromAccount: MemberAccount;
    toAccount: MemberAccount;
    currency: string;
    amount: string;
    entryId: string;
    at: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO transfers (kind, from_member, to_member, from_account, to_account, currency, amount, entry_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
    [t.kind, t.fromMember, t.toMember, t.fromAccount, t.toAccount, t.currency, t.amount, t.entryId, t.at],
  );
  return rows[0]!.id;
}

export interface TransferListRow {
  id: string;
  kind: 'account' | 'uid';
  from_member: string;
  from_account: MemberAccount;
  to_account: MemberAccount;
  amount: string;
  fee: string;
  from_uid: string;
  to_uid: string;
  from_nick: string;
  to_nick: string;
  created_at: Date;
}

/** One page of the transfers the member sent or received, newest first, all or of one kind, with both sides' UID and nickname. */
export function transferPage(
  q: Queryable,
  memberId: string,
  kind: string | null,
  input: { page?: number; limit?: number; size?: number },
): Promise<{ page: number; limit: number; total: number; rows: TransferListRow[] }> {
  const where = '(t.from_member = $1 OR t.to_member = $1) AND ($2::text IS NULL OR t.kind = $2)';
  return queryPage<TransferListRow>(
    q,
    {
      rows: `SELECT t.id::text AS id, t.kind, t.from_member::text AS from_member, t.from_account, t.to_account, t.amount::text AS amount, t.fee::text AS fee,
              f.uid AS from_uid, r.uid AS to_uid, f.nickname AS from_nick, r.nickname AS to_nick, t.created_at
         FROM transfers t JOIN members f ON f.id = t.from_member JOIN members r ON r.id = t.to_member
        WHERE ${where} ORDER BY t.id DESC`,
      count: `SELECT count(*)::text AS n FROM transfers t WHERE ${where}`,
    },
    [memberId, kind],
    input,
  );
}
