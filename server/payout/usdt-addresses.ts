import type { Queryable } from '../db/types';

export type Protocol = 'TRC20' | 'ERC20';

/** The member's bound (not removed) USDT addresses, oldest first. */
export async function usdtAddressesOf(
  q: Queryable,
  memberId: string,
): Promise<{ id: string; protocol: Protocol; address: string; created_at: Date }[]> {
  const { rows } = await q.query<{ id: string; protocol: Protocol; address: string; created_at: Date }>(
    'SELECT id::text AS id, protocol, address, created_at FROM wallets WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows;
}

/** The member's bound addresses as a withdrawal offers them, oldest first. */
export async function usdtAddressOptions(q: Queryable, memberId: string): Promise<{ id: string; protocol: Protocol; address: string }[]> {
  const { rows } = await q.query<{ id: string; protocol: Protocol; address: string }>(
    'SELECT id::text AS id, protocol, address FROM wallets WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows;
}

/** Who has this address bound (by its key: addressKey in usdt-address-handlers.ts), if anyone. */
export async function usdtAddressOwner(q: Queryable, protocol: Protocol, key: string): Promise<string | undefined> {
  const { rows } = await q.query<{ member_id: string }>(
    'SELECT member_id::text AS member_id FROM wallets WHERE protocol = $1 AND address_key = $2 AND removed_at IS NULL',
    [protocol, key],
  );
  return rows[0]?.member_id;
}

export async function countUsdtAddresses(q: Queryable, memberId: string): Promise<number> {
  const { rows } = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM wallets WHERE member_id = $1 AND removed_at IS NULL', [
    memberId,
  ]);
  return Number(rows[0]!.n);
}

/** Answers the new address's id. */
export async function insertUsdtAddress(
  q: Queryable,
  a: { memberId: string; protocol: Protocol; address: string; key: string; at: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO wallets (member_id, currency, protocol, address, address_key, created_at) VALUES ($1, 'USDT', $2, $3, $4, $5) RETURNING id::text AS id`,
    [a.memberId, a.protocol, a.address, a.key, a.at],
  );
  return rows[0]!.id;
}
