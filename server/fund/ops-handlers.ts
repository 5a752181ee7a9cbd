import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { Decimal, moneyText } from '../ledger/money';
import { pageOf } from '../db/paging';
import { writeAudit } from '../audit/audit';
import { unixSeconds } from '../clock';
import { allProducts, checkRateCap, closeProduct, insertProduct, productView } from './products';
import { salesByProduct } from './purchases';
import { productOrFail } from './buy';
import { addToReserve, reserveAccount, reserveState, type ReserveState } from './reserve';

const RATE_MIN = new Decimal('0.0001');
const RATE_MAX = new Decimal('0.01');

function reserveView(r: ReserveState) {
  return { balance: moneyText(r.balance), committed: moneyText(r.committed), free: moneyText(r.free) };
}

/** Staff operations of the Top 10 fund: products (created once, closed once) and the income reserve. Every change is audited. */
export const opsFundHandlers: HandlerMap = {
  'ops/fund_products': async ({ input }, services) => {
    const now = services.clock.now();
    const { page, limit, offset } = pageOf(input);
    const all = await allProducts(services.db);
    const sales = await salesByProduct(services.db);
    return {
      page,
      limit,
      total: all.length,
      list: all.slice(offset, offset + limit).map((p) => {
        const s = sales.get(p.id);
        return {
          ...productView(p, now),
          investors: s?.investors ?? 0,
          contracted_income: moneyText(s?.contracted ?? 0),
          paid_income: moneyText(s?.paid ?? 0),
          created_by: p.created_by,
          created_at: unixSeconds(p.created_at),
        };
      }),
    };
  },

  'ops/fund_product_create': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const dailyRate = new Decimal(input.daily_rate);
      if (dailyRate.lt(RATE_MIN) || dailyRate.gt(RATE_MAX))
        throw new AppError(Codes.RULE, 'server.top10.rateRange', { min: RATE_MIN.toFixed(), max: RATE_MAX.toFixed() });
      checkRateCap(dailyRate, services.config.fund);
      if (input.start_at >= input.end_at) throw new AppError(Codes.RULE, 'server.top10.windowOrder');
      const minAmount = new Decimal(input.min_amount);
      const capacity = new Decimal(input.capacity);
      if (minAmount.gt(capacity)) throw new AppError(Codes.RULE, 'server.top10.minAboveCapacity');
      const name = input.name.trim();
      if (name === '') throw new AppError(Codes.RULE, 'server.top10.nameRequired');
      return once(async (q) => {
        const at = services.clock.now();
        const terms = {
          name,
          minAmount,
          dailyRate,
          days: input.days,
          startAt: new Date(input.start_at * 1000),
          endAt: new Date(input.end_at * 1000),
          capacity,
        };
        const created = await insertProduct(q, { ...terms, createdBy: staff.staffId, at }, services.config.fund);
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'fund_product.create',
          subjectType: 'fund_product',
          subjectId: created.id,
          before: null,
          after: {
            name,
            min_amount: moneyText(minAmount),
            daily_rate: dailyRate.toFixed(),
            days: input.days,
            start_at: input.start_at,
            end_at: input.end_at,
            capacity: moneyText(capacity),
            contract_version: created.contract_version,
          },
          at,
        });
        return { id: Number(created.id), contract_version: created.contract_version };
      });
    },
  },

  'ops/fund_product_close': async ({ input, staff }, services) => {
    const reason = input.reason.trim();
    if (reason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
    return services.db.tx(async (q) => {
      const at = services.clock.now();
      const product = await productOrFail(q, input.id, true);
      if (!(await closeProduct(q, product.id, staff.staffId, reason, at))) throw new AppError(Codes.CONFLICT, 'server.top10.alreadyClosed');
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'fund_product.close',
        subjectType: 'fund_product',
        subjectId: product.id,
        before: { status: productView(product, at).status },
        after: { status: 'closed', reason },
        at,
      });
      return { id: input.id, status: 'closed' as const };
    });
  },

  'ops/fund_reserve': async (_ctx, services) =>
    reserveView(await reserveState(services.db, await reserveAccount(services.db, services.config.money.currency, services.clock.now()))),

  'ops/fund_reserve_add': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const reason = input.reason.trim();
      if (reason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
      const amount = new Decimal(input.amount);
      return once(async (q) => {
        const at = services.clock.now();
        const currency = services.config.money.currency;
        const before = await reserveState(q, await reserveAccount(q, currency, at));
        const entry = await addToReserve(q, currency, amount, reason, at);
        const after = await reserveState(q, await reserveAccount(q, currency, at));
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'fund_reserve.add',
          subjectType: 'journal_entry',
          subjectId: entry,
          before: reserveView(before),
          after: { ...reserveView(after), amount: moneyText(amount), reason },
          at,
        });
        return reserveView(after);
      });
    },
  },
};
