import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@engine/i18n/createI18n';

describe('createI18n', () => {
  const jp = vi.fn(async () => ({ engine: { retry: '再試行' } }));
  const files = {
    'locales/ko/engine.json': async () => ({ engine: { retry: '다시 시도', time: { minutes_other: '{{count}}분 전' } } }),
    'locales/ko/screens.json': async () => ({ engine: { extra: '추가' } }),
    'locales/en/engine.json': async () => ({
      engine: {
        retry: 'Retry',
        onlyEn: 'English only',
        time: { minutes_one: '{{count}} minute ago', minutes_other: '{{count}} minutes ago' },
      },
    }),
    'locales/jp/engine.json': jp,
  };

  it('loads the starting locale and the fallback, deep-merging files', async () => {
    const { t, i18n } = await createI18n({ locale: 'ko', fallback: 'en', files });
    expect(i18n.language).toBe('ko');
    expect(t('engine.retry')).toBe('다시 시도');
    expect(t('engine.extra')).toBe('추가');
    expect(t('engine.onlyEn')).toBe('English only');
    expect(t('engine.time.minutes', { count: 5 })).toBe('5분 전');
    expect(t('engine.missing')).toBe('engine.missing');
    expect(jp).not.toHaveBeenCalled();
  });

  it('pluralises English and loads another locale on demand', async () => {
    const { t, changeLocale } = await createI18n({ locale: 'en', fallback: 'en', files });
    expect(t('engine.time.minutes', { count: 1 })).toBe('1 minute ago');
    expect(t('engine.time.minutes', { count: 7 })).toBe('7 minutes ago');
    await changeLocale('jp');
    expect(t('engine.retry')).toBe('再試行');
    expect(jp).toHaveBeenCalledTimes(1);
    await changeLocale('jp');
    expect(jp).toHaveBeenCalledTimes(1);
  });

  it('gives a text without arguments anew after the language or a dictionary changed (it is kept in between)', async () => {
    let retry = 'Retry';
    const editable = { 'locales/en/engine.json': async () => ({ engine: { retry } }), 'locales/jp/engine.json': jp };
    const { t, changeLocale, reload } = await createI18n({ locale: 'en', fallback: 'en', files: editable });
    expect(t('engine.retry')).toBe('Retry');
    await changeLocale('jp');
    expect(t('engine.retry')).toBe('再試行');
    await changeLocale('en');
    expect(t('engine.retry')).toBe('Retry');
    retry = 'Try again';
    expect(await reload(['locales/en/engine.json'])).toBe(true);
    expect(t('engine.retry')).toBe('Try again');
  });

  it('retries a locale whose download failed', async () => {
    let fail = true;
    const flaky = {
      'locales/en/engine.json': async () => ({}),
      'locales/de/engine.json': async () => {
        if (fail) throw new Error('offline');
        return { engine: { retry: 'Wiederholen' } };
      },
    };
    const { t, changeLocale } = await createI18n({ locale: 'en', fallback: 'en', files: flaky });
    await expect(changeLocale('de')).rejects.toThrow('offline');
    fail = false;
    await changeLocale('de');
    expect(t('engine.retry')).toBe('Wiederholen');
  });

  it('picks plural forms by the language a product code stands for (rs is Russian, jp Japanese)', async () => {
    const ru = {
      engine: {
        time: {
          minutes_one: '{{count}} минуту назад',
          minutes_few: '{{count}} минуты назад',
          minutes_many: '{{count}} минут назад',
          minutes_other: '{{count}} минуты назад',
        },
      },
    };
    const { t, changeLocale } = await createI18n({
      locale: 'rs',
      fallback: 'en',
      files: { ...files, 'locales/rs/engine.json': async () => ru },
    });
    expect(t('engine.time.minutes', { count: 1 })).toBe('1 минуту назад');
    expect(t('engine.time.minutes', { count: 3 })).toBe('3 минуты назад');
    expect(t('engine.time.minutes', { count: 5 })).toBe('5 минут назад');
    expect(t('engine.time.minutes', { count: 21 })).toBe('21 минуту назад');
    await changeLocale('jp');
    expect(t('engine.retry')).toBe('再試行');
    // Japanese has no plural: an unknown count falls back to English plural keys, never to a raw key.
    expect(t('engine.time.minutes', { count: 1 })).toBe('1 minute ago');
  });

  it('loads a deferred area only when asked, for the locales in use and any switched to later', async () => {
    const staffKo = vi.fn(async () => ({ ops: { title: '운영' } }));
    const staffEn = vi.fn(async () => ({ ops: { title: 'Operations' } }));
    const staffJp = vi.fn(async () => ({ ops: { title: '運用' } }));
    const withStaff = { ...files, 'locales/ko/staff.json': staffKo, 'locales/en/staff.json': staffEn, 'locales/jp/staff.json': staffJp };
    const { t, loadArea, changeLocale } = await createI18n({ locale: 'ko', fallback: 'en', files: withStaff, deferred: ['staff'] });
    expect(t('ops.title')).toBe('ops.title');
    expect(staffKo).not.toHaveBeenCalled();
    await loadArea('staff');
    expect(t('ops.title')).toBe('운영');
    expect(t('engine.retry')).toBe('다시 시도');
    expect(staffEn).toHaveBeenCalledTimes(1);
    await changeLocale('jp');
    expect(t('ops.title')).toBe('運用');
  });

  it('loads one deferred area without the others, merged with the same group kept in screens.json', async () => {
    const screensKo = vi.fn(async () => ({ invest: { accountGroup: '투자' } }));
    const investKo = vi.fn(async () => ({ invest: { top: { heading: '톱 10' } } }));
    const investEn = vi.fn(async () => ({ invest: { top: { heading: 'Top 10' } } }));
    const staffKo = vi.fn(async () => ({ ops: { title: '운영' } }));
    const withAreas = {
      ...files,
      'locales/ko/screens.json': screensKo,
      'locales/ko/invest.json': investKo,
      'locales/en/invest.json': investEn,
      'locales/ko/staff.json': staffKo,
    };
    const { t, loadArea } = await createI18n({ locale: 'ko', fallback: 'en', files: withAreas, deferred: ['invest', 'staff'] });
    expect(t('invest.accountGroup')).toBe('투자');
    expect(t('invest.top.heading')).toBe('invest.top.heading');
    await loadArea('invest');
    expect(t('invest.top.heading')).toBe('톱 10');
    expect(t('invest.accountGroup')).toBe('투자');
    expect(investEn).toHaveBeenCalledTimes(1);
    expect(staffKo).not.toHaveBeenCalled();
    expect(t('ops.title')).toBe('ops.title');
  });

  it('reloads files a published change replaced, and only those in use', async () => {
    let text = 'Retry';
    const en = vi.fn(async () => ({ engine: { retry: text } }));
    const de = vi.fn(async () => ({ engine: { retry: 'Wiederholen' } }));
    const { t, reload } = await createI18n({
      locale: 'en',
      fallback: 'en',
      files: { 'locales/en/engine.json': en, 'locales/de/engine.json': de },
    });
    text = 'Try again';
    expect(await reload(['locales/en/engine.json', 'locales/de/engine.json'])).toBe(true);
    expect(t('engine.retry')).toBe('Try again');
    expect(en).toHaveBeenCalledTimes(2);
    expect(de).not.toHaveBeenCalled();
    expect(await reload(['locales/de/engine.json'])).toBe(false);
  });
});
