import { describe, expect, it } from 'vitest';
import { mask } from '@engine/runtime/format/mask';

describe('mask', () => {
  it('keeps 3 and 4 characters of a long account', () => {
    expect(mask('13812345678')).toBe('138****5678');
    expect(mask(82101234567)).toBe('821****4567');
  });

  it('keeps the start of an e-mail name and the domain', () => {
    expect(mask('kimminsu@example.com')).toBe('ki***@example.com');
    expect(mask('a@example.com')).toBe('a***@example.com');
  });

  it('masks short values', () => {
    expect(mask('abcdef')).toBe('a****f');
    expect(mask('ab')).toBe('**');
    expect(mask('abc', '2,2')).toBe('a***');
  });

  it('honours an explicit pattern', () => {
    expect(mask('TXYZ1234567890ABCD', '4,4')).toBe('TXYZ****ABCD');
    expect(mask('123456789', '0,2')).toBe('****89');
  });

  it('renders nothing for nothing', () => {
    expect(mask(undefined)).toBe('');
    expect(mask('')).toBe('');
  });
});
