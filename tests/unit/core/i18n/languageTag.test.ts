import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageTag, lanForLocale, localeOfLan } from '@core/i18n/languageTag';

/** The locales the product ships: one folder each under locales/. */
const LOCALES = fs.readdirSync(path.resolve(import.meta.dirname, '../../../../locales')).sort();

describe('languageTag', () => {
  it('maps the product codes that are not BCP 47 tags', () => {
    expect(['jp', 'rs', 'isr', 'idn', 'zh'].map(languageTag)).toEqual(['ja', 'ru', 'it', 'hi', 'zh-Hans']);
  });
  it('keeps codes that already are tags', () => {
    expect(['ko', 'en', 'tk', 'zh-Hant', 'de'].map(languageTag)).toEqual(['ko', 'en', 'tk', 'zh-Hant', 'de']);
    expect(new Intl.PluralRules(languageTag('rs')).select(5)).toBe('many');
  });
});

describe('the Lan mapping', () => {
  it('covers the thirteen locales', () => {
    expect(LOCALES).toEqual(['de', 'en', 'es', 'fr', 'id', 'idn', 'isr', 'jp', 'ko', 'rs', 'tk', 'zh', 'zh-Hant']);
  });

  it('round-trips every locale through its Lan value, each Lan value naming one locale', () => {
    const known = new Set(LOCALES);
    for (const locale of LOCALES) expect(localeOfLan(lanForLocale(locale), known), locale).toBe(locale);
    expect(new Set(LOCALES.map(lanForLocale)).size).toBe(LOCALES.length);
  });

  it('sends Turkmen as tr (spec section 7) and every other locale by its code', () => {
    expect(lanForLocale('tk')).toBe('tr');
    expect(LOCALES.filter((l) => lanForLocale(l) !== l)).toEqual(['tk']);
    expect(lanForLocale('ko')).toBe('ko');
    expect(lanForLocale('zh-Hant')).toBe('zh-Hant');
  });

  it('defaults to English without a locale or for a Lan value no locale has', () => {
    expect(lanForLocale(undefined)).toBe('en');
    expect(lanForLocale(null)).toBe('en');
    expect(lanForLocale('')).toBe('en');
    const known = new Set(LOCALES);
    expect(localeOfLan(undefined, known)).toBe('en');
    expect(localeOfLan('', known)).toBe('en');
    expect(localeOfLan('xx', known)).toBe('en');
    // tk itself is not a Lan value the client sends, but names the locale it is.
    expect(localeOfLan('tk', known)).toBe('tk');
    // tr always names Turkmen (the server's country names ask ICU for it even where it has no data).
    expect(localeOfLan('tr', new Set(['en']))).toBe('tk');
    expect(localeOfLan('ko', new Set(['en']))).toBe('en');
  });
});
