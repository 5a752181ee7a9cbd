import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
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

export interface LockedAccount {
  id: string;
  member_id: string | null;
  currency: string;
  balance: string;
  frozen: string;
}

/**
 * Locks accounts in id order, in one statement, and returns them as locked (by id). Every path that
 * locks ledger accounts must take them in this one order, or two transactions can each hold what
 * the other waits for (a withdrawal approval that ended its hold first, against a deposit approval
 * of the same member, did deadlock). A path that touches an account before postEntry (ending a
 * hold) locks the entry's accounts with this first. The rows come back sorted and FOR UPDATE locks
 * them as they come, so the one statement keeps the order.
 */
export async function lockAccounts(q: Queryable, ids: string[]): Promise<Map<string, LockedAccount>> {
  const sorted = [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
  const { rows } = await q.query<LockedAccount>(
    `SELECT id::text AS id, member_id::text AS member_id, currency, balance::text AS balance, frozen::text AS frozen
       FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
    [sorted],
  );
  const locked = new Map(rows.map((r) => [r.id, r]));
  for (const id of sorted) if (!locked.has(id)) throw new Error(`no ledger account ${id}`);
  return locked;
}

/**
 * Writes one balanced journal entry and moves the cached balances with it, inside the caller's
 * transaction: the accounts locked in id order (two transfers in opposite directions cannot
 * deadlock), then the entry, its postings and the new balances in one statement. A member account
 * that would fall below its frozen amount refuses the whole entry. A caller that has just locked
 * the entry's accounts with lockAccounts, and changed none of them since, passes what it read.
 */
export async function postEntry(q: Queryable, entry: EntryInput, locked?: Map<string, LockedAccount>): Promise<string> {
  const lines = entry.lines.filter((l) => !l.amount.isZero());
  if (lines.length < 2) throw new Error('a journal entry needs at least two non-zero lines');
  const ids = [...new Set(lines.map((l) => l.account))];
  const accounts = locked && ids.every((id) => locked.has(id)) ? locked : await lockAccounts(q, ids);
  const perCurrency = new Map<string, Decimal>();
  for (const l of lines) {
    const currency = accounts.get(l.account)!.currency;
    perCurrency.set(currency, (perCurrency.get(currency) ?? new Decimal(0)).plus(l.amount));
  }
  for (const [currency, sum] of perCurrency) if (!sum.isZero()) throw new Error(`unbalanced entry: ${currency} sums to ${sum.toFixed()}`);

  const balances = new Map<string, Decimal>();
  const postings = [...lines]
    .sort((a, b) => Number(a.account) - Number(b.account))
    .map((line) => {
      const account = accounts.get(line.account)!;
      const after = (balances.get(line.account) ?? new Decimal(account.balance)).plus(line.amount);
      if (account.member_id !== null && after.lt(account.frozen)) {
        throw new AppError(Codes.RULE, 'server.insufficientBalance', {
          available: moneyText(new Decimal(account.balance).minus(account.frozen)),
        });
      }
      balances.set(line.account, after);
      return { account: line.account, currency: account.currency, amount: line.amount.toFixed(), after: after.toFixed() };
    });
  // The entry, its postings in account order (their ids keep each account's running balance in
  // order) and the accounts' new balances: one statement, one round trip.
  const { rows } = await q.query<{ id: string }>(
    `WITH e AS (
       INSERT INTO journal_entries (type, memo, ref_type, ref_id, reverses, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
     ), u AS (
       UPDATE ledger_accounts a SET balance = b.balance FROM unnest($7::bigint[], $8::numeric[]) AS b(id, balance) WHERE a.id = b.id
     )
     INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, created_at)
     SELECT e.id, l.account_id, l.currency, l.amount, l.after, $6
       FROM e, unnest($9::bigint[], $10::text[], $11::numeric[], $12::numeric[]) WITH ORDINALITY AS l(account_id, currency, amount, after, n)
      ORDER BY l.n
     RETURNING entry_id::text AS id`,
    [
      entry.type,
      entry.memo ?? '',
      entry.refType ?? null,
      entry.refId ?? null,
      entry.reverses ?? null,
      entry.at,
      [...balances.keys()],
      [...balances.values()].map((b) => b.toFixed()),
      postings.map((p) => p.account),
      postings.map((p) => p.currency),
      postings.map((p) => p.amount),
      postings.map((p) => p.after),
    ],
  );
  // The caller's view of what it locked follows the entry.
  for (const [id, balance] of balances) {
    const account = accounts.get(id)!;
    account.balance = balance.toFixed();
  }
  return rows[0]!.id;
}
