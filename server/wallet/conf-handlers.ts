import type { HandlerMap } from '../services';
import { maskAccount, maskUsdtAddress } from '../payout/mask';
import { unixSecondsOrNull } from '../clock';
import { billTypeList } from './bill-types';
import { exchangeRates, rateText } from './rates';
import { reviewWindow } from './review-hours';
import { moneyText } from '../ledger/money';
import { bankCardOptions } from '../payout/bank-cards';
import { usdtAddressOptions } from '../payout/usdt-addresses';

/** What a member reads before moving money: limits, fees, rates, review hours, and where to pay in. */
export const walletConfHandlers: HandlerMap = {
  'wallet/conf': async (_ctx, services) => {
    const money = services.config.money;
    const rates = exchangeRates(money);
    const window = reviewWindow(money.reviewHours, services.clock.now());
    return {
      currency: money.currency,
      legal_currency: money.legalCurrency,
      deposit_min: moneyText(money.depositMin),
      withdraw_min: moneyText(money.withdrawMin),
      withdraw_max: moneyText(money.withdrawMax),
      // Keyed by protocol, so a screen names the fee it shows (withdraw_fees.TRC20.fee), not its place.
      withdraw_fees: {
        TRC20: { fee: moneyText(money.fees.TRC20) },
        ERC20: { fee: moneyText(money.fees.ERC20) },
      },
      bank_fee: moneyText(money.fees.bank),
      exchange: { mid: rateText(rates.mid), bid: rateText(rates.bid), ask: rateText(rates.ask), spread: rateText(rates.spread) },
      withdraw_hours: money.reviewHours,
      review_open: window.open,
      next_review: unixSecondsOrNull(window.next),
      max_wallets: services.config.maxWallets,
      max_cards: services.config.maxBankCards,
    };
  },

  'wallet/pay_method': async ({ lan }, services) => {
    const money = services.config.money;
    return {
      list: [
        {
          id: 1,
          name: services.messages(lan, 'server.payMethodUsdt'),
          currency_type: 'virtual' as const,
          currency: money.currency,
          min_amount: moneyText(money.depositMin),
          max_amount: moneyText(money.depositMax),
          icon: 'usdt',
        },
        {
          id: 2,
          name: services.messages(lan, 'server.payMethodBank'),
          currency_type: 'legal' as const,
          currency: money.legalCurrency,
          min_amount: moneyText(money.depositMin),
          max_amount: moneyText(money.depositMax),
          icon: 'bank',
        },
      ],
    };
  },

  'wallet/rec_digital': async ({ input }, services) => {
    const money = services.config.money;
    const list = money.receiving.digital
      .filter((d) => !input.protocol || d.protocol === input.protocol)
      .map((d) => ({
        id: d.id,
        currency: money.currency,
        protocol: d.protocol,
        address: d.address,
        min_amount: moneyText(money.depositMin),
        label: `${d.protocol} ${maskUsdtAddress(d.address)}`,
        demo: d.demo,
      }));
    return { demo: list.some((d) => d.demo), list };
  },

  'wallet/rec_account': async (_ctx, services) => {
    const list = services.config.money.receiving.accounts.map((a) => ({ ...a, label: `${a.bank_name} ${a.account_no}` }));
    return { demo: list.some((a) => a.demo), list };
  },

  'wallet/digital_option': async ({ caller }, services) => {
    const rows = await usdtAddressOptions(services.db, caller.memberId);
    const fees = services.config.money.fees;
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        protocol: r.protocol,
        address: maskUsdtAddress(r.address),
        fee: moneyText(fees[r.protocol]),
        label: `${r.protocol} ${maskUsdtAddress(r.address)}`,
      })),
    };
  },

  'wallet/bank_option': async ({ caller }, services) => {
    const rows = await bankCardOptions(services.db, caller.memberId);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        bank_name: r.bank_name,
        account_no: maskAccount(r.account_no),
        account_name: r.account_name,
        label: `${r.bank_name} ${maskAccount(r.account_no)}`,
      })),
    };
  },

  'wallet/bill_type': async ({ lan }, services) => ({ list: billTypeList(services, lan) }),
};
