import { describe, expect, it } from 'vitest';
import { isTronAddress } from '@server/chain/tron-address';
import { isEthereumAddress } from '@server/chain/ethereum-address';
import { isValidIban } from '@server/payout/iban';

describe('payout address checks', () => {
  it('TRC20: base58check with the TRON prefix', () => {
    // The USDT contract on TRON and a well-known exchange address.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false); // one character off
    expect(isTronAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
    expect(isTronAddress('T0000000000000000000000000000000000')).toBe(false);
  });

  it('ERC20: 0x + 40 hex, EIP-55 when mixed case', () => {
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isEthereumAddress('0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true);
    expect(isEthereumAddress('0xDAC17F958D2EE523A2206206994597C13D831EC7')).toBe(true);
    expect(isEthereumAddress('0xdAC17F958D2ee523a2206206994597C13D831eC7')).toBe(false); // checksum case flipped
    expect(isEthereumAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isEthereumAddress('0x123')).toBe(false);
  });

  it('IBAN: mod 97 check digits', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidIban('XX00')).toBe(false);
  });
});
