import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * An Ethereum (ERC20) address: 0x and 40 hex digits. All lower or all upper case carries no checksum;
 * mixed case is EIP-55, where each letter's case encodes a bit of keccak-256 of the lower-case address.
 */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let i = 0; i < 40; i++) {
    const ch = hex[i]!;
    if (/[a-f]/i.test(ch) && (parseInt(hash[i]!, 16) >= 8) !== (ch === ch.toUpperCase())) return false;
  }
  return true;
}
