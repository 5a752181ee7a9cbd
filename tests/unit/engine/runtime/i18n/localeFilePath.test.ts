import { describe, expect, it } from 'vitest';
import { localeFilePath } from '@engine/runtime/i18n/localeFilePath';

describe('localeFilePath', () => {
  it('reads the locale code and area of a dictionary path', () => {
    expect(localeFilePath('locales/ko/engine.json')).toEqual({ code: 'ko', area: 'engine' });
    expect(localeFilePath('../../locales/zh-Hant/staff.json')).toEqual({ code: 'zh-Hant', area: 'staff' });
  });

  it('answers undefined for other paths', () => {
    expect(localeFilePath('locales/engine.json')).toBeUndefined();
    expect(localeFilePath('x/ko/engine.json')).toBeUndefined();
    expect(localeFilePath('locales/ko/engine.txt')).toBeUndefined();
  });
});
