import crypto from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer | undefined {
  let n = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const hex = n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest();

/**
 * What is wrong with a TRON (TRC20) address, if anything: base58check of 0x41 + 20 bytes, so it
 * starts with T (`shape`) and a typo fails the checksum (`checksum`). The member reads which one.
 */
export function tronAddressProblem(address: string): 'shape' | 'checksum' | undefined {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'shape';
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return 'shape';
  const check = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return check.equals(bytes.subarray(21)) ? undefined : 'checksum';
}

/** A valid TRON (TRC20) address. */
export function isTronAddress(address: string): boolean {
  return tronAddressProblem(address) === undefined;
}
