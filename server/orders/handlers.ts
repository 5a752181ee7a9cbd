import type { ApiMap } from '@core/generated/api';
import type { Queryable } from '../db/types';
import type { ContextOf, HandlerMap, Once, Services, Written } from '../services';
import { AppError, Codes } from '../errors';
import { lockTrade, payForTrade } from '../security/trade-unlock';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { endPending } from './execute';
import { assertMayTrade, sellableShares, ticketOf, tpslTickets, writeOrder } from './place';
import { closableShares, endPositionTpsl, pairTpsl } from './tpsl';
import { orderById, orderPage } from './rows';
import { holdsPosition, positionPage } from './positions';
import { orderView, placedView, positionView } from './view';
import { tradableInstrumentOrFail } from './terms';
import { tradeConf } from './trade-conf';
import { carriedBy, replayLines } from './history';

type Side = 'buy' | 'sell';

/** etf/buy and etf/sell: the guards, the order's checks, the payment password, then the write (and a market order's fill) under the key. */
function place<Id extends 'etf/buy' | 'etf/sell'>(side: Side) {
  return async (ctx: ContextOf<Id>, services: Services, once: Once<ApiMap[Id]['response']>): Promise<Written<ApiMap[Id]['response']>> => {
    const memberId = ctx.caller.memberId;
    assertMayTrade(ctx.caller);
    const now = services.clock.now();
    const ticket = ticketOf(services, side, ctx.input, now);
    await payForTrade(services, ctx.caller, ctx.input.pay_password);
    return once(async (q) => placedView(services, ctx.lan, await writeOrder(q, services, memberId, ticket, now)));
  };
}

/**
 * Ends the holding's take-profit / stop-loss (their reservation released) and returns the shares now
 * free to sell, read inside the write: a sell placed meanwhile reserved some of them, and a sale that
 * took the whole holding leaves nothing (refused: never a 0-share order).
 */
async function freedHolding(q: Queryable, memberId: string, code: string, now: Date): Promise<Decimal> {
  await endPositionTpsl(q, memberId, code, now);
  const current = await sellableShares(q, memberId, code);
  if (current.lte(0)) throw new AppError(Codes.RULE, 'server.trade.noHolding', { code });
  return current;
}

