import { describe, expect, it } from 'vitest';
import { lanHeader } from '../../../../../engine/runtime/api/lanHeader';

describe('lanHeader', () => {
  it('maps Turkmen to Turkish', () => expect(lanHeader('tk')).toBe('tr'));
  it('defaults to English', () => {
    expect(lanHeader(undefined)).toBe('en');
    expect(lanHeader(null)).toBe('en');
    expect(lanHeader('')).toBe('en');
  });
  it('passes other locales through', () => {
    expect(lanHeader('ko')).toBe('ko');
    expect(lanHeader('zh-Hant')).toBe('zh-Hant');
  });
});
