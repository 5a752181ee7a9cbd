import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../engine/i18n/createI18n';

describe('createI18n', () => {
  const loaders = {
    ko: [async () => ({ engine: { retry: '다시 시도', time: { minutes_other: '{{count}}분 전' } } }), async () => ({ engine: { extra: '추가' } })],
    en: [async () => ({ engine: { retry: 'Retry', onlyEn: 'English only', time: { minutes_one: '{{count}} minute ago', minutes_other: '{{count}} minutes ago' } } })],
    jp: [vi.fn(async () => ({ engine: { retry: '再試行' } }))],
  };

  it('loads the starting locale and the fallback, deep-merging files', async () => {
    const { t, i18n } = await createI18n({ locale: 'ko', fallback: 'en', loaders });
    expect(i18n.language).toBe('ko');
    expect(t('engine.retry')).toBe('다시 시도');
    expect(t('engine.extra')).toBe('추가');
    expect(t('engine.onlyEn')).toBe('English only');
    expect(t('engine.time.minutes', { count: 5 })).toBe('5분 전');
    expect(t('engine.missing')).toBe('engine.missing');
    expect(loaders.jp[0]).not.toHaveBeenCalled();
  });

  it('pluralises English and loads another locale on demand', async () => {
    const { t, changeLocale } = await createI18n({ locale: 'en', fallback: 'en', loaders });
    expect(t('engine.time.minutes', { count: 1 })).toBe('1 minute ago');
    expect(t('engine.time.minutes', { count: 7 })).toBe('7 minutes ago');
    await changeLocale('jp');
    expect(t('engine.retry')).toBe('再試行');
    expect(loaders.jp[0]).toHaveBeenCalledTimes(1);
    await changeLocale('jp');
    expect(loaders.jp[0]).toHaveBeenCalledTimes(1);
  });

  it('retries a locale whose download failed', async () => {
    let fail = true;
    const flaky = {
      en: [async () => ({})],
      de: [
        async () => {
          if (fail) throw new Error('offline');
          return { engine: { retry: 'Wiederholen' } };
        },
      ],
    };
    const { t, changeLocale } = await createI18n({ locale: 'en', fallback: 'en', loaders: flaky });
    await expect(changeLocale('de')).rejects.toThrow('offline');
    fail = false;
    await changeLocale('de');
    expect(t('engine.retry')).toBe('Wiederholen');
  });

  it('picks plural forms by the language a product code stands for (rs is Russian, jp Japanese)', async () => {
    const ru = { engine: { time: { minutes_one: '{{count}} минуту назад', minutes_few: '{{count}} минуты назад', minutes_many: '{{count}} минут назад', minutes_other: '{{count}} минуты назад' } } };
    const { t, changeLocale } = await createI18n({ locale: 'rs', fallback: 'en', loaders: { ...loaders, rs: [async () => ru] } });
    expect(t('engine.time.minutes', { count: 1 })).toBe('1 минуту назад');
    expect(t('engine.time.minutes', { count: 3 })).toBe('3 минуты назад');
    expect(t('engine.time.minutes', { count: 5 })).toBe('5 минут назад');
    expect(t('engine.time.minutes', { count: 21 })).toBe('21 минуту назад');
    await changeLocale('jp');
    expect(t('engine.retry')).toBe('再試行');
    // Japanese has no plural: an unknown count falls back to English plural keys, never to a raw key.
    expect(t('engine.time.minutes', { count: 1 })).toBe('1 minute ago');
  });
});
