import { describe, expect, it } from 'vitest';
import { languageTag } from '../../../../core/i18n/languageTag';

describe('languageTag', () => {
  it('maps the product codes that are not BCP 47 tags', () => {
    expect(['jp', 'rs', 'isr', 'idn', 'zh'].map(languageTag)).toEqual(['ja', 'ru', 'it', 'hi', 'zh-Hans']);
  });
  it('keeps codes that already are tags', () => {
    expect(['ko', 'en', 'tk', 'zh-Hant', 'de'].map(languageTag)).toEqual(['ko', 'en', 'tk', 'zh-Hant', 'de']);
    expect(new Intl.PluralRules(languageTag('rs')).select(5)).toBe('many');
  });
});
