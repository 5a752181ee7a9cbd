import { describe, expect, it } from 'vitest';
import { createFormatters } from '@engine/runtime/format/createFormatters';
import { resolveValue } from '@core/values/resolveValue';
import type { Scope } from '@engine/runtime/scope';

const t = (key: string, args?: Record<string, unknown>) => (args ? `${key}:${JSON.stringify(args)}` : `[${key}]`);
const formatters = createFormatters({ locale: () => 'en', t, now: () => 0 });
const scope: Scope = {
  data: { asset: { available: '1234.5', rate: '-0.0125' } },
  session: { loggedIn: true, user: { nickname: 'Kim', head_img: null } },
  item: { name: 'SPY' },
};

describe('resolveValue', () => {
  it('passes literals through', () => {
    expect(resolveValue('text', scope, t)).toBe('text');
    expect(resolveValue(3, scope, t)).toBe(3);
    expect(resolveValue(null, scope, t)).toBeNull();
    expect(resolveValue(false, scope, t)).toBe(false);
  });

  it('binds paths, with defaults for unknown and null values', () => {
    expect(resolveValue({ $bind: 'session.user.nickname' }, scope, t)).toBe('Kim');
    expect(resolveValue({ $bind: 'data.nothing.here' }, scope, t)).toBeUndefined();
    expect(resolveValue({ $bind: 'data.nothing', default: '-' }, scope, t)).toBe('-');
    expect(resolveValue({ $bind: 'session.user.head_img', default: '' }, scope, t)).toBe('');
    expect(resolveValue({ $bind: 'session.loggedIn' }, scope, t)).toBe(true);
  });

  it('translates with resolved args', () => {
    expect(resolveValue({ $t: 'mine.title' }, scope, t)).toBe('[mine.title]');
    expect(resolveValue({ $t: 'mine.hello', args: { name: { $bind: 'item.name' } } }, scope, t)).toBe('mine.hello:{"name":"SPY"}');
  });

  it('formats through the formatters', () => {
    expect(resolveValue({ $fmt: 'money', value: { $bind: 'data.asset.available' } }, scope, t, formatters)).toBe('1,234.50');
    expect(resolveValue({ $fmt: 'rate', value: { $bind: 'data.asset.rate' } }, scope, t, formatters)).toBe('1.25%');
    expect(resolveValue({ $fmt: 'number', value: 2, pattern: '0' }, scope, t, formatters)).toBe('2');
  });

  it('formats a binding written short ({"$fmt", "$bind"}) as the long form does, default included', () => {
    expect(resolveValue({ $fmt: 'money', $bind: 'data.asset.available' }, scope, t, formatters)).toBe('1,234.50');
    expect(resolveValue({ $fmt: 'rate', $bind: 'data.asset.rate' }, scope, t, formatters)).toBe('1.25%');
    expect(resolveValue({ $fmt: 'number', $bind: 'data.asset.available', pattern: '0' }, scope, t, formatters)).toBe(
      resolveValue({ $fmt: 'number', value: { $bind: 'data.asset.available' }, pattern: '0' }, scope, t, formatters),
    );
    expect(resolveValue({ $fmt: 'money', $bind: 'data.nothing', default: '0' }, scope, t, formatters)).toBe('0.00');
    expect(resolveValue({ $fmt: 'money', $bind: 'nope' }, scope, t)).toBe('');
  });

  it('falls back to plain text when no formatter is known', () => {
    expect(resolveValue({ $fmt: 'money', value: '5' }, scope, t)).toBe('5');
    expect(resolveValue({ $fmt: 'money', value: { $bind: 'nope' } }, scope, t)).toBe('');
  });

  it('chooses with $if and concatenates with $concat', () => {
    const choice = { $if: { truthy: { $bind: 'session.loggedIn' } }, then: 'in', else: 'out' };
    expect(resolveValue(choice, scope, t)).toBe('in');
    expect(resolveValue({ ...choice, $if: { falsy: { $bind: 'session.loggedIn' } } }, scope, t)).toBe('out');
    expect(resolveValue({ $if: { falsy: true }, then: 'x' }, scope, t)).toBeUndefined();
    expect(resolveValue({ $concat: ['+', { $bind: 'item.name' }, { $bind: 'missing' }, 1] }, scope, t)).toBe('+SPY1');
  });

  it('resolves literal objects and arrays recursively', () => {
    expect(resolveValue({ a: { $bind: 'item.name' }, b: [{ $t: 'k.x' }, 2] }, scope, t)).toEqual({ a: 'SPY', b: ['[k.x]', 2] });
  });
});

