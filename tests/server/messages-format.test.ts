import { describe, expect, it } from 'vitest';
import { loadMessages } from '@server/messages';

// Server messages read like the screens: the app's separators, the figure's own decimals, money to
// the cent, and the language's plural form chosen by `count` (i18next's key_one / key_other / ...).
describe('server messages', () => {
  const messages = loadMessages();

  it('says "1 share", not "1 shares", in every language with plural forms', () => {
    expect(messages('en', 'server.trade.sharesShort', { code: 'SPY', available: '1', count: '1' })).toBe(
      'You can sell at most 1 share of SPY',
    );
    expect(messages('en', 'server.trade.sharesShort', { code: 'SPY', available: '2.5', count: '2.5' })).toBe(
      'You can sell at most 2.5 shares of SPY',
    );
    expect(messages('de', 'server.trade.quantityMax', { max: 1, count: 1 })).toBe('Höchstens 1 Anteil pro Auftrag');
    // Russian: one, few, many.
    expect(messages('rs', 'server.trade.quantityMax', { max: 1, count: 1 })).toBe('Не более 1 пая в одном ордере');
    expect(messages('rs', 'server.trade.quantityMax', { max: 3, count: 3 })).toBe('Не более 3 паёв в одном ордере');
    expect(messages('rs', 'server.trade.quantityMin', { code: 'SPY', min: 5, count: 5 })).toBe('Минимальное количество SPY — 5 паёв');
    // One form only (Japanese): the _other text.
    expect(messages('jp', 'server.trade.quantityMax', { max: 1, count: 1 })).toBe('1回の注文は最大 1口です');
  });

  it('writes thousands separators and keeps the decimals a figure has; money to the cent, cut', () => {
    expect(messages('en', 'server.trade.quantityMax', { max: 1000000, count: 1000000 })).toBe('At most 1,000,000 shares in one order');
    expect(messages('en', 'server.trade.amountMin', { value: '4.999', min: '5' })).toBe(
      'This order is worth 4.99 USDT; the minimum is 5.00 USDT',
    );
    expect(messages('en', 'server.trade.priceBand', { low: '1234.5', high: '1508.75', band: '10' })).toBe(
      'The limit price must be between 1,234.5 and 1,508.75 (within 10% of the last price)',
    );
    // Turkmen writes 1.234,56 (spec section 9), as the app does.
    expect(messages('tr', 'server.trade.fundsShort', { available: '12345.6' })).toBe(
      'ETF hasabyňyzda ýeterlik serişde ýok: 12.345,60 USDT',
    );
    // Every other language as Intl writes it, as its screens do (core/i18n/localizeDecimal.ts).
    expect(messages('de', 'server.trade.fundsShort', { available: '12345.6' })).toContain('12.345,60 USDT');
    expect(messages('fr', 'server.trade.quantityMax', { max: 1000000, count: 1000000 })).toContain('1\u202f000\u202f000');
    expect(messages('idn', 'server.trade.quantityMax', { max: 1000000, count: 1000000 })).toContain('10,00,000');
    expect(messages('en', 'server.trade.fundsShort', { available: '12.3' })).toBe('Not enough available in your ETF account: 12.30 USDT');
  });
});