export const orderHandlers: HandlerMap = {
  'market/trade_conf': async (ctx, services) => tradeConf(services, ctx.input.code, ctx.lan, ctx.caller ?? null),

  'etf/trade_lock': async (ctx, services) => {
    await lockTrade(services, ctx.caller);
    return null;
  },

  // The payment password and the market may say otherwise by now: a retry hears what happened.
  'etf/buy': { replay: 'first', run: place<'etf/buy'>('buy') },
  'etf/sell': { replay: 'first', run: place<'etf/sell'>('sell') },

  'etf/position': {
    replay: 'first',
    run: async (ctx, services, once) => {
      const memberId = ctx.caller.memberId;
      assertMayTrade(ctx.caller);
      const instrument = tradableInstrumentOrFail(services, ctx.input.code);
      // Its take-profit and stop-loss go with it: their shares count as closable.
      const shares = await closableShares(services.db, memberId, instrument.code);
      const now = services.clock.now();
      const ticket = ticketOf(services, 'sell', { code: instrument.code, delegate_type: 'market', quantity: shares.toFixed() }, now);
      await payForTrade(services, ctx.caller, ctx.input.pay_password);
      return once(async (q) => {
        // Closing the position cancels its take-profit and stop-loss (their reservation released).
        const current = await freedHolding(q, memberId, instrument.code, now);
        const order = await writeOrder(q, services, memberId, { ...ticket, quantity: Decimal.min(current, ticket.quantity) }, now);
        if (order.status !== 'transacted') throw new AppError(Codes.RULE, 'server.trade.rejectBelowFee');
        return {
          id: Number(order.id),
          order_no: order.order_no,
          quantity: new Decimal(order.quantity).toFixed(),
          close_price: new Decimal(order.fill_price!).toFixed(),
          quote_currency: order.quote_currency,
          fx_rate: new Decimal(order.fx_rate!).toFixed(),
          fx_time: unixSeconds(order.fx_time!),
          source: order.source!,
          quote_time: unixSeconds(order.quote_time!),
          fee: moneyText(order.fee!),
          profit: moneyText(order.profit!),
          settled_amount: moneyText(new Decimal(order.value!).minus(order.fee!)),
        };
      });
    },
  },

  'etf/position_tpsl': {
    replay: 'first',
    run: async (ctx, services, once) => {
      const memberId = ctx.caller.memberId;
      assertMayTrade(ctx.caller);
      const instrument = tradableInstrumentOrFail(services, ctx.input.code);
      const shares = await closableShares(services.db, memberId, instrument.code);
      const now = services.clock.now();
      const checked = tpslTickets(services, instrument.code, shares, ctx.input, now);
      await payForTrade(services, ctx.caller, ctx.input.pay_password);
      return once(async (q) => {
        // A new pair replaces the one set before; then both sell what is free to sell now.
        const current = await freedHolding(q, memberId, instrument.code, now);
        const take = checked.takeProfit && (await writeOrder(q, services, memberId, { ...checked.takeProfit, quantity: current }, now));
        const stop =
          checked.stopLoss &&
          (await writeOrder(q, services, memberId, { ...checked.stopLoss, quantity: current }, now, { sharesReserved: !take }));
        if (take && stop) await pairTpsl(q, take.id, stop.id);
        return {
          quantity: current.toFixed(),
          take_profit_id: take ? Number(take.id) : null,
          stop_loss_id: stop ? Number(stop.id) : null,
        };
      });
    },
  },

  'order/revoke': {
    replay: 'at-write',
    run: async (ctx, services, once) => {
      const memberId = ctx.caller.memberId;
      return once(async (q) => {
        const now = services.clock.now();
        const ended = await endPending(q, String(ctx.input.id), 'revoked', now, { memberId });
        if (!ended) {
          const order = await orderById(q, ctx.input.id, memberId);
          if (!order) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
          throw new AppError(Codes.CONFLICT, order.status === 'transacted' ? 'server.trade.alreadyFilled' : 'server.trade.alreadyEnded');
        }
        return { id: ctx.input.id, status: 'revoked' as const, released: moneyText(ended.released) };
      });
    },
  },

  'etf/order': async ({ input, caller, lan }, services) => {
    const order = await orderById(services.db, input.id, caller.memberId);
    if (!order) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    const replay =
      order.side === 'sell' && order.status === 'transacted' ? await replayLines(services.db, caller.memberId, [order.code]) : null;
    return orderView(
      services,
      lan,
      order,
      await holdsPosition(services.db, caller.memberId, order.code),
      replay ? carriedBy(replay, order.code, order.id) : undefined,
    );
  },

  'etf/orders': async ({ input, caller, lan }, services) => {
    const memberId = caller.memberId;
    if (input.tab === 'holding') {
      const { rows, ...paging } = await positionPage(services.db, memberId, input);
      const replays = await replayLines(
        services.db,
        memberId,
        rows.map((p) => p.code),
      );
      return { ...paging, list: rows.map((p) => positionView(services, p, replays.get(p.code)?.open)) };
    }
    // closed: the sells that realized a result; entrust: every order that did not fill (pending first in time order of placing).
    const { rows, ...paging } = await orderPage(services.db, memberId, input.tab === 'closed' ? 'closed' : 'entrust', input);
    // A closed row shows what its shares were bought at and the buy fees they carried.
    const replays =
      input.tab === 'closed'
        ? await replayLines(
            services.db,
            memberId,
            rows.map((o) => o.code),
          )
        : new Map();
    return { ...paging, list: rows.map((o) => orderView(services, lan, o, false, carriedBy(replays, o.code, o.id))) };
  },
};
