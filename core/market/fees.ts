// The published trading fee and the conversion of a fill into the account currency (USDT), pure so
// market/trade_conf, the ticket, the server's postings and the reference model compute one thing.
import Decimal from 'decimal.js';

export interface FeeSchedule {
  /** Fraction of the trade's value, e.g. "0.001" for 0.1%. */
  rate: string;
  /** The least fee of one fill, in USDT. */
  min: string;
}

/** The fee of one fill worth `value` USDT: rate × value rounded up to the cent, at least the minimum. */
export function tradeFee(value: Decimal.Value, fees: FeeSchedule): Decimal {
  const byRate = new Decimal(value).times(fees.rate).toDecimalPlaces(2, Decimal.ROUND_UP);
  return Decimal.max(byRate, new Decimal(fees.min));
}

/**
 * What `quantity` shares at `price` (quote currency) are worth in USDT at `usdtPerUnit`, rounded to
 * the cent: up for a buy (what the member pays), down for a sell (what the member receives), so
 * the platform never hands out a fraction of a cent it did not receive.
 */
export function tradeValue(quantity: Decimal.Value, price: Decimal.Value, usdtPerUnit: Decimal.Value, side: 'buy' | 'sell'): Decimal {
  return new Decimal(quantity)
    .times(price)
    .times(usdtPerUnit)
    .toDecimalPlaces(2, side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

/** USDT per one unit of the quote currency, from the source's rate of USD or GBP (GBX is GBP / 100). */
export function usdtPerQuoteUnit(currency: 'USD' | 'GBP' | 'GBX', rate: string): Decimal {
  return currency === 'GBX' ? new Decimal(rate).div(100) : new Decimal(rate);
}

/** The FX currency whose rate converts a quote currency (GBX converts through GBP). */
export function fxCurrencyOf(currency: 'USD' | 'GBP' | 'GBX'): 'USD' | 'GBP' {
  return currency === 'USD' ? 'USD' : 'GBP';
}

/** The part of a holding's cost basis that `sold` of `held` shares carry (all of it when the whole holding goes). */
export function costPortion(costBasis: Decimal.Value, held: Decimal.Value, sold: Decimal.Value): Decimal {
  if (new Decimal(sold).gte(held)) return new Decimal(costBasis);
  return new Decimal(costBasis).times(sold).div(held).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The realized profit of a sale: what it paid in, less its fee, less the cost (buy fees included) of the shares sold. */
export function saleProfit(proceeds: Decimal.Value, fee: Decimal.Value, cost: Decimal.Value): Decimal {
  return new Decimal(proceeds).minus(fee).minus(cost);
}
