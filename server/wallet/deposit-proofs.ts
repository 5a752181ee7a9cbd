import { AppError, Codes } from '../errors';
import type { Queryable } from '../db/types';
import type { Protocol } from '../money-config';

/** Unique indexes of server/db/migrations/010_integrity.sql: one image, one deposit; one transaction, one deposit. */
export const VOUCHER_IMAGE_INDEX = 'deposits_voucher_image';
export const TX_HASH_INDEX = 'deposits_tx_hash';

// How each network writes a transaction id: TRON 64 hex digits, Ethereum 0x and 64 hex digits.
const TX_HASH: Record<Protocol, RegExp> = { TRC20: /^[0-9a-f]{64}$/, ERC20: /^0x[0-9a-f]{64}$/ };

/** The transaction hash of a USDT deposit, lower case (hex is case-blind), or a 422 that says the network's format. */
export function txHashFor(protocol: Protocol, raw: string | undefined): string {
  const hash = (raw ?? '').trim().toLowerCase();
  if (!TX_HASH[protocol].test(hash)) throw new AppError(Codes.RULE, protocol === 'TRC20' ? 'server.txHashTrc20' : 'server.txHashErc20');
  return hash;
}

/**
 * Refuses a voucher image or a transaction another deposit (of anyone, in any status) already
 * used. The unique indexes close the race between this check and the insert.
 */
export async function assertProofsUnused(q: Queryable, voucherSha256: string, txHash: string | null): Promise<void> {
  const image = await q.query('SELECT 1 FROM deposits WHERE voucher_sha256 = $1 LIMIT 1', [voucherSha256]);
  if (image.rows.length) throw new AppError(Codes.CONFLICT, 'server.voucherImageUsed');
  if (txHash === null) return;
  // The 64 digits alone: one transaction entered once per network is still one transaction.
  const tx = await q.query('SELECT 1 FROM deposits WHERE tx_hash IS NOT NULL AND right(tx_hash, 64) = right($1, 64) LIMIT 1', [txHash]);
  if (tx.rows.length) throw new AppError(Codes.CONFLICT, 'server.txHashUsed');
}
