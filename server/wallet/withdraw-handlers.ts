import type { ContextOf, HandlerMap, Once, Services, Written } from '../services';
import type { ApiMap } from '@core/generated/api';
import { AppError, Codes } from '../errors';
import { passedRealName } from '../kyc/verifications';
import { verifyPayPassword } from '../security/pay-password';
import { availableAsset, memberAccount } from '../ledger/accounts';
import { endHold, placeHold } from '../ledger/holds';
import { Decimal, moneyText } from '../ledger/money';
import { maskAccount, maskUsdtAddress } from '../payout/mask';
import { unixSeconds, unixSecondsOrNull } from '../clock';
import { newOrderNo } from '../db/order-no';
import { reviewWindow } from './review-hours';
import { assertPayoutReleased } from '../security/payout-hold';
import { hasPayPassword } from '../identity/members';
import { boundDestinations } from '../payout/destinations';
import { cancelWithdrawal, insertWithdrawal, setWithdrawalHold, withdrawalExists, withdrawalPage } from './withdrawals';

export const withdrawHandlers: HandlerMap = {
  'wallet/withdraw_quote': async ({ input, caller }, services) => {
    const memberId = caller.memberId;
    const { destination, amount, fee, arrival } = await quote(services, memberId, input);
    const available = new Decimal((await availableAsset(services.db, memberId, destination.currency)) ?? 0);
    if (available.lt(amount)) throw new AppError(Codes.RULE, 'server.insufficientBalance', { available: moneyText(available) });
    return {
      currency: destination.currency,
      amount: moneyText(amount),
      fee: moneyText(fee),
      arrival_amount: moneyText(arrival),
      available: moneyText(available),
      target: maskedTarget(input.account_type, destination.target),
      review_from: unixSecondsOrNull(reviewWindow(services.config.money.reviewHours, services.clock.now()).next),
    };
  },

  // The payment password and the guards may say otherwise by now; a retry hears what happened.
  'wallet/withdraw': { replay: 'first', run: requestWithdrawal },

  'wallet/withdraw_cancel': {
    replay: 'at-write',
    run: async (ctx, services, once) => {
      const memberId = ctx.caller.memberId;
      return once(async (q) => {
        const now = services.clock.now();
        const holdId = await cancelWithdrawal(q, ctx.input.id, memberId, now);
        if (holdId === undefined) {
          throw (await withdrawalExists(q, ctx.input.id, memberId))
            ? new AppError(Codes.CONFLICT, 'server.notUnderReview')
            : new AppError(Codes.NOT_FOUND, 'server.notFound');
        }
        await endHold(q, holdId, 'released', now);
        return { id: ctx.input.id, status: 'canceled' as const };
      });
    },
  },

  'wallet/withdraws': async ({ input, caller }, services) => {
    const { rows, ...paging } = await withdrawalPage(services.db, caller.memberId, input.status ?? null, input);
    const window = reviewWindow(services.config.money.reviewHours, services.clock.now());
    return {
      ...paging,
      list: rows.map((r) => ({
        ...r,
        id: Number(r.id),
        amount: moneyText(r.amount),
        fee: moneyText(r.fee),
        arrival_amount: moneyText(r.arrival_amount),
        target: maskedTarget(r.account_type, r.target),
        review_from: r.status === 'review' ? unixSecondsOrNull(window.next) : null,
        created_at: unixSeconds(r.created_at),
      })),
    };
  },
};

interface Destination {
  protocol: 'TRC20' | 'ERC20' | null;
  currency: string;
  fee: string;
  /** Stored in full for the finance team; members see it masked. */
  target: string;
}

