import type { HandlerMap } from '../services';
import { moneyText } from '../ledger/money';
import { payForTrade } from '../security/trade-unlock';
import { assertMayTrade } from '../orders/place';
import { applicationPage } from './applications';
import { checkApplication, offerOrFail, revokeApplication, writeApplication } from './apply';
import { holdingPage } from './holdings';
import { memberOfferPage } from './offers';
import { applicationView, lockedView, offerView, releasedView } from './view';

/** Block trades for members (docs/blocks.md): the offers, applying and revoking, and what the closes gave. */
export const blockHandlers: HandlerMap = {
  'market/block_list': async ({ input, caller }, services) => {
    const now = services.clock.now();
    const { page, limit, total, rows } = await memberOfferPage(services.db, caller.memberId, now, input);
    return { page, limit, total, list: rows.map((r) => ({ ...offerView(r, now), my_quantity: r.my_quantity })) };
  },

  // The payment password and the window may say otherwise by now: a retry hears what happened.
  'market/block_apply': {
    replay: 'first',
    run: async (ctx, services, once) => {
      assertMayTrade(ctx.caller);
      // The checks on the offer as read, before the payment password is tried; again on the locked row.
      checkApplication(await offerOrFail(services.db, ctx.input.id), ctx.input, services.clock.now());
      await payForTrade(services, ctx.caller, ctx.input.pay_password);
      return once(async (q) => {
        const written = await writeApplication(q, ctx.caller.memberId, ctx.input, services.config.money.currency, services.clock.now());
        return { id: Number(written.id), status: 'pending' as const, amount: moneyText(written.amount) };
      });
    },
  },

  'order/block_revoke': {
    replay: 'at-write',
    run: async (ctx, services, once) =>
      once(async (q) => {
        await revokeApplication(q, ctx.caller.memberId, ctx.input.id, services.clock.now());
        return null;
      }),
  },

  'order/block_apply': async ({ input, caller }, services) => {
    const { page, limit, total, rows } = await applicationPage(services.db, caller.memberId, input);
    return { page, limit, total, list: rows.map(applicationView) };
  },

  'order/block_hold': async ({ input, caller }, services) => {
    const now = services.clock.now();
    const { page, limit, total, rows } = await holdingPage(services.db, caller.memberId, false, input);
    return { page, limit, total, list: rows.map((h) => lockedView(services, h, now)) };
  },

  'order/block_history': async ({ input, caller }, services) => {
    const { page, limit, total, rows } = await holdingPage(services.db, caller.memberId, true, input);
    return { page, limit, total, list: rows.map(releasedView) };
  },
};
