import { describe, expect, it } from 'vitest';
import { localizeFixed } from '@engine/runtime/format/localizeFixed';

describe('localizeFixed', () => {
  it('groups integers and keeps the sign', () => {
    expect(localizeFixed('1234567', 'en')).toBe('1,234,567');
    expect(localizeFixed('-1234.50', 'tk')).toBe('-1.234,50');
    expect(localizeFixed('999.1', 'en')).toBe('999.1');
  });
  it('drops the sign of zero', () => {
    expect(localizeFixed('-0.00', 'en')).toBe('0.00');
  });
});
