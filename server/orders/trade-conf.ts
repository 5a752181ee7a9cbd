import type { ApiMap } from '@core/generated/api';
import type { MarketId } from '@core/market/types';
import { INSTRUMENTS } from '@core/market/instruments';
import { isOpen, marketTimeZone, nextOpen, sessionAt } from '@core/market/calendar';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import data from '@core/market/data/calendars.json';
import type { Caller, Services } from '../services';
import { tradeUnlockedUntil } from '../security/trade-unlock';
import { Decimal, moneyText } from '../ledger/money';
import { sellableShares } from './place';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { expiryOf, instrumentOrFail, isStale, MAX_QUANTITY, priceBand } from './terms';

type TradeConf = ApiMap['market/trade_conf']['response'];

function marketHours(market: MarketId, now: Date) {
  const c = data[market];
  return {
    market,
    timezone: marketTimeZone(market),
    open: c.open,
    close: c.close,
    tradable: isOpen(market, now),
    next_open: unixSeconds(nextOpen(market, now)),
    session_close: unixSecondsOrNull(sessionAt(market, now)?.close ?? null),
  };
}

/**
 * The published terms: what the ticket shows before a member confirms, and what the server enforces.
 * With a line and a member, also the shares that member can sell now (held less pending sells'
 * reservations), so the ticket refuses an oversized sell before confirming.
 */
export async function tradeConf(
  services: Services,
  code: string | undefined,
  lan: string | undefined,
  caller: Caller | null,
): Promise<TradeConf> {
  const memberId = caller?.memberId ?? null;
  const now = services.clock.now();
  const t = services.config.trading;
  const instrument = code === undefined ? undefined : instrumentOrFail(code);
  const market: MarketId = instrument?.market ?? 'US';
  const hours = marketHours(market, now);
  const quote = instrument ? services.market.quote(instrument.code) : undefined;
  const fx = instrument ? services.market.fx(fxCurrencyOf(instrument.currency)) : undefined;
  const band = instrument && quote ? priceBand(services, instrument, quote.last) : undefined;
  const minQuantity = instrument
    ? instrument.lot.min_quantity
    : Decimal.min(...INSTRUMENTS.map((i) => new Decimal(i.lot.min_quantity))).toFixed();
  return {
    tradable: hours.tradable && !(instrument && t.suspended.includes(instrument.code)),
    levers: [1],
    fee_rate: t.feeRate,
    fee_min: moneyText(t.feeMin),
    fee_currency: services.config.money.currency,
    // In the member's language, its figures as the screens write them: the app shows its own text (trade.ticket.feeFormulaText).
    fee_formula: services.messages(lan, 'server.trade.feeFormula', {
      min: t.feeMin,
      rate: new Decimal(t.feeRate).times(100).toFixed(),
      currency: services.config.money.currency,
    }),
    min_quantity: minQuantity,
    max_quantity: MAX_QUANTITY,
    quantity_decimals: instrument?.lot.quantity_decimals ?? Math.max(...INSTRUMENTS.map((i) => i.lot.quantity_decimals)),
    delegate_types: ['market', 'limit'],
    trading_hours: [{ open: hours.open, close: hours.close }],
    timezone: hours.timezone,
    code: instrument?.code ?? null,
    name: instrument?.name ?? null,
    market,
    exchange: instrument?.exchange ?? null,
    quote_currency: instrument?.currency ?? null,
    tick_size: instrument?.tick_size ?? null,
    min_order_amount: moneyText(t.minOrderAmount),
    price_band: t.priceBand,
    price_low: band ? band.low.toFixed() : null,
    price_high: band ? band.high.toFixed() : null,
    time_in_force: ['day', 'gtc'],
    gtc_max_days: t.gtcMaxDays,
    // When an order placed now would expire, shown on the ticket before the member confirms.
    day_expires_at: instrument ? unixSeconds(expiryOf(services, instrument, 'day', now)) : null,
    gtc_expires_at: instrument ? unixSeconds(expiryOf(services, instrument, 'gtc', now)) : null,
    stale_seconds: services.config.market.staleSeconds,
    next_open: hours.next_open,
    last: quote?.last ?? null,
    bid: quote?.bid ?? null,
    ask: quote?.ask ?? null,
    quote_time: quote ? unixSeconds(quote.time) : null,
    stale: !quote || isStale(services, quote.time, now),
    source: quote?.source ?? services.market.source,
    fx_rate: instrument && fx ? usdtPerQuoteUnit(instrument.currency, fx.rate).toFixed() : null,
    fx_time: fx ? unixSeconds(fx.time) : null,
    markets: (['US', 'UK'] as const).map((m) => marketHours(m, now)),
    // The ticket asks for the payment password only while this is null (server/security/trade-unlock.ts).
    trade_unlocked_until: tradeUnlockedUntil(services, caller),
    trade_unlock_minutes: services.config.limits.tradeUnlockMinutes,
    ...(instrument && memberId ? { sellable: (await sellableShares(services.db, memberId, instrument.code)).toFixed() } : {}),
  };
}
