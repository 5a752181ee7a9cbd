import { INSTRUMENTS, instrumentOf } from '@core/market/instruments';
import { isOpen, nextOpen } from '@core/market/calendar';
import { tickDecimals } from '@core/market/sim-path';
import type { Instrument } from '@core/market/types';
import { unixSeconds } from '../clock';
import { Decimal } from '../ledger/money';
import { AppError, Codes } from '../errors';
import type { Services } from '../services';
import { isStale } from './stale';

/** One line with its quote, as every list and the detail reply carry it (source, time and staleness with every price). */
export interface QuoteLine {
  code: string;
  name: string;
  market: 'US' | 'UK';
  currency: string;
  price: string;
  change: string;
  change_rate: string;
  volume: number;
  tradable: boolean;
  source: string;
  quote_time: number;
  exchange: Instrument['exchange'];
  quote_currency: Instrument['currency'];
  stale: boolean;
  next_open: number | null;
}

/** The line of an instrument, or undefined while its source has given no quote (a replay without its file). */
export function quoteLine(services: Services, inst: Instrument, quote = services.market.quote(inst.code)): QuoteLine | undefined {
  if (!quote) return undefined;
  const now = services.clock.now();
  const open = isOpen(inst.market, now);
  const stale = isStale(quote, now, services.config.market.staleSeconds);
  const last = new Decimal(quote.last);
  const prev = new Decimal(quote.prev_close);
  const change = last.minus(prev);
  return {
    code: inst.code,
    name: inst.name,
    market: inst.market,
    currency: inst.currency,
    price: quote.last,
    change: change.toFixed(tickDecimals(inst.tick_size)),
    change_rate: prev.isZero() ? '0' : change.div(prev).toFixed(6, Decimal.ROUND_HALF_EVEN),
    volume: quote.volume,
    // Tradable means an order could fill now: the session is open, the quote is fresh and the line is not halted.
    tradable: open && !stale && !services.config.trading.suspended.includes(inst.code),
    source: quote.source,
    quote_time: unixSeconds(quote.time),
    exchange: inst.exchange,
    quote_currency: inst.currency,
    stale,
    next_open: open ? null : unixSeconds(nextOpen(inst.market, now)),
  };
}

/** Every line that has a quote, optionally filtered. */
export function quoteLines(services: Services, filter: (inst: Instrument) => boolean = () => true): QuoteLine[] {
  const out: QuoteLine[] = [];
  for (const inst of INSTRUMENTS) {
    if (!filter(inst)) continue;
    const line = quoteLine(services, inst);
    if (line) out.push(line);
  }
  return out;
}

/** The instrument of a code the member sent, or a clear refusal naming it. */
export function requireInstrument(code: string): Instrument {
  const inst = instrumentOf(code.toUpperCase());
  if (!inst) throw new AppError(Codes.NOT_FOUND, 'server.market.unknownCode', { code });
  return inst;
}

/** One page of a list, with the paging fields every paged reply carries (limit mirrors size). */
export function page<T>(all: readonly T[], input: { page?: number; limit?: number; size?: number }) {
  const p = input.page ?? 1;
  const limit = input.limit ?? input.size ?? 20;
  return { list: all.slice((p - 1) * limit, p * limit), total: all.length, page: p, limit };
}

/** Ranked by the day's change, largest rise first (ties by code, so pages are stable). */
export function byChange(a: QuoteLine, b: QuoteLine): number {
  return new Decimal(b.change_rate).comparedTo(new Decimal(a.change_rate)) || a.code.localeCompare(b.code);
}
