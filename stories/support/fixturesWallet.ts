import type { ApiResponse } from '@core/generated/api';
import { NOW } from './fixturesApp';
import { member } from './fixturesMember';

// Money, as the member sees it: accounts, the wallet's limits and fees, where to deposit, bound
// payout options, deposits and withdrawals. Records are in fixturesRecords, the finance review in
// fixturesOpsFinance.

/** An order number as the server makes them: D or W, the UTC date and time, six digits. */
export function orderNo(prefix: 'D' | 'W', at: number, digits: string): string {
  return `${prefix}${new Date(at * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14)}${digits}`;
}

/** The platform's TRC20 deposit address and the member's bound wallet (full, as staff see it). */
export const PLATFORM_TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PLATFORM_ERC20 = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
export const MEMBER_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * member/asset: the six accounts in USDT (200.00 of the asset account frozen by a withdrawal under
 * review), plus US dollars from an exchange; ETF holdings worth 1030.40 at the bid beside the cash.
 * Balances 5295.00 (the dollars at 1:1) + holdings 1030.40 = 6325.40, split as the breakdown says.
 */
export const asset: ApiResponse<'member/asset'> = {
  currency: 'USDT',
  total_assets: '6325.40',
  breakdown: { cash: '4795.00', etf_holdings: '1030.40', top10: '500.00', copy_trading: '0.00' },
  today_income: '20.50',
  total_income: '249.55',
  accounts: [
    {
      type: 'asset',
      currency: 'USDT',
      total: '1250.00',
      available: '1050.00',
      frozen: '200.00',
      today_income: '0.00',
      total_income: '0.00',
    },
    {
      type: 'etf',
      currency: 'USDT',
      total: '3200.00',
      available: '3200.00',
      frozen: '0.00',
      today_income: '18.40',
      total_income: '212.75',
    },
    // The Top 10 account's money belongs to running contracts: frozen until settlement, as member/asset says.
    { type: 'top10', currency: 'USDT', total: '500.00', available: '0.00', frozen: '500.00', today_income: '2.10', total_income: '36.80' },
    { type: 'follow', currency: 'USDT', total: '0.00', available: '0.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
    { type: 'social', currency: 'USDT', total: '45.00', available: '45.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
    {
      type: 'subscription',
      currency: 'USDT',
      total: '0.00',
      available: '0.00',
      frozen: '0.00',
      today_income: '0.00',
      total_income: '0.00',
    },
    { type: 'asset', currency: 'USD', total: '300.00', available: '300.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
  ],
  by_type: {
    asset: {
      type: 'asset',
      currency: 'USDT',
      total: '1250.00',
      available: '1050.00',
      frozen: '200.00',
      today_income: '0.00',
      total_income: '0.00',
    },
    etf: {
      type: 'etf',
      currency: 'USDT',
      total: '3200.00',
      available: '3200.00',
      frozen: '0.00',
      today_income: '18.40',
      total_income: '212.75',
    },
    top10: {
      type: 'top10',
      currency: 'USDT',
      total: '500.00',
      available: '0.00',
      frozen: '500.00',
      today_income: '2.10',
      total_income: '36.80',
    },
    follow: {
      type: 'follow',
      currency: 'USDT',
      total: '0.00',
      available: '0.00',
      frozen: '0.00',
      today_income: '0.00',
      total_income: '0.00',
    },
    social: {
      type: 'social',
      currency: 'USDT',
      total: '45.00',
      available: '45.00',
      frozen: '0.00',
      today_income: '0.00',
      total_income: '0.00',
    },
    subscription: {
      type: 'subscription',
      currency: 'USDT',
      total: '0.00',
      available: '0.00',
      frozen: '0.00',
      today_income: '0.00',
      total_income: '0.00',
    },
  },
};

/** wallet/conf: limits, published fees, the exchange rate with its 1% spread, review hours open now. */
export const walletConf: ApiResponse<'wallet/conf'> = {
  currency: 'USDT',
  deposit_min: '10.00',
  withdraw_min: '10.00',
  withdraw_max: '50000.00',
  withdraw_fees: { TRC20: { fee: '1.00' }, ERC20: { fee: '20.00' } },
  withdraw_hours: { start: '09:00', end: '21:00', timezone: 'Asia/Seoul' },
  max_wallets: 3,
  max_cards: 3,
  legal_currency: 'USD',
  bank_fee: '2.00',
  exchange: { mid: '1', bid: '0.995', ask: '1.005', spread: '0.01' },
  review_open: true,
  next_review: null,
};

/** wallet/conf outside the review hours: they open again at 09:00 Seoul time. */
export const walletConfClosed: ApiResponse<'wallet/conf'> = { ...walletConf, review_open: false, next_review: NOW };

/** wallet/rec_digital: the platform's USDT deposit addresses. */
export const recDigital: ApiResponse<'wallet/rec_digital'> = {
  demo: true,
  list: [
    { id: 1, currency: 'USDT', protocol: 'TRC20', address: PLATFORM_TRC20, min_amount: '10.00', label: 'TRC20 TLa2f6****YjU7', demo: true },
    { id: 2, currency: 'USDT', protocol: 'ERC20', address: PLATFORM_ERC20, min_amount: '10.00', label: 'ERC20 0xfB69****d359', demo: true },
  ],
};

/** wallet/rec_account: the platform's receiving bank account for US dollars. */
export const recAccount: ApiResponse<'wallet/rec_account'> = {
  demo: true,
  list: [
    {
      id: 1,
      bank_name: 'Meridian Settlement Bank',
      account_no: '100-200-300400',
      account_name: 'Meridian Client Money',
      iban: 'GB82WEST12345698765432',
      currency: 'USD',
      label: 'Meridian Settlement Bank 100-200-300400',
      demo: true,
    },
  ],
};

/** wallet/digital_option: the member's bound TRC20 wallet, masked, with its fee. */
export const digitalOption: ApiResponse<'wallet/digital_option'> = {
  list: [{ id: 1, address: 'TR7NHq****Lj6t', protocol: 'TRC20', fee: '1.00', label: 'TRC20 TR7NHq****Lj6t' }],
};

/** wallet/bank_option: the member's bound card, masked. */
export const bankOption: ApiResponse<'wallet/bank_option'> = {
  list: [{ id: 1, bank_name: 'HSBC', account_no: '****6789', account_name: member.nickname, label: 'HSBC ****6789' }],
};

/** wallet/deposits: one under review, one refused with the reason, one paid in dollars and credited. */
export const deposits: ApiResponse<'wallet/deposits'> = {
  list: [
    {
      id: 12,
      order_no: orderNo('D', NOW - 3600 * 2, '481733'),
      currency_type: 'virtual',
      currency: 'USDT',
      protocol: 'TRC20',
      amount: '500.00',
      voucher: '/api/files/Hq3Lw8Zt2VbN6mKc9XpR4sJd7GfY1aTe',
      depositor_name: member.nickname,
      status: 'review',
      reason: '',
      created_at: NOW - 3600 * 2,
      rec_target: `TRC20 ${PLATFORM_TRC20}`,
      rec_demo: true,
    },
    {
      id: 9,
      order_no: orderNo('D', NOW - 3600 * 53, '072519'),
      currency_type: 'virtual',
      currency: 'USDT',
      protocol: 'TRC20',
      amount: '200.00',
      voucher: '/api/files/Pn4Xc7Rb2WqT9LmZ5KdV8HsJ3GyF6aEu',
      depositor_name: member.nickname,
      status: 'refused',
      reason: 'The voucher does not show the transaction hash',
      created_at: NOW - 3600 * 53,
      rec_target: `TRC20 ${PLATFORM_TRC20}`,
      rec_demo: true,
    },
    {
      id: 4,
      order_no: orderNo('D', NOW - 3600 * 150, '930164'),
      currency_type: 'legal',
      currency: 'USD',
      protocol: null,
      amount: '300.00',
      voucher: '/api/files/Yt6Ma1Qe8NcR3VbK7XwL2ZpD9HfS4gJu',
      depositor_name: member.nickname,
      status: 'passed',
      reason: '',
      created_at: NOW - 3600 * 150,
      rec_target: 'Meridian Settlement Bank 100-200-300400',
      rec_demo: true,
    },
  ],
  total: 3,
  page: 1,
  limit: 20,
};

/** wallet/withdraws: one sent after the review hours (reviewed from 09:00), one refused with the reason, one paid out. */
export const withdraws: ApiResponse<'wallet/withdraws'> = {
  list: [
    {
      id: 7,
      order_no: orderNo('W', NOW - 3600 * 2, '315860'),
      amount: '200.00',
      fee: '1.00',
      arrival_amount: '199.00',
      account_type: 'wallet',
      protocol: 'TRC20',
      target: 'TRC20 TR7NHq****Lj6t',
      status: 'review',
      reason: '',
      created_at: NOW - 3600 * 2,
      currency: 'USDT',
      review_from: NOW,
    },
    {
      id: 5,
      order_no: orderNo('W', NOW - 3600 * 77, '608241'),
      amount: '150.00',
      fee: '2.00',
      arrival_amount: '148.00',
      account_type: 'bank',
      protocol: null,
      target: 'HSBC ****6789',
      status: 'refused',
      reason: 'The account name does not match the verified name',
      created_at: NOW - 3600 * 77,
      currency: 'USD',
      review_from: null,
    },
    {
      id: 2,
      order_no: orderNo('W', NOW - 3600 * 250, '184402'),
      amount: '100.00',
      fee: '1.00',
      arrival_amount: '99.00',
      account_type: 'wallet',
      protocol: 'TRC20',
      target: 'TRC20 TR7NHq****Lj6t',
      status: 'passed',
      reason: '',
      created_at: NOW - 3600 * 250,
      currency: 'USDT',
      review_from: null,
    },
  ],
  total: 3,
  page: 1,
  limit: 20,
};
