import type { Queryable } from '../db/types';

/** A bank card as a member binds or edits it (already checked: trimmed, the verified holder, a valid IBAN). */
export interface BankCardInput {
  bank_name: string;
  account_no: string;
  account_name: string;
  iban: string;
  branch?: BankBranch | null;
}

/** The branch as the member confirmed it on the form; the pin when chosen on the map (both coordinates or neither). */
export interface BankBranch {
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface BankCardRow {
  id: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  iban: string;
  branch_address: string | null;
  branch_lat: string | null;
  branch_lng: string | null;
  created_at: Date;
}

/** The member's bound (not removed) cards, oldest first. */
export async function bankCardsOf(q: Queryable, memberId: string): Promise<BankCardRow[]> {
  const { rows } = await q.query<BankCardRow>(
    'SELECT id::text AS id, bank_name, account_no, account_name, iban, branch_address, branch_lat::text AS branch_lat, branch_lng::text AS branch_lng, created_at FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
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
    `INSERT INTO bank_cards (member_id, bank_name, account_no, account_name, iban, created_at, branch_address, branch_lat, branch_lng)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
    [memberId, card.bank_name, card.account_no, card.account_name, card.iban, at, ...branchColumns(card.branch)],
  );
  return rows[0]!.id;
}

/**
 * Rewrites a bound card of the member; false when there is none. An edited card may point to another
 * account: its cooling-off period starts again (changed_at).
 */
export async function updateBankCard(q: Queryable, id: number, memberId: string, card: BankCardInput, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE bank_cards SET bank_name = $3, account_no = $4, account_name = $5, iban = $6, changed_at = $7,
       branch_address = $8, branch_lat = $9, branch_lng = $10
     WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id`,
    [id, memberId, card.bank_name, card.account_no, card.account_name, card.iban, at, ...branchColumns(card.branch)],
  );
  return rows.length > 0;
}

function branchColumns(branch: BankBranch | null | undefined): [string | null, string | null, string | null] {
  if (!branch) return [null, null, null];
  return [branch.address, branch.lat === null ? null : String(branch.lat), branch.lng === null ? null : String(branch.lng)];
}
