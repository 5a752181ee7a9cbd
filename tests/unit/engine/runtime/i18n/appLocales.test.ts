import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import type { Manifest } from '@engine/runtime/dsl';
import { appLocales } from '@engine/runtime/i18n/appLocales';

const i18n = (fallback: string, codes: string[]) => ({
  i18n: { default: codes[0]!, fallback, locales: codes.map((code) => ({ code, label: code })) },
});

describe('appLocales', () => {
  it("puts the fallback first, then the manifest's order", () => {
    expect(appLocales(i18n('en', ['ko', 'en', 'jp']) as Pick<Manifest, 'i18n'>)).toEqual(['en', 'ko', 'jp']);
  });

  it('keeps the order when the fallback is not offered', () => {
    expect(appLocales(i18n('en', ['ko', 'jp']) as Pick<Manifest, 'i18n'>)).toEqual(['ko', 'jp']);
  });

  it("gives the app's 13 locales", () => {
    const codes = appLocales(manifestJson as Manifest);
    expect([...codes].sort()).toEqual(['de', 'en', 'es', 'fr', 'id', 'idn', 'isr', 'jp', 'ko', 'rs', 'tk', 'zh', 'zh-Hant']);
    expect(codes[0]).toBe('en');
  });
});