describe('resolveValue: plural counts from the API', () => {
  it('reads a numeric string count as a number, so i18next picks the plural form (1 share, 2 shares, 1 акция, 5 акций)', async () => {
    const { createInstance } = await import('i18next');
    const en = (await import('@locales/en/trading.json')).default;
    const rs = (await import('@locales/rs/trading.json')).default;
    const i18n = createInstance();
    // The app's tags: rs reads as Russian (core/i18n/languageTag.ts).
    await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en }, ru: { translation: rs } } });
    const real = (key: string, args?: Record<string, unknown>) => i18n.t(key, args ?? {});
    const shares = (count: string) =>
      resolveValue({ $t: 'trade.shares', args: { count: { $bind: 'item.q' } } }, { item: { q: count } }, real);
    expect(shares('1')).toBe('1 share');
    expect(shares('2')).toBe('2 shares');
    expect(shares('0.05')).toBe('0.05 shares');
    await i18n.changeLanguage('ru');
    expect(shares('1')).toBe('1 акция');
    expect(shares('3')).toBe('3 акции');
    expect(shares('5')).toBe('5 акций');
    // A count that is not a number stays as it is.
    expect(resolveValue({ $t: 'x', args: { count: 'many' } }, scope, t)).toBe('x:{"count":"many"}');
  });

  it('reads a path with bound segments, and gives the default while a segment is unresolved', () => {
    const drafts: Scope = { state: { contentDraft: { 'zh-Hant': { title: '標題' } } }, item: 'zh-Hant' };
    expect(resolveValue({ $bind: ['state.contentDraft', { $bind: 'item' }, 'title'] }, drafts, t)).toBe('標題');
    expect(resolveValue({ $bind: ['state.contentDraft', { $bind: 'item' }] }, drafts, t)).toEqual({ title: '標題' });
    expect(resolveValue({ $bind: ['state.contentDraft', { $bind: 'route.query.locale' }, 'title'], default: '' }, drafts, t)).toBe('');
    expect(resolveValue({ $fmt: 'list', $bind: ['state.contentDraft', { $bind: 'item' }, 'title'] }, drafts, t, formatters)).toBe('標題');
  });

  describe('$repeat', () => {
    it('makes one member per item of a literal array, with item and index in scope', () => {
      expect(resolveValue({ $repeat: ['en', 'ko'], each: { locale: { $bind: 'item' }, at: { $bind: 'index' } } }, scope, t)).toEqual([
        { locale: 'en', at: 0 },
        { locale: 'ko', at: 1 },
      ]);
    });

    it('repeats over a bound array', () => {
      const withLocales: Scope = { ...scope, app: { locale: 'en', theme: 'light', locales: ['en', 'zh-Hant'] } };
      expect(
        resolveValue({ $repeat: { $bind: 'app.locales' }, each: { key: { $bind: 'item' }, title: { $bind: 'item' } } }, withLocales, t),
      ).toEqual([
        { key: 'en', title: 'en' },
        { key: 'zh-Hant', title: 'zh-Hant' },
      ]);
    });

    it('gives an empty list for an empty array or anything but an array', () => {
      expect(resolveValue({ $repeat: [], each: { $bind: 'item' } }, scope, t)).toEqual([]);
      expect(resolveValue({ $repeat: { $bind: 'data.nothing' }, each: { $bind: 'item' } }, scope, t)).toEqual([]);
      expect(resolveValue({ $repeat: 'en', each: { $bind: 'item' } }, scope, t)).toEqual([]);
    });

    it('hides an outer item inside an inner repeat, and leaves the outer scope as it was', () => {
      const nested = {
        $repeat: [
          { name: 'a', parts: [1, 2] },
          { name: 'b', parts: [3] },
        ],
        each: { $repeat: { $bind: 'item.parts' }, each: { $concat: [{ $bind: 'item' }, '@', { $bind: 'index' }] } },
      };
      expect(resolveValue(nested, scope, t)).toEqual([['1@0', '2@1'], ['3@0']]);
      expect(resolveValue({ $bind: 'item.name' }, scope, t)).toBe('SPY');
    });

    it('reads bound segments from the item: one draft per locale', () => {
      const drafts: Scope = { state: { contentDraft: { ko: { title: '제목' } } } };
      const each = { $bind: ['state.contentDraft', { $bind: 'item' }, 'title'], default: '' };
      expect(resolveValue({ $repeat: ['en', 'ko'], each }, drafts, t)).toEqual(['', '제목']);
    });
  });
});
