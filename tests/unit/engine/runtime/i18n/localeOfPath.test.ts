import { describe, expect, it } from 'vitest';
import { localeOfPath } from '../../../../../engine/runtime/i18n/localeOfPath';

describe('localeOfPath', () => {
  it('reads the locale folder', () => {
    expect(localeOfPath('../../locales/ko/engine.json')).toBe('ko');
    expect(localeOfPath('/locales/zh-Hant/screens.json')).toBe('zh-Hant');
  });
  it('gives undefined for other paths', () => {
    expect(localeOfPath('../../locales/engine.json')).toBeUndefined();
    expect(localeOfPath('x/ko/engine.json')).toBeUndefined();
  });
});
