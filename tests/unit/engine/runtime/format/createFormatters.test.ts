import { describe, expect, it } from 'vitest';
import { createFormatters } from '@engine/runtime/format/createFormatters';

describe('createFormatters', () => {
  let locale = 'en';
  const t = (key: string, args?: Record<string, unknown>) => `${key}${args ? `:${String(args.count)}` : ''}`;
  const f = createFormatters({ locale: () => locale, t, now: () => 10_000_000_000_000 });

  it('binds each $fmt name to its helper', () => {
    const at = new Date(2024, 0, 2, 3, 4, 5).getTime();
    expect(f.date(at)).toBe('2024-01-02');
    // A time says its zone, as Intl names the device's for that moment.
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(zone).not.toBe('');
    expect(f.dateTime(at)).toBe(`2024-01-02 03:04:05 ${zone}`);
    expect(f.date(at, 'yyyy')).toBe('2024');
    expect(f.relativeTime(10_000_000_000_000)).toBe('engine.time.now');
    expect(f.number(1234.5)).toBe('1,234.50');
    expect(f.money('1.239', '1')).toBe('1.2');
    expect(f.rate('-0.5')).toBe('50.00%');
    expect(f.mask('13812345678')).toBe('138****5678');
    expect(f.list(['jp', 'rs', 'zh-Hant'])).toBe('jp, rs, zh-Hant');
    expect(f.list(undefined)).toBe('');
  });

  it('reads the locale on every call', () => {
    locale = 'tk';
    expect(f.number(1234.5)).toBe('1.234,50');
    locale = 'en';
  });

  it("writes numbers, money, rates and zones through Intl in the member's locale", () => {
    locale = 'de';
    expect(f.number(1234.5)).toBe('1.234,50');
    expect(f.money('1234567.899')).toBe('1.234.567,89');
    expect(f.rate('0.0125')).toBe('1,25\u00a0%');
    locale = 'ko';
    expect(f.money('1234.5')).toBe('1,234.50');
    locale = 'jp';
    // Japanese names Tokyo's zone JST where English says GMT+9: the zone reads in the member's language.
    const at = Date.UTC(2024, 0, 2, 3, 4, 5);
    const zone = new Intl.DateTimeFormat('ja', { timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
    expect(f.dateTime(at).endsWith(` ${zone}`)).toBe(true);
    locale = 'en';
  });

  it('ignores a pattern that is not a decimals count', () => {
    expect(f.number(1, 'abc')).toBe('1.00');
  });
});
