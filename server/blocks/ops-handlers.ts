import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { writeAudit } from '../audit/audit';
import { unixSeconds } from '../clock';
import { Decimal, moneyText } from '../ledger/money';
import { freshQuoteOrFail, fxOrFail, tradableInstrumentOrFail } from '../orders/terms';
import { enqueueClose } from './close';
import { insertOffer, opsOfferPage } from './offers';
import { offerView } from './view';

/** The discounts an offer may publish (migration 032 holds the same bounds as a last guard). */
const DISCOUNT_MIN = new Decimal('0.01');
const DISCOUNT_MAX = new Decimal('0.30');
const DAY_MS = 86_400_000;

interface CreateInput {
  quantity: number;
  lot: number;
  min_quantity: number;
  max_quantity: number;
  discount_rate: string;
  start_at: number;
  end_at: number;
}

/** The terms' own checks, before the market is read: the discount, the window, the bounds in whole lots. */
function checkTerms(input: CreateInput, now: Date): Decimal {
  const discount = new Decimal(input.discount_rate);
  if (discount.lt(DISCOUNT_MIN) || discount.gt(DISCOUNT_MAX))
    throw new AppError(Codes.RULE, 'server.block.discountRange', { min: DISCOUNT_MIN.toFixed(), max: DISCOUNT_MAX.toFixed() });
  if (input.start_at >= input.end_at) throw new AppError(Codes.RULE, 'server.block.windowOrder');
  if (input.end_at * 1000 <= now.getTime()) throw new AppError(Codes.RULE, 'server.block.windowPast');
  if (input.min_quantity > input.max_quantity || input.max_quantity > input.quantity) throw new AppError(Codes.RULE, 'server.block.limits');
  if ([input.quantity, input.min_quantity, input.max_quantity].some((n) => n % input.lot !== 0))
    throw new AppError(Codes.RULE, 'server.block.lotFit', { lot: input.lot });
  return discount;
}

/** Block trades for operations: the list, and offering a block priced from the market at this instant. Audited. */
export const opsBlockHandlers: HandlerMap = {
  'ops/block_offers': async ({ input }, services) => {
    const now = services.clock.now();
    const { page, limit, total, rows } = await opsOfferPage(services.db, input);
    return {
      page,
      limit,
      total,
      list: rows.map((r) => ({
        ...offerView(r, now),
        applicants: r.applicants,
        allocated: r.allocated,
        created_by: r.created_by,
        created_at: unixSeconds(r.created_at),
      })),
    };
  },

  'ops/block_create': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const now = services.clock.now();
      const discount = checkTerms(input, now);
      const instrument = tradableInstrumentOrFail(services, input.code);
      let quote;
      let perUnit;
      try {
        quote = freshQuoteOrFail(services, instrument.code, now);
        perUnit = fxOrFail(services, instrument, now, true).perUnit;
      } catch {
        throw new AppError(Codes.RULE, 'server.block.noQuote', { code: instrument.code });
      }
      // The reference is the last trade; the block price per share in USDT, rounded to the cent.
      const refPrice = new Decimal(quote.last);
      const price = refPrice.times(perUnit).times(new Decimal(1).minus(discount)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      if (price.lte(0)) throw new AppError(Codes.RULE, 'server.block.noQuote', { code: instrument.code });
      const endAt = new Date(input.end_at * 1000);
      const terms = {
        code: instrument.code,
        market: instrument.market,
        refPrice: refPrice.toFixed(),
        currency: instrument.currency,
        fxRate: perUnit.toFixed(),
        discountRate: discount.toFixed(),
        price: price.toFixed(),
        quantity: input.quantity,
        lot: input.lot,
        minQuantity: input.min_quantity,
        maxQuantity: input.max_quantity,
        startAt: new Date(input.start_at * 1000),
        endAt,
        lockupDays: input.lockup_days,
        unlockAt: new Date(endAt.getTime() + input.lockup_days * DAY_MS),
      };
      return once(async (q) => {
        const id = await insertOffer(q, { ...terms, createdBy: staff.staffId, at: now });
        await enqueueClose(q, id, endAt, now);
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'block_offer.create',
          subjectType: 'block_offer',
          subjectId: id,
          before: null,
          after: { ...terms, startAt: input.start_at, endAt: input.end_at, unlockAt: unixSeconds(terms.unlockAt) },
          at: now,
        });
        return { id: Number(id), price: moneyText(price), ref_price: refPrice.toFixed() };
      });
    },
  },
};
