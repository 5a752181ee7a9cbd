import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { memberAccount } from '../ledger/accounts';
import { lockAccounts, postEntry } from '../ledger/post';
import { Decimal, moneyText } from '../ledger/money';
import { utcText } from '../orders/terms';
import { enqueueAccrual, accrualAt } from './accrual';
import { mostPurchase, productById, remainingOf, statusOf, type ProductRow } from './products';
import { insertPurchase, purchaseById, type PurchaseRow } from './purchases';
import { reserveAccount, reserveState } from './reserve';
import { incomeOf } from './income';

export interface BuyInput {
  id: number;
  amount: string;
  contract_version: string;
  agree: boolean;
}

/**
 * The checks of a purchase against a product as read: sales open (not closed, not before its
 * window, not after it, not sold out), the current contract confirmed, the amount within the
 * minimum and what is left. Run before the payment password and again on the locked row.
 */
export function checkPurchase(p: ProductRow, input: BuyInput, now: Date): Decimal {
  const status = statusOf(p, now);
  if (status === 'closed') throw new AppError(Codes.RULE, 'server.top10.closed');
  if (status === 'upcoming') throw new AppError(Codes.RULE, 'server.top10.notOpen', { start: utcText(p.start_at) });
  if (status === 'ended') throw new AppError(Codes.RULE, 'server.top10.ended');
  if (status === 'sold_out') throw new AppError(Codes.RULE, 'server.top10.soldOut');
  if (input.agree !== true) throw new AppError(Codes.RULE, 'server.top10.contractRequired');
  if (input.contract_version !== p.contract_version) throw new AppError(Codes.RULE, 'server.top10.contractOutdated');
  const amount = new Decimal(input.amount);
  if (amount.lt(p.min_amount)) throw new AppError(Codes.RULE, 'server.top10.belowMin', { min: moneyText(p.min_amount) });
  const remaining = remainingOf(p);
  if (amount.gt(remaining)) throw new AppError(Codes.RULE, 'server.top10.aboveRemaining', { remaining: moneyText(remaining) });
  return amount;
}

/** The product or "not found" (a product id is public: every member sees the list). */
export async function productOrFail(q: Queryable, id: number, lock = false): Promise<ProductRow> {
  const p = await productById(q, id, lock);
  if (!p) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  return p;
}

/**
 * Writes a purchase in the caller's transaction. The product row is locked (capacity), then the
 * reserve and the member's two accounts in id order (ledger lock order): with the reserve held, no
 * other sale can use the same cover before this one commits. Refused whole, nothing moved, when the
 * reserve's free cover is below the contracted income or the asset account is short.
 */
export async function writePurchase(q: Queryable, memberId: string, input: BuyInput, currency: string, now: Date): Promise<PurchaseRow> {
  const product = await productOrFail(q, input.id, true);
  const amount = checkPurchase(product, input, now);
  const { daily, contracted } = incomeOf(amount, product.daily_rate, product.days);
  const reserve = await reserveAccount(q, currency, now);
  const asset = await memberAccount(q, memberId, 'asset', currency, now);
  const top10 = await memberAccount(q, memberId, 'top10', currency, now);
  await lockAccounts(q, [reserve, asset, top10]);
  const cover = await reserveState(q, reserve);
  if (cover.free.lt(contracted)) {
    // The largest amount the free cover takes, in whole cents, by the rule accrual pays, so the member can try that.
    const most = mostPurchase(product, cover.free);
    throw new AppError(Codes.RULE, 'server.top10.reserveShort', { max: moneyText(most) });
  }
  const entry = await postEntry(q, {
    type: 'top10_buy',
    memo: product.name,
    refType: 'top10_product',
    refId: product.id,
    lines: [
      { account: asset, amount: amount.neg() },
      { account: top10, amount },
    ],
    at: now,
  });
  await q.query('UPDATE fund_products SET sold = sold + $2 WHERE id = $1', [product.id, amount.toFixed()]);
  const id = await insertPurchase(q, {
    memberId,
    productId: product.id,
    amount: amount.toFixed(),
    dailyRate: product.daily_rate,
    days: product.days,
    dailyIncome: daily.toFixed(),
    contractedIncome: contracted.toFixed(),
    startAt: now,
    endAt: accrualAt(now, product.days),
    contractVersion: product.contract_version,
    acceptedAt: now,
    buyEntryId: entry,
  });
  await enqueueAccrual(q, id, now, 1, now);
  return (await purchaseById(q, id))!;
}
