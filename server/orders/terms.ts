import type { Instrument, MarketId } from '@core/market/types';
import { instrumentOf } from '@core/market/instruments';
import { isOpen, nextOpen, nextSession, sessionAt } from '@core/market/calendar';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import type { FxRate, Quote } from '../market/market-data';
import { AppError, Codes } from '../errors';
import { Decimal } from '../ledger/money';

/** Instants in messages: language-neutral UTC, like the payout hold messages. */
export function utcText(d: Date): string {
  return d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

export function staleLimitMs(services: Services): number {
  return services.config.market.staleSeconds * 1000;
}

export function isStale(services: Services, time: Date, now: Date): boolean {
  return now.getTime() - time.getTime() > staleLimitMs(services);
}

/** The listed line of a code, or a 404 in the member's language. */
export function instrumentOrFail(code: string): Instrument {
  const instrument = instrumentOf(code);
  if (!instrument) throw new AppError(Codes.NOT_FOUND, 'server.trade.unknownCode', { code });
  return instrument;
}

/** The line of an order or a close: listed, and not halted (TRADE_SUSPENDED). */
export function tradableInstrumentOrFail(services: Services, code: string): Instrument {
  const instrument = instrumentOrFail(code);
  if (services.config.trading.suspended.includes(instrument.code)) throw new AppError(Codes.RULE, 'server.trade.suspended', { code });
  return instrument;
}

/** Refuses outside the session, saying when the market opens next. */
export function assertOpen(market: MarketId, now: Date): void {
  if (!isOpen(market, now))
    throw new AppError(Codes.RULE, 'server.trade.notTradable', { market, next_open: utcText(nextOpen(market, now)) });
}

export function quoteOrFail(services: Services, code: string): Quote {
  const quote = services.market.quote(code);
  if (!quote) throw new AppError(Codes.RULE, 'server.trade.noQuote', { code });
  return quote;
}

export function freshQuoteOrFail(services: Services, code: string, now: Date): Quote {
  const quote = quoteOrFail(services, code);
  if (isStale(services, quote.time, now)) throw new AppError(Codes.RULE, 'server.trade.staleQuote', { code, time: utcText(quote.time) });
  return quote;
}

/**
 * The rate converting the line's quote currency into USDT (GBX through GBP / 100), refused when
 * missing, or stale when `fresh` (a market order fills on it; a limit order only sizes its hold
 * with it, and its fill takes the rate of its own time).
 */
export function fxOrFail(services: Services, instrument: Instrument, now: Date, fresh: boolean): { fx: FxRate; perUnit: Decimal } {
  const currency = fxCurrencyOf(instrument.currency);
  const fx = services.market.fx(currency);
  if (!fx || (fresh && isStale(services, fx.time, now))) throw new AppError(Codes.RULE, 'server.trade.noFx', { currency });
  return { fx, perUnit: usdtPerQuoteUnit(instrument.currency, fx.rate) };
}

/** When an order placed now expires: DAY at the close of the session in progress (or the next one), GTC after gtcMaxDays. */
export function expiryOf(services: Services, instrument: Instrument, tif: 'day' | 'gtc', now: Date): Date {
  if (tif === 'gtc') return new Date(now.getTime() + services.config.trading.gtcMaxDays * 86_400_000);
  return (sessionAt(instrument.market, now) ?? nextSession(instrument.market, now)).close;
}

/** A quantity typed by the member: positive, within the line's decimals and minimum. */
export function checkQuantity(instrument: Instrument, raw: string): Decimal {
  const quantity = new Decimal(raw);
  if (quantity.lte(0)) throw new AppError(Codes.RULE, 'server.trade.quantityPositive');
  if (quantity.decimalPlaces() > instrument.lot.quantity_decimals)
    throw new AppError(Codes.RULE, 'server.trade.quantityDecimals', {
      code: instrument.code,
      decimals: instrument.lot.quantity_decimals,
      count: instrument.lot.quantity_decimals,
    });
  checkQuantityBounds(instrument, quantity);
  return quantity;
}

/** Most shares of one order: a typo guard, far above any member's funds. */
export const MAX_QUANTITY = 1_000_000;

export function checkQuantityBounds(instrument: Instrument, quantity: Decimal): void {
  if (quantity.lt(instrument.lot.min_quantity))
    throw new AppError(Codes.RULE, 'server.trade.quantityMin', {
      code: instrument.code,
      min: instrument.lot.min_quantity,
      count: instrument.lot.min_quantity,
    });
  if (quantity.gt(MAX_QUANTITY)) throw new AppError(Codes.RULE, 'server.trade.quantityMax', { max: MAX_QUANTITY, count: MAX_QUANTITY });
}

/** The band a limit price must lie in: ±priceBand of the last price, on the tick size. */
export function priceBand(services: Services, instrument: Instrument, last: string): { low: Decimal; high: Decimal } {
  const band = new Decimal(services.config.trading.priceBand);
  const tick = new Decimal(instrument.tick_size);
  const lastPrice = new Decimal(last);
  return {
    low: lastPrice.times(new Decimal(1).minus(band)).div(tick).ceil().times(tick),
    high: lastPrice.times(new Decimal(1).plus(band)).div(tick).floor().times(tick),
  };
}

export function checkLimitPrice(services: Services, instrument: Instrument, raw: string, last: string): Decimal {
  const price = new Decimal(raw);
  if (price.lte(0)) throw new AppError(Codes.RULE, 'server.trade.pricePositive');
  if (!price.mod(instrument.tick_size).isZero())
    throw new AppError(Codes.RULE, 'server.trade.priceTick', { code: instrument.code, tick: instrument.tick_size });
  const { low, high } = priceBand(services, instrument, last);
  if (price.lt(low) || price.gt(high))
    throw new AppError(Codes.RULE, 'server.trade.priceBand', {
      low: low.toFixed(),
      high: high.toFixed(),
      band: new Decimal(services.config.trading.priceBand).times(100).toFixed(),
    });
  return price;
}
