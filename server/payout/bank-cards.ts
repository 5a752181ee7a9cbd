import type { Queryable } from '../db/types';

/** A bank card as a member binds or edits it (already checked: trimmed, the verified holder, a valid IBAN). */
export interface BankCardInput {
  bank_name: string;
  account_no: string;
  account_name: string;
  iban: string;
}

export interface BankCardRow {
  id: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  iban: string;
  created_at: Date;
}

/** The member's bound (not removed) cards, oldest first. */
export async function bankCardsOf(q: Queryable, memberId: string): Promise<BankCardRow[]> {
  const { rows } = await q.query<BankCardRow>(
    'SELECT id::text AS id, bank_name, account_no, account_name, iban, created_at FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows;
}

/** The member's bound cards as a withdrawal offers them, oldest first. */
export async function bankCardOptions(
  q: Queryable,
  memberId: string,
): Promise<{ id: string; bank_name: string; account_no: string; account_name: string }[]> {
  const { rows } = await q.query<{ id: string; bank_name: string; account_no: string; account_name: string }>(
    'SELECT id::text AS id, bank_name, account_no, account_name FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows;
}

export async function countBankCards(q: Queryable, memberId: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL', [
    memberId,
  ]);
  return Number(rows[0]!.n);
}

/** Answers the new card's id. */
export async function insertBankCard(q: Queryable, memberId: string, card: BankCardInput, at: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO bank_cards (member_id, bank_name, account_no, account_name, iban, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
    [memberId, card.bank_name, card.account_no, card.account_name, card.iban, at],
  );
  return rows[0]!.id;
}

/**
 * Rewrites a bound card of the member; false when there is none. An edited card may point to another
 * account: its cooling-off period starts again (changed_at).
 */
export async function updateBankCard(q: Queryable, id: number, memberId: string, card: BankCardInput, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    'UPDATE bank_cards SET bank_name = $3, account_no = $4, account_name = $5, iban = $6, changed_at = $7 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id',
    [id, memberId, card.bank_name, card.account_no, card.account_name, card.iban, at],
  );
  return rows.length > 0;
}
