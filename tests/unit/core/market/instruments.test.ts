import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, instrumentOf } from '@core/market/instruments';
import type { CategoryKey, ExchangeMic, MarketId, QuoteCurrency } from '@core/market/types';

// The catalogue file is read as JSON and cast to Instrument[]: these checks are what stands between
// a typo in data/instruments.json and an order priced in the wrong currency or unit.

const CATEGORIES: CategoryKey[] = [
  'broad',
  'tech',
  'sector',
  'international',
  'emerging',
  'bond',
  'commodity',
  'dividend',
  'real_estate',
  'thematic',
];
const MARKET_OF: Record<ExchangeMic, MarketId> = { ARCX: 'US', XNAS: 'US', BATS: 'US', XLON: 'UK' };
const CURRENCIES: Record<MarketId, QuoteCurrency[]> = { US: ['USD'], UK: ['GBP', 'GBX', 'USD'] };
const POSITIVE_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

function positiveDecimal(s: unknown): boolean {
  return typeof s === 'string' && POSITIVE_DECIMAL.test(s) && new Decimal(s).gt(0);
}

describe('the ETF catalogue', () => {
  it('has 45 lines, at least 40, with unique codes and names', () => {
    expect(INSTRUMENTS).toHaveLength(45);
    expect(INSTRUMENTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INSTRUMENTS.map((i) => i.code)).size).toBe(INSTRUMENTS.length);
    expect(new Set(INSTRUMENTS.map((i) => i.name)).size).toBe(INSTRUMENTS.length);
  });

  it('holds every fund the issue names, on both sides', () => {
    const codes = INSTRUMENTS.map((i) => i.code);
    const us = ['SPY', 'QQQ', 'VOO', 'IVV', 'VTI', 'DIA', 'IWM', 'EFA', 'EEM', 'GLD', 'TLT', 'XLK', 'XLF', 'ARKK'];
    const uk = ['VUSA', 'VWRL', 'CSPX', 'ISF', 'EQQQ', 'VUKE', 'SWDA'];
    expect([...us, ...uk].filter((c) => !codes.includes(c))).toEqual([]);
    for (const c of us) expect(instrumentOf(c)?.market).toBe('US');
    for (const c of uk) expect(instrumentOf(c)?.market).toBe('UK');
  });

  it('finds a line by code, and nothing for a code it does not list', () => {
    expect(instrumentOf('CSPX')).toMatchObject({ exchange: 'XLON', currency: 'USD' });
    expect(instrumentOf('ISF')).toMatchObject({ exchange: 'XLON', currency: 'GBX' });
    expect(instrumentOf('spy')).toBeUndefined();
    expect(instrumentOf('NOPE')).toBeUndefined();
  });

  it('lists both markets, and U.K. lines in each of GBP, GBX (pence) and USD', () => {
    const uk = INSTRUMENTS.filter((i) => i.market === 'UK');
    expect(INSTRUMENTS.filter((i) => i.market === 'US').length).toBeGreaterThanOrEqual(20);
    expect(uk.length).toBeGreaterThanOrEqual(10);
    expect(new Set(uk.map((i) => i.currency))).toEqual(new Set(['GBP', 'GBX', 'USD']));
  });

  it.each(INSTRUMENTS.map((i) => [i.code, i] as const))('%s is a well-formed line', (_code, i) => {
    expect(i.code).toMatch(/^[A-Z]{2,5}$/);
    expect(i.name.trim()).toBe(i.name);
    expect(i.name.length).toBeGreaterThan(5);
    expect(MARKET_OF[i.exchange]).toBe(i.market);
    expect(CURRENCIES[i.market]).toContain(i.currency);
    expect(CATEGORIES).toContain(i.category);

    expect(positiveDecimal(i.tick_size)).toBe(true);
    expect(positiveDecimal(i.lot.min_quantity)).toBe(true);
    expect(Number.isInteger(i.lot.quantity_decimals) && i.lot.quantity_decimals >= 0).toBe(true);
    // The smallest quantity must itself be expressible in the allowed decimals.
    expect(new Decimal(i.lot.min_quantity).decimalPlaces()).toBeLessThanOrEqual(i.lot.quantity_decimals);

    expect(positiveDecimal(i.sim.start_price)).toBe(true);
    // A starting price off the tick grid would be a price the exchange could never print.
    expect(new Decimal(i.sim.start_price).mod(i.tick_size).isZero()).toBe(true);
    expect(i.sim.volatility).toBeGreaterThan(0);
    expect(i.sim.volatility).toBeLessThan(1);
    expect(Math.abs(i.sim.drift)).toBeLessThan(0.5);
  });

  it('quotes pence lines at pence-sized prices, so 850 is never read as pounds', () => {
    // An LSE line in GBX priced under 100 would almost surely be a pounds figure in the pence column.
    for (const i of INSTRUMENTS.filter((x) => x.currency === 'GBX')) expect(new Decimal(i.sim.start_price).gte(100)).toBe(true);
  });
});
