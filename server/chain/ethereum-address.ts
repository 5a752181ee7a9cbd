import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * What is wrong with an Ethereum (ERC20) address, if anything: 0x and 40 hex digits (`shape`).
 * All lower or all upper case carries no checksum; mixed case is EIP-55, where each letter's case
 * encodes a bit of keccak-256 of the lower-case address (`checksum` when one does not match).
 */
export function ethereumAddressProblem(address: string): 'shape' | 'checksum' | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'shape';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return undefined;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let i = 0; i < 40; i++) {
    const ch = hex[i]!;
    if (/[a-f]/i.test(ch) && parseInt(hash[i]!, 16) >= 8 !== (ch === ch.toUpperCase())) return 'checksum';
  }
  return undefined;
}

/** A valid Ethereum (ERC20) address. */
export function isEthereumAddress(address: string): boolean {
  return ethereumAddressProblem(address) === undefined;
}
