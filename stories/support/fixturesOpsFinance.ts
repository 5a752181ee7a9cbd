import type { ApiResponse } from '@core/generated/api';
import { NOW } from './fixturesApp';
import { member } from './fixturesMember';
import { MEMBER_TRC20, PLATFORM_TRC20, orderNo } from './fixturesWallet';

// The finance review in the back office: the deposit and withdrawal queues, corrections that need a
// second person, and a member's postings.

/** ops/me: a signed-in finance reviewer. */
export const staffFinance: ApiResponse<'ops/me'> = { name: 'Jung Finance', email: 'finance@meridian.local', roles: ['finance_reviewer'] };

type OpsDeposit = ApiResponse<'ops/deposits'>['list'][number];

/** The member's USDT deposit under review, as staff see it: the voucher is a staff photo link. */
const opsDeposit: OpsDeposit = {
  id: 12,
  order_no: orderNo('D', NOW - 3600 * 2, '481733'),
  uid: member.uid,
  real_name: member.nickname,
  currency_type: 'virtual',
  currency: 'USDT',
  protocol: 'TRC20',
  rec_target: `TRC20 ${PLATFORM_TRC20}`,
  rec_demo: true,
  amount: '500.00',
  voucher: '/api/ops/files/Hq3Lw8Zt2VbN6mKc9XpR4sJd7GfY1aTe',
  depositor_name: member.nickname,
  tx_hash: '6b2f8c0e4a9d1f3b5c7e9a0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f0a1c3e5b7d9f',
  status: 'review',
  reason: '',
  reviewer: '',
  created_at: NOW - 3600 * 2,
  reviewed_at: null,
};

/** ops/deposits: the review queue, oldest first. */
export const opsDeposits: ApiResponse<'ops/deposits'> = {
  list: [
    {
      ...opsDeposit,
      id: 10,
      order_no: orderNo('D', NOW - 3600 * 26, '664018'),
      uid: '31570266',
      real_name: 'Daniel Okafor',
      depositor_name: 'Daniel Okafor',
      currency_type: 'legal',
      currency: 'USD',
      protocol: null,
      rec_target: 'Meridian Settlement Bank 100-200-300400',
      amount: '1000.00',
      voucher: '/api/ops/files/Tb8Kq2Wn5RzX7LcV3MpY9HdJ4GsF1aEo',
      created_at: NOW - 3600 * 26,
    },
    opsDeposit,
  ],
  total: 2,
  page: 1,
  limit: 20,
};

/** ops/deposits by id: the one deposit of the detail screen. */
export const opsDepositOne: ApiResponse<'ops/deposits'> = { list: [opsDeposit], total: 1, page: 1, limit: 20 };

/** ops/deposits by id, refused by a reviewer with the reason the member reads. */
export const opsDepositRefused: ApiResponse<'ops/deposits'> = {
  ...opsDepositOne,
  list: [
    {
      ...opsDeposit,
      status: 'refused',
      reason: 'The voucher does not show the transaction hash',
      reviewer: staffFinance.name,
      reviewed_at: NOW - 3600,
    },
  ],
};

type OpsWithdraw = ApiResponse<'ops/withdraws'>['list'][number];

/** The member's TRC20 withdrawal under review, with the full address to pay out to. */
const opsWithdraw: OpsWithdraw = {
  id: 7,
  order_no: orderNo('W', NOW - 3600 * 2, '315860'),
  uid: member.uid,
  real_name: member.nickname,
  account_type: 'wallet',
  protocol: 'TRC20',
  target: `TRC20 ${MEMBER_TRC20}`,
  currency: 'USDT',
  amount: '200.00',
  fee: '1.00',
  arrival_amount: '199.00',
  status: 'review',
  reason: '',
  reviewer: '',
  created_at: NOW - 3600 * 2,
  reviewed_at: null,
};

