import type { Queryable } from '../db/types';
import { AppError, Codes } from '../http/errors';
import { Decimal, moneyText } from './money';

export interface Line {
  account: string;
  amount: Decimal;
}

export interface EntryInput {
  type: string;
  memo?: string;
  refType?: string;
  refId?: string;
  reverses?: string;
  lines: Line[];
  at: Date;
}

interface LockedAccount {
  id: string;
  member_id: string | null;
  currency: string;
  balance: string;
  frozen: string;
}

/**
 * Locks accounts in id order. Every path that locks ledger accounts must take them in this one
 * order, or two transactions can each hold what the other waits for (a withdrawal approval that
 * ended its hold first, against a deposit approval of the same member, did deadlock). A path that
 * touches an account before postEntry (ending a hold) locks the entry's accounts with this first.
 */
export async function lockAccounts(q: Queryable, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => Number(a) - Number(b))) {
    await q.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [id]);
  }
}

/**
 * Writes one balanced journal entry and moves the cached balances with it, inside the caller's
 * transaction. Accounts are locked in id order (two transfers in opposite directions cannot
 * deadlock); a member account that would fall below its frozen amount refuses the whole entry.
 */
export async function postEntry(q: Queryable, entry: EntryInput): Promise<string> {
  const lines = entry.lines.filter((l) => !l.amount.isZero());
  if (lines.length < 2) throw new Error('a journal entry needs at least two non-zero lines');
  const ids = [...new Set(lines.map((l) => l.account))].sort((a, b) => Number(a) - Number(b));
  const accounts = new Map<string, LockedAccount>();
  for (const id of ids) {
    const { rows } = await q.query<LockedAccount>(
      'SELECT id::text AS id, member_id::text AS member_id, currency, balance::text AS balance, frozen::text AS frozen FROM ledger_accounts WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!rows[0]) throw new Error(`no ledger account ${id}`);
    accounts.set(id, rows[0]);
  }
  const perCurrency = new Map<string, Decimal>();
  for (const l of lines) {
    const currency = accounts.get(l.account)!.currency;
    perCurrency.set(currency, (perCurrency.get(currency) ?? new Decimal(0)).plus(l.amount));
  }
  for (const [currency, sum] of perCurrency) if (!sum.isZero()) throw new Error(`unbalanced entry: ${currency} sums to ${sum.toFixed()}`);

  const { rows: inserted } = await q.query<{ id: string }>(
    'INSERT INTO journal_entries (type, memo, ref_type, ref_id, reverses, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
    [entry.type, entry.memo ?? '', entry.refType ?? null, entry.refId ?? null, entry.reverses ?? null, entry.at],
  );
  const entryId = inserted[0]!.id;
  const ordered = [...lines].sort((a, b) => Number(a.account) - Number(b.account));
  for (const line of ordered) {
    const account = accounts.get(line.account)!;
    const after = new Decimal(account.balance).plus(line.amount);
    if (account.member_id !== null && after.lt(account.frozen)) {
      throw new AppError(Codes.RULE, 'server.insufficientBalance', {
        available: moneyText(new Decimal(account.balance).minus(account.frozen)),
      });
    }
    await q.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [line.account, after.toFixed()]);
    await q.query(
      'INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [entryId, line.account, account.currency, line.amount.toFixed(), after.toFixed(), entry.at],
    );
    account.balance = after.toFixed();
  }
  return entryId;
}
