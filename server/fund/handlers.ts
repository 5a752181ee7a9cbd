import type { HandlerMap } from '../services';
import { acceptCurrent } from '../documents/acceptances';
import { verifyPayPassword } from '../security/pay-password';
import { assertMayTrade } from '../orders/place';
import { Decimal, moneyText } from '../ledger/money';
import { allProducts, annualRate, forSaleFirst, productView, saleView } from './products';
import { reserveAccount, reserveBacking, reserveState } from './reserve';
import { memberPurchases, purchaseView, salesByProduct } from './purchases';
import { checkPurchase, productOrFail, writePurchase } from './buy';
import { contractOf } from './contract';

/** The member's side of the Top 10 fund: the products, their contracts, buying, and the member's purchases. */
export const fundHandlers: HandlerMap = {
  'fund/top': async (_ctx, services) => {
    const now = services.clock.now();
    const cover = await reserveState(services.db, await reserveAccount(services.db, services.config.money.currency, now));
    const free = Decimal.max(0, cover.free);
    return {
      list: forSaleFirst((await allProducts(services.db)).map((p) => saleView(p, now, free))),
      reserve: reserveBacking(cover),
    };
  },

  'fund/top_rank': async (_ctx, services) => {
    const now = services.clock.now();
    const sales = await salesByProduct(services.db);
    const ranked = (await allProducts(services.db))
      .map((p) => ({ p, invested: sales.get(p.id)?.invested ?? '0', investors: sales.get(p.id)?.investors ?? 0 }))
      // What members actually put in, largest first; ties by the older product.
      .sort((a, b) => new Decimal(b.invested).cmp(a.invested) || Number(a.p.id) - Number(b.p.id));
    return {
      list: ranked.map(({ p, invested, investors }, i) => ({
        rank: i + 1,
        id: Number(p.id),
        name: p.name,
        invested: moneyText(invested),
        investors,
        annual_rate: annualRate(p.daily_rate),
        days: p.days,
        status: productView(p, now).status,
      })),
    };
  },

  'fund/contract': async ({ input, lan }, services) => {
    const now = services.clock.now();
    const product = await productOrFail(services.db, input.id);
    const cover = await reserveState(services.db, await reserveAccount(services.db, services.config.money.currency, now));
    const sale = saleView(product, now, Decimal.max(0, cover.free));
    return {
      ...contractOf(services.messages, lan, product),
      // The sale as it stands, so the buy screen can refuse before the confirmation what the server would refuse after it.
      sale: { status: sale.status, remaining: sale.remaining, max_amount: sale.max_amount, example: sale.example },
      reserve: reserveBacking(cover),
    };
  },

  'fund/top_buy': {
    // The payment password and the product's sales may say otherwise by now: a retry hears what happened.
    replay: 'first',
    run: async ({ input, caller, ip }, services, once) => {
      const memberId = caller.memberId;
      assertMayTrade(caller);
      const now = services.clock.now();
      // Every refusal the request alone decides comes before the payment password is tried.
      checkPurchase(await productOrFail(services.db, input.id), input, now);
      await verifyPayPassword(services, memberId, input.pay_password);
      return once(async (q) => {
        const at = services.clock.now();
        const row = await writePurchase(q, memberId, input, services.config.money.currency, at);
        // The contract screen shows the Top 10 risk disclosure with the contract: confirming one accepts both.
        await acceptCurrent(q, { memberId, key: 'risk_top10', context: 'top10', ip, at });
        const { accrued_days: _a, accumulated_income: _i, status: _s, settled_at: _t, settled_amount: _m, ...bought } = purchaseView(row);
        return bought;
      });
    },
  },

  'fund/top_list': async ({ input, caller }, services) => memberPurchases(services.db, caller.memberId, input),
};
