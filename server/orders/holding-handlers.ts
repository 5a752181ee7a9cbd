import type { HandlerMap } from '../services';
import { instrumentOf } from '@core/market/instruments';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import { AppError, Codes } from '../errors';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { isStale } from './terms';
import { priceText, replayLines } from './history';
import { openPosition } from './positions';

/**
 * etf/holding: one holding as the member would audit it. The position row is what the ledger holds
 * (quantity, reserved, basis); the replay of its fills gives the average price, the fees and the
 * lot's trades, and must arrive at the same basis (tests/server/orders/holding.test.ts).
 */
export const holdingHandlers: HandlerMap = {
  'etf/holding': async ({ input, caller }, services) => {
    const position = await openPosition(services.db, caller.memberId, input.code);
    const instrument = instrumentOf(input.code);
    if (!position || !instrument) throw new AppError(Codes.NOT_FOUND, 'server.trade.noHolding', { code: input.code });
    const open = (await replayLines(services.db, caller.memberId, [input.code])).get(input.code)?.open ?? null;
    const quantity = new Decimal(position.quantity);
    const cost = new Decimal(position.cost_basis);
    const quote = services.market.quote(input.code);
    const fx = services.market.fx(fxCurrencyOf(instrument.currency));
    const perUnit = fx ? usdtPerQuoteUnit(instrument.currency, fx.rate) : null;
    // At the bid, as a sale would be valued (and as the holding tab values it).
    const marketValue = quote && perUnit ? quantity.times(quote.bid).times(perUnit).toDecimalPlaces(2, Decimal.ROUND_DOWN) : null;
    const unrealised = marketValue ? marketValue.minus(cost) : new Decimal(0);
    return {
      code: instrument.code,
      name: instrument.name,
      market: instrument.market,
      quote_currency: instrument.currency,
      quantity: quantity.toFixed(),
      reserved: new Decimal(position.reserved).toFixed(),
      avg_price: open ? priceText(open.avgBuyPrice) : '0',
      cost_basis: moneyText(cost),
      buy_fees: moneyText(open?.buyFeesHeld ?? 0),
      fees_paid: moneyText(open?.feesPaid ?? 0),
      realised_profit: moneyText(open?.realised ?? 0),
      unrealised_profit: moneyText(unrealised),
      unrealised_rate: cost.isZero() ? '0' : unrealised.div(cost).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
      market_value: marketValue ? moneyText(marketValue) : null,
      current_price: quote?.last ?? null,
      quote_time: quote ? unixSeconds(quote.time) : null,
      stale: !quote || isStale(services, quote.time, services.clock.now()),
      source: quote?.source ?? null,
      fx_rate: perUnit?.toFixed() ?? null,
      opened_at: unixSeconds(position.opened_at),
      trades: (open?.fills ?? [])
        .map(({ fill }) => ({
          // A block fill is named by its holding (its id is 'block-<holding id>'), an order's by the order.
          id: Number(fill.delegate_type === 'block' ? fill.id.slice('block-'.length) : fill.id),
          order_no: fill.order_no,
          direction: fill.side,
          delegate_type: fill.delegate_type,
          quantity: new Decimal(fill.quantity).toFixed(),
          price: new Decimal(fill.price).toFixed(),
          value: moneyText(fill.value),
          fee: moneyText(fill.fee),
          profit: fill.profit === null ? null : moneyText(fill.profit),
          time: unixSeconds(fill.fill_time),
        }))
        .reverse(),
    };
  },
};