/** ops/withdraws: the review queue, oldest first (a USDT wallet by ERC20, one by TRC20, a bank card), review hours open. */
export const opsWithdraws: ApiResponse<'ops/withdraws'> = {
  list: [
    {
      ...opsWithdraw,
      id: 6,
      order_no: orderNo('W', NOW - 3600 * 11, '902377'),
      uid: '31570266',
      real_name: 'Daniel Okafor',
      protocol: 'ERC20',
      target: 'ERC20 0x8a3C5e71B0d4F29c6E1a7D3b9F5c2E8d4A6b1C07',
      amount: '1500.00',
      fee: '20.00',
      arrival_amount: '1480.00',
      created_at: NOW - 3600 * 11,
    },
    opsWithdraw,
    {
      ...opsWithdraw,
      id: 8,
      order_no: orderNo('W', NOW - 3600 * 1, '057194'),
      uid: '40960512',
      real_name: 'Seo-yeon Choi',
      account_type: 'bank',
      protocol: null,
      target: 'KB Kookmin Bank 004-21-0582-113',
      currency: 'USD',
      amount: '250.00',
      fee: '2.00',
      arrival_amount: '248.00',
      created_at: NOW - 3600,
    },
  ],
  total: 3,
  page: 1,
  limit: 20,
  review_open: true,
  next_review: null,
  review_hours: '09:00-21:00 Asia/Seoul',
};

/** ops/withdraws outside the review hours: decisions wait until 09:00 Seoul time. */
export const opsWithdrawsClosed: ApiResponse<'ops/withdraws'> = { ...opsWithdraws, review_open: false, next_review: NOW };

/** ops/withdraws by id: the one withdrawal of the detail screen. */
export const opsWithdrawOne: ApiResponse<'ops/withdraws'> = { ...opsWithdraws, list: [opsWithdraw], total: 1 };

/** ops/withdraws by id, refused: the frozen amount went back with the reason. */
export const opsWithdrawRefused: ApiResponse<'ops/withdraws'> = {
  ...opsWithdrawOne,
  list: [
    {
      ...opsWithdraw,
      status: 'refused',
      reason: 'The address is on a sanctions list',
      reviewer: staffFinance.name,
      reviewed_at: NOW - 1800,
    },
  ],
};

type Correction = ApiResponse<'ops/corrections'>['list'][number];

/** A proposed correction waiting for a second staff member. */
export const correctionProposed: Correction = {
  id: 4,
  entry_id: 41,
  entry_type: 'deposit',
  uid: member.uid,
  lines: `${member.uid} asset +500.00 USDT`,
  reason: 'Credited twice: the same voucher was approved for two deposits',
  status: 'proposed',
  proposed_by: 'Oh Finance',
  decided_by: '',
  decision_reason: '',
  proposed_at: NOW - 3600,
  decided_at: null,
};

/** ops/corrections: proposals waiting for a second person. */
export const corrections: ApiResponse<'ops/corrections'> = {
  list: [
    {
      id: 3,
      entry_id: 37,
      entry_type: 'uid_transfer',
      uid: '40960512',
      lines: '40960512 asset -80.00 USDT; 31570266 social +80.00 USDT',
      reason: 'Sent to the wrong UID; the recipient agreed to return it',
      status: 'proposed',
      proposed_by: 'Oh Finance',
      decided_by: '',
      decision_reason: '',
      proposed_at: NOW - 3600 * 8,
      decided_at: null,
    },
    correctionProposed,
  ],
  total: 2,
  page: 1,
  limit: 50,
};

/** ops/member_bill: a member's postings, newest first (the oldest deposit already reversed). */
export const memberBill: ApiResponse<'ops/member_bill'> = {
  list: [
    {
      entry_id: 44,
      type: 'transfer',
      account: 'etf',
      currency: 'USDT',
      amount: '300.00',
      balance: '3200.00',
      memo: 'asset → etf',
      corrected: false,
      created_at: NOW - 3600 * 5,
    },
    {
      entry_id: 44,
      type: 'transfer',
      account: 'asset',
      currency: 'USDT',
      amount: '-300.00',
      balance: '1250.00',
      memo: 'asset → etf',
      corrected: false,
      created_at: NOW - 3600 * 5,
    },
    {
      entry_id: 41,
      type: 'deposit',
      account: 'asset',
      currency: 'USDT',
      amount: '500.00',
      balance: '1550.00',
      memo: orderNo('D', NOW - 3600 * 30, '518204'),
      corrected: false,
      created_at: NOW - 3600 * 26,
    },
    {
      entry_id: 33,
      type: 'correction',
      account: 'asset',
      currency: 'USDT',
      amount: '-50.00',
      balance: '1050.00',
      memo: 'Entered the wrong amount',
      corrected: true,
      created_at: NOW - 3600 * 96,
    },
    {
      entry_id: 29,
      type: 'deposit',
      account: 'asset',
      currency: 'USDT',
      amount: '50.00',
      balance: '1100.00',
      memo: orderNo('D', NOW - 3600 * 120, '204477'),
      corrected: true,
      created_at: NOW - 3600 * 118,
    },
  ],
  total: 5,
  page: 1,
  limit: 50,
};