async function destinationOf(services: Services, memberId: string, accountType: 'wallet' | 'bank', id: number): Promise<Destination> {
  const money = services.config.money;
  const table = accountType === 'wallet' ? 'wallets' : 'bank_cards';
  const bound = await boundDestinations<{
    id: string;
    protocol?: 'TRC20' | 'ERC20';
    address?: string;
    bank_name?: string;
    account_no?: string;
  }>(services.db, table, memberId);
  if (bound.length === 0) throw new AppError(Codes.BINDING_REQUIRED, 'server.bindingRequired');
  const row = bound.find((r) => String(r.id) === String(id));
  if (!row) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
  if (accountType === 'wallet')
    return { protocol: row.protocol!, currency: money.currency, fee: money.fees[row.protocol!], target: `${row.protocol} ${row.address}` };
  return { protocol: null, currency: money.legalCurrency, fee: money.fees.bank, target: `${row.bank_name} ${row.account_no}` };
}

/** The masked form of a stored destination ("TRC20 <address>" or "<bank> <account>"). */
export function maskedTarget(accountType: 'wallet' | 'bank', target: string): string {
  const cut = target.lastIndexOf(' ');
  const head = target.slice(0, cut);
  const tail = target.slice(cut + 1);
  return `${head} ${accountType === 'wallet' ? maskUsdtAddress(tail) : maskAccount(tail)}`;
}

/** The guards of a withdrawal, in the order a member can fix them (verify, set a payment password, bind, wait out a cooling-off period), then the published fee. */
async function quote(services: Services, memberId: string, input: { account_type: 'wallet' | 'bank'; target_id: number; amount: string }) {
  const money = services.config.money;
  if (!(await passedRealName(services.db, memberId))) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
  if (!(await hasPayPassword(services.db, memberId))) throw new AppError(Codes.PAY_PASSWORD_REQUIRED, 'server.payPasswordRequired');
  const destination = await destinationOf(services, memberId, input.account_type, input.target_id);
  await assertPayoutReleased(services, memberId, input.account_type, input.target_id);
  const amount = new Decimal(input.amount);
  if (amount.lt(money.withdrawMin) || amount.gt(money.withdrawMax)) {
    throw new AppError(Codes.RULE, 'server.withdrawAmountRange', { min: moneyText(money.withdrawMin), max: moneyText(money.withdrawMax) });
  }
  const fee = new Decimal(destination.fee);
  const arrival = amount.minus(fee);
  if (arrival.lte(0)) throw new AppError(Codes.RULE, 'server.withdrawBelowFee', { fee: moneyText(fee) });
  return { destination, amount, fee, arrival };
}

/** A withdrawal request: the guards and the fee, the payment password, then the hold, in one transaction. */
async function requestWithdrawal(
  { input, caller }: ContextOf<'wallet/withdraw'>,
  services: Services,
  once: Once<ApiMap['wallet/withdraw']['response']>,
): Promise<Written<ApiMap['wallet/withdraw']['response']>> {
  const memberId = caller.memberId;
  const { destination, amount, fee, arrival } = await quote(services, memberId, input);
  await verifyPayPassword(services, memberId, input.pay_password);
  const now = services.clock.now();
  const window = reviewWindow(services.config.money.reviewHours, now);
  return once(async (q) => {
    const account = await memberAccount(q, memberId, 'asset', destination.currency, now);
    const written = await insertWithdrawal(q, {
      memberId,
      orderNo: await newOrderNo(q, 'W', now),
      accountType: input.account_type,
      targetId: input.target_id,
      protocol: destination.protocol,
      target: destination.target,
      currency: destination.currency,
      amount: amount.toFixed(),
      fee: fee.toFixed(),
      arrival: arrival.toFixed(),
      at: now,
    });
    const id = written.id;
    const hold = await placeHold(q, account, amount, { type: 'withdrawal', id }, now);
    await setWithdrawalHold(q, id, hold);
    return {
      id: Number(id),
      order_no: written.order_no,
      currency: destination.currency,
      amount: moneyText(amount),
      fee: moneyText(fee),
      arrival_amount: moneyText(arrival),
      status: 'review' as const,
      review_from: unixSecondsOrNull(window.next),
    };
  });
}
