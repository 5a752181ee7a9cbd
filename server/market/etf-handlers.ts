import type { Instrument, QuoteCurrency } from '@core/market/types';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import type { HandlerMap, Services } from '../services';
import { unixSeconds } from '../clock';
import { AppError, Codes } from '../errors';
import { Decimal } from '../ledger/money';
import { readKlines, type KlinePeriod } from './candles';
import { isFavorite } from './favorites';
import { comingEvent } from './coming-event';
import { byChange, page, quoteLine, quoteLines, requireInstrument, type QuoteLine } from './quote-view';

/** The headline lines above the ETF list: the big U.S. index trackers and two London lines. */
export const INDEX_CODES = ['SPY', 'QQQ', 'DIA', 'IWM', 'VUSA', 'ISF'] as const;

const SORTS: Record<'change_rate' | 'volume' | 'name', (a: QuoteLine, b: QuoteLine) => number> = {
  change_rate: byChange,
  volume: (a, b) => b.volume - a.volume || a.code.localeCompare(b.code),
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
};

function description(inst: Instrument): string {
  const unit = inst.currency === 'GBX' ? 'GBX (pence sterling; 100 GBX = 1 GBP)' : inst.currency;
  return `${inst.name} (${inst.code}), listed on ${inst.exchange}, quoted in ${unit}. Minimum quantity ${inst.lot.min_quantity}, price step ${inst.tick_size}.`;
}

export const etfHandlers: HandlerMap = {
  'etf/index': async (_ctx, services) => ({
    list: INDEX_CODES.flatMap((code) => quoteLine(services, requireInstrument(code)) ?? []),
  }),

  'etf/list': async ({ input }, services) => {
    const lines = quoteLines(
      services,
      (i) => (!input.category || i.category === input.category) && (!input.market || i.market === input.market),
    );
    // Without a sort the catalogue's own order (broad funds first) is kept.
    if (input.sort) lines.sort(SORTS[input.sort]);
    return page(lines, input);
  },

  'etf/search': async ({ input }, services) => {
    const needle = input.keyword.trim().toLowerCase();
    const lines = quoteLines(services, (i) => i.code.toLowerCase().includes(needle) || i.name.toLowerCase().includes(needle));
    // An exact code first, then codes starting with the keyword, then the rest by code.
    const rank = (l: QuoteLine) => (l.code.toLowerCase() === needle ? 0 : l.code.toLowerCase().startsWith(needle) ? 1 : 2);
    lines.sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code));
    return page(lines, input);
  },

  'etf/detail': async ({ input, caller }, services) => {
    const inst = requireInstrument(input.code);
    const quote = services.market.quote(inst.code);
    const line = quoteLine(services, inst, quote);
    if (!quote || !line) throw new AppError(Codes.RULE, 'server.market.noQuote', { code: inst.code, source: services.market.source });
    return {
      ...line,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      prev_close: quote.prev_close,
      bid: quote.bid,
      ask: quote.ask,
      category: inst.category,
      // A visitor (public page, no session) has no favourites.
      is_favorite: caller ? await isFavorite(services.db, caller.memberId, inst.code) : false,
      market_event: comingEvent(inst.market, services.clock.now()),
      description: description(inst),
      stale_seconds: services.config.market.staleSeconds,
      // The rate the ticket converts with, shown beside it: never a hidden conversion.
      ...fxOf(services, inst.currency),
    };
  },

  'etf/kline': async ({ input }, services) => {
    const inst = requireInstrument(input.code);
    const before = input.before !== undefined ? new Date(input.before * 1000) : new Date(services.clock.now().getTime() + 60_000);
    const list = await readKlines(services.db, inst.code, input.period as KlinePeriod, {
      limit: input.limit ?? 200,
      before,
      // U.S. sessions open at :30 (09:30 New York): hour candles start there, as brokers draw them.
      offsetSeconds: inst.market === 'US' ? 1800 : 0,
    });
    const dp = Math.max(2, inst.tick_size.split('.')[1]?.length ?? 0);
    const fmt = (v: string) => new Decimal(v).toFixed(dp);
    return {
      code: inst.code,
      period: input.period,
      source: services.market.source,
      loading: services.market.historyLoading(),
      list: list.map((k) => ({
        time: unixSeconds(k.time),
        open: fmt(k.open),
        high: fmt(k.high),
        low: fmt(k.low),
        close: fmt(k.close),
        volume: k.volume,
      })),
    };
  },
};

/** USDT per unit of a quote currency (per penny on GBX lines) with its time and source, or nulls when the source gives none. */
function fxOf(services: Services, currency: QuoteCurrency): { fx_rate: string | null; fx_time: number | null; fx_source: string | null } {
  const fx = services.market.fx(fxCurrencyOf(currency));
  if (!fx) return { fx_rate: null, fx_time: null, fx_source: null };
  return { fx_rate: usdtPerQuoteUnit(currency, fx.rate).toFixed(), fx_time: unixSeconds(fx.time), fx_source: fx.source };
}
