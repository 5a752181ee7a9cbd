import { catalogue } from '@engine/app/catalogue';
import type { ApiRequest, ApiResponse } from '@core/generated/api';
import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { locatePointer } from '@core/json/locatePointer';
import enEngine from '@locales/en/engine.json';
import enScreens from '@locales/en/screens.json';
import enStaff from '@locales/en/staff.json';
import actionSchema from '@schemas/dsl/action.schema.json';
import appSchema from '@schemas/dsl/app.schema.json';
import conditionSchema from '@schemas/dsl/condition.schema.json';
import formSchema from '@schemas/dsl/form.schema.json';
import fragmentSchema from '@schemas/dsl/fragment.schema.json';
import nodeSchema from '@schemas/dsl/node.schema.json';
import promptSchema from '@schemas/dsl/prompt.schema.json';
import screenSchema from '@schemas/dsl/screen.schema.json';
import valueSchema from '@schemas/dsl/value.schema.json';
import widgetCatalog from '@schemas/dsl/widgets.json';
import appJson from '@screens/app.json';
import withdrawalText from '@screens/pages/withdrawal.json?raw';

// API replies the stories answer with (createPreviewEngine's fixtures: endpoint id -> data). Typed
// with the generated response types, so a catalogue change that breaks a fixture breaks tsc.

/** 2025-11-22 00:00 UTC, in Unix seconds. */
const NOW = 1763769600;

export const conf: ApiResponse<'common/conf'> = {
  app_version: '1.0.9',
  platform: 'web',
  default_locale: 'ko',
  fallback_locale: 'en',
  locales: ['ko', 'en', 'jp', 'zh', 'zh-Hant', 'es', 'isr', 'de', 'fr', 'rs', 'tk', 'id', 'idn'],
  ws_path: '/ws',
  server_time: NOW,
  support_email: 'support@meridian.example',
};

export const member: ApiResponse<'member/info'> = {
  uid: '20481024',
  nickname: 'Minji Park',
  introduction: 'Long-term ETF investor.',
  head_img: '',
  email: 'minji.park@example.com',
  mobile: '1012345678',
  area_code: '82',
  vip_level: 2,
  stars: 3,
  invite_code: 'MRD4821',
  realname_status: 'passed',
  pay_password_set: true,
  nickname_changed: false,
  introduction_changed: false,
  created_at: NOW - 86400 * 120,
};

export const countries: ApiResponse<'member/country'> = {
  list: [
    { code: 'KR', name: 'South Korea', dial: '82' },
    { code: 'US', name: 'United States', dial: '1' },
    { code: 'GB', name: 'United Kingdom', dial: '44' },
    { code: 'JP', name: 'Japan', dial: '81' },
    { code: 'CN', name: 'China', dial: '86' },
    { code: 'HK', name: 'Hong Kong', dial: '852' },
    { code: 'TW', name: 'Taiwan', dial: '886' },
    { code: 'SG', name: 'Singapore', dial: '65' },
    { code: 'DE', name: 'Germany', dial: '49' },
    { code: 'FR', name: 'France', dial: '33' },
    { code: 'ES', name: 'Spain', dial: '34' },
    { code: 'IT', name: 'Italy', dial: '39' },
    { code: 'TR', name: 'Türkiye', dial: '90' },
    { code: 'ID', name: 'Indonesia', dial: '62' },
    { code: 'IN', name: 'India', dial: '91' },
  ],
};

export const news: ApiResponse<'news/list'> = {
  list: [
    {
      id: 101,
      title: 'U.S. ETFs close higher as tech rebounds',
      summary: 'Broad-market funds gained 1.2% on the day, led by semiconductor holdings.',
      cover: '',
      content: '<p>Broad-market funds gained 1.2% on the day.</p>',
      source: 'Meridian Newsroom',
      locale: 'en',
      published_at: NOW - 60 * 25,
    },
    {
      id: 102,
      title: 'Bond ETFs steady ahead of the rate decision',
      summary: 'Short-duration treasuries saw inflows for the third week in a row.',
      cover: '',
      content: '<p>Short-duration treasuries saw inflows.</p>',
      source: 'Meridian Newsroom',
      locale: 'en',
      published_at: NOW - 3600 * 5,
    },
    {
      id: 103,
      title: 'U.K. listings: new dividend fund opens for subscription',
      summary: 'The fund tracks FTSE 100 high-yield constituents.',
      cover: '',
      content: '<p>The fund tracks FTSE 100 high-yield constituents.</p>',
      source: 'Meridian Newsroom',
      locale: 'en',
      published_at: NOW - 86400 * 2,
    },
  ],
  total: 3,
  page: 1,
  limit: 20,
};

/** A failed reply: any envelope with a non-zero code. */
export const serviceError = { code: 500, msg: 'Request error, try again later' };

export const login: ApiResponse<'member/login'> = { token: 'preview-token', uid: member.uid, expires_at: NOW + 86400 * 30 };

export const codeSent: ApiResponse<'member/sms_otp'> = { resend_seconds: 60, expires_seconds: 600 };

/** member/login refusing the password, as the server does. */
export const badCredentials = { code: 422, msg: 'Account or password is incorrect' };

/** users/cell_code: a code sent to the member's own phone, with the masked address. */
export const cellCodeSent: ApiResponse<'users/cell_code'> = { resend_seconds: 60, expires_seconds: 600, to: '+82 101****5678' };

/** member/fpwd_otp_check accepting the code. */
export const codeValid: ApiResponse<'member/fpwd_otp_check'> = { valid: true };

/** member/verify.get before anything was submitted. */
export const verificationNone: ApiResponse<'member/verify.get'> = {
  status: 'none',
  real_name: '',
  id_type: null,
  id_number: '',
  front_img: '',
  back_img: '',
  reason: '',
  submitted_at: null,
  reviewed_at: null,
};

/** member/verify.get under review: masked document number, private photo links. */
export const verificationReview: ApiResponse<'member/verify.get'> = {
  status: 'review',
  real_name: member.nickname,
  id_type: 'id_card',
  id_number: '**********8213',
  front_img: '/api/files/q7Vn2xKp9LmA4sRt8WbYc3Hd6JfGz1Ne',
  back_img: '/api/files/Zr5Tm0Bq8YvKx2Lc7NpWd4Hs9GjFa6Ue',
  reason: '',
  submitted_at: NOW - 3600 * 3,
  reviewed_at: null,
};

/** member/verify.get approved an hour after it was submitted. */
export const verificationPassed: ApiResponse<'member/verify.get'> = {
  ...verificationReview,
  status: 'passed',
  reviewed_at: NOW - 3600 * 2,
};

/** member/verify.get rejected, with the reviewer's reason. */
export const verificationFailed: ApiResponse<'member/verify.get'> = {
  ...verificationReview,
  status: 'failed',
  reason: 'The photo of the back is blurred',
  reviewed_at: NOW - 3600 * 2,
};

/** member/bank_conf: the bank picker (plus "other"), up to five cards. */
export const bankConf: ApiResponse<'member/bank_conf'> = {
  max: 5,
  allow_other: true,
  banks: [
    { code: 'KB', name: 'KB Kookmin Bank' },
    { code: 'SHINHAN', name: 'Shinhan Bank' },
    { code: 'WOORI', name: 'Woori Bank' },
    { code: 'HANA', name: 'Hana Bank' },
    { code: 'HSBC', name: 'HSBC' },
    { code: 'BARCLAYS', name: 'Barclays' },
  ],
};

/** member/digital_info: one TRC20 wallet of three. */
export const wallets: ApiResponse<'member/digital_info'> = {
  max: 3,
  list: [{ id: 1, currency: 'USDT', protocol: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', created_at: NOW - 86400 * 30 }],
};

/** member/bank_info: one card of three, account number and IBAN masked as the server does. */
export const bankCards: ApiResponse<'member/bank_info'> = {
  max: 3,
  list: [
    {
      id: 1,
      bank_name: 'HSBC',
      account_no: '****6789',
      account_name: member.nickname,
      iban: 'GB82**************6789',
      created_at: NOW - 86400 * 14,
    },
  ],
};

/** ops/me: a signed-in real-name reviewer. */
export const staffReviewer: ApiResponse<'ops/me'> = { name: 'Kim Reviewer', email: 'kyc@meridian.local', roles: ['kyc_reviewer'] };

/** ops/login: the code went to the staff email. */
export const opsChallenge: ApiResponse<'ops/login'> = { challenge: 'x', to: 'ky***@meridian.local', expires_seconds: 600 };

/** ops/login_verify: a staff session. */
export const opsSession: ApiResponse<'ops/login_verify'> = {
  token: 'preview-staff-token',
  name: staffReviewer.name,
  roles: staffReviewer.roles,
  expires_at: NOW + 3600 * 8,
  must_change_password: false,
};

/** ops/kyc_list: the review queue, oldest submission first. */
export const kycQueue: ApiResponse<'ops/kyc_list'> = {
  total: 3,
  list: [
    { uid: '20481024', real_name: 'Minji Park', id_type: 'id_card', status: 'review', submitted_at: NOW - 3600 * 26 },
    { uid: '31570266', real_name: 'Daniel Okafor', id_type: 'passport', status: 'review', submitted_at: NOW - 3600 * 9 },
    { uid: '40960512', real_name: 'Seo-yeon Choi', id_type: 'driver_license', status: 'review', submitted_at: NOW - 60 * 40 },
  ],
};

/** ops/kyc_detail: a verification under review, full document number, staff photo links. */
export const kycDetail: ApiResponse<'ops/kyc_detail'> = {
  uid: '20481024',
  real_name: 'Minji Park',
  id_type: 'id_card',
  id_number: '950314-2048213',
  front_img: '/api/ops/files/q7Vn2xKp9LmA4sRt8WbYc3Hd6JfGz1Ne',
  back_img: '/api/ops/files/Zr5Tm0Bq8YvKx2Lc7NpWd4Hs9GjFa6Ue',
  status: 'review',
  reason: '',
  submitted_at: NOW - 3600 * 26,
  reviewed_at: null,
  history: [],
};

/** ops/kyc_detail rejected by a reviewer: the reason and the rejection in the history. */
export const kycDetailFailed: ApiResponse<'ops/kyc_detail'> = {
  ...kycDetail,
  status: 'failed',
  reason: 'The photo of the back is blurred',
  reviewed_at: NOW - 3600 * 20,
  history: [{ action: 'kyc.reject', staff: staffReviewer.name, reason: 'The photo of the back is blurred', created_at: NOW - 3600 * 20 }],
};

/** upload/image: the key of a stored photo (its owner reads it back at url). */
export const photoUploaded: ApiResponse<'upload/image'> = {
  key: 'q7Vn2xKp9LmA4sRt8WbYc3Hd6JfGz1Ne',
  url: '/api/files/q7Vn2xKp9LmA4sRt8WbYc3Hd6JfGz1Ne',
  content_type: 'image/jpeg',
  size: 482133,
};

/** users/share: the QR code is a tiny stand-in SVG (the real one is drawn by the server from the link). */
export const share: ApiResponse<'users/share'> = {
  invite_code: 'MRD4821',
  invite_link: 'https://meridian.example/register?invite=MRD4821',
  invite_qr: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#fff"/><path d="M1 1h2v2H1zM5 1h2v2H5zM1 5h2v2H1zM4 4h1v1H4zM6 5h1v2H6z"/></svg>')}`,
};

/** ops/me of the first administrator. */
export const staffAdmin: ApiResponse<'ops/me'> = { name: 'Administrator', email: 'admin@meridian.local', roles: ['admin'] };

export const staffList: ApiResponse<'ops/staff_list'> = {
  list: [
    { id: 1, email: 'admin@meridian.local', name: 'Administrator', roles: ['admin'], disabled: false, created_at: NOW - 86400 * 30 },
    { id: 2, email: 'kyc@meridian.local', name: 'Kim Reviewer', roles: ['kyc_reviewer'], disabled: false, created_at: NOW - 86400 * 12 },
    { id: 3, email: 'old.support@meridian.local', name: 'Lee Support', roles: ['support'], disabled: true, created_at: NOW - 86400 * 90 },
  ],
};

export const auditLog: ApiResponse<'ops/audit_list'> = {
  list: [
    {
      id: 3,
      staff: 'Kim Reviewer',
      action: 'kyc.approve',
      subject_type: 'realname_verification',
      subject_id: '41',
      before: { status: 'review' },
      after: { status: 'passed' },
      created_at: NOW - 600,
    },
    {
      id: 2,
      staff: 'Kim Reviewer',
      action: 'kyc.reject',
      subject_type: 'realname_verification',
      subject_id: '41',
      before: { status: 'review' },
      after: { status: 'failed', reason: 'The photo of the back is blurred' },
      created_at: NOW - 86400,
    },
    {
      id: 1,
      staff: 'Administrator',
      action: 'staff.create',
      subject_type: 'staff',
      subject_id: '2',
      before: null,
      after: { email: 'kyc@meridian.local', roles: ['kyc_reviewer'] },
      created_at: NOW - 86400 * 12,
    },
  ],
};

// Money: accounts, deposits, withdrawals, transfers, exchange, records, and the finance review.

/** An order number as the server makes them: D or W, the UTC date and time, six digits. */
function orderNo(prefix: 'D' | 'W', at: number, digits: string): string {
  return `${prefix}${new Date(at * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14)}${digits}`;
}

/** The platform's TRC20 deposit address and the member's bound wallet (full, as staff see it). */
const PLATFORM_TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PLATFORM_ERC20 = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const MEMBER_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

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

/** trans/trade/logs: between own accounts, a UID transfer sent and one received. */
export const tradeLogs: ApiResponse<'trans/trade/logs'> = {
  list: [
    {
      id: 31,
      kind: 'account',
      direction: 'out',
      from_account: 'asset',
      to_account: 'etf',
      counterparty_uid: '',
      counterparty_nickname: '',
      amount: '300.00',
      fee: '0.00',
      created_at: NOW - 3600 * 5,
    },
    {
      id: 28,
      kind: 'uid',
      direction: 'out',
      from_account: 'asset',
      to_account: 'social',
      counterparty_uid: '31570266',
      counterparty_nickname: 'D***r',
      amount: '45.00',
      fee: '0.00',
      created_at: NOW - 3600 * 30,
    },
    {
      id: 22,
      kind: 'uid',
      direction: 'in',
      from_account: 'asset',
      to_account: 'social',
      counterparty_uid: '40960512',
      counterparty_nickname: 'S****i',
      amount: '45.00',
      fee: '0.00',
      created_at: NOW - 3600 * 77,
    },
    {
      id: 17,
      kind: 'account',
      direction: 'out',
      from_account: 'etf',
      to_account: 'follow',
      counterparty_uid: '',
      counterparty_nickname: '',
      amount: '500.00',
      fee: '0.00',
      created_at: NOW - 3600 * 150,
    },
  ],
  total: 4,
  page: 1,
  limit: 20,
};

/** trans/exchange/logs: USDT sold at the bid, then bought back at the ask. */
export const exchangeLogs: ApiResponse<'trans/exchange/logs'> = {
  list: [
    {
      id: 6,
      from_currency: 'USD',
      to_currency: 'USDT',
      from_amount: '201.00',
      to_amount: '200.00',
      rate: '1.005',
      created_at: NOW - 3600 * 8,
    },
    {
      id: 3,
      from_currency: 'USDT',
      to_currency: 'USD',
      from_amount: '500.00',
      to_amount: '497.50',
      rate: '0.995',
      created_at: NOW - 3600 * 150,
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

type BillItem = ApiResponse<'wallet/bill'>['list'][number];

/** The movements of the records, newest first; the remark is the entry's memo as the server writes it. */
const BILL_MOVES: (Pick<BillItem, 'type' | 'title' | 'account' | 'currency' | 'amount'> & { remark: (at: number) => string })[] = [
  { type: 'deposit', title: 'Deposit', account: 'asset', currency: 'USDT', amount: '500.00', remark: (at) => orderNo('D', at, '518204') },
  {
    type: 'transfer',
    title: 'Transfer between accounts',
    account: 'asset',
    currency: 'USDT',
    amount: '-300.00',
    remark: () => 'asset → etf',
  },
  { type: 'transfer', title: 'Transfer between accounts', account: 'etf', currency: 'USDT', amount: '300.00', remark: () => 'asset → etf' },
  {
    type: 'uid_transfer',
    title: 'UID transfer',
    account: 'asset',
    currency: 'USDT',
    amount: '-45.00',
    remark: () => `${member.uid} → 31570266`,
  },
  {
    type: 'withdraw',
    title: 'Withdrawal',
    account: 'asset',
    currency: 'USDT',
    amount: '-100.00',
    remark: (at) => orderNo('W', at, '276931'),
  },
  {
    type: 'exchange',
    title: 'Exchange',
    account: 'asset',
    currency: 'USDT',
    amount: '-100.00',
    remark: () => '100.00 USDT → 99.50 USD @ 0.995',
  },
  {
    type: 'exchange',
    title: 'Exchange',
    account: 'asset',
    currency: 'USD',
    amount: '99.50',
    remark: () => '100.00 USDT → 99.50 USD @ 0.995',
  },
];

/** `count` postings, newest first, every seven hours, each with the balance after it (back from member/asset's balances). */
function billItems(count: number): BillItem[] {
  const balances = new Map<string, number>(asset.accounts.map((a) => [`${a.type} ${a.currency}`, Math.round(Number(a.total) * 100)]));
  return Array.from({ length: count }, (_, i) => {
    const move = BILL_MOVES[i % BILL_MOVES.length]!;
    const at = NOW - 3600 * 7 * (i + 1);
    const key = `${move.account} ${move.currency}`;
    const after = balances.get(key) ?? 0;
    balances.set(key, after - Math.round(Number(move.amount) * 100));
    const { remark, ...rest } = move;
    return { ...rest, id: 95 - i, balance: (after / 100).toFixed(2), remark: remark(at), created_at: at };
  });
}

/** wallet/bill: the first page of 95 records (20 a page, so five pages). */
export const bill: ApiResponse<'wallet/bill'> = { list: billItems(20), total: 95, page: 1, limit: 20 };

/** wallet/bill when everything fits on one page. */
export const billShort: ApiResponse<'wallet/bill'> = { list: billItems(4), total: 4, page: 1, limit: 20 };

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

// The screen studio: changes (drafts) of the screen bundle, their files and texts, the publish
// gate, versions. The story: Alice changes the withdrawal screen's notice; Bob is the second
// screen editor who approves changes to screens that move money.

/** ops/me: a screen editor (the studio, nothing else). */
export const staffEditor: ApiResponse<'ops/me'> = { name: 'Alice Editor', email: 'alice@meridian.local', roles: ['screen_editor'] };

/** ops/me: the second screen editor, who approves what Alice cannot publish alone. */
export const staffEditorSecond: ApiResponse<'ops/me'> = { name: 'Bob Editor', email: 'bob@meridian.local', roles: ['screen_editor'] };

/** The live version the changes start from. */
const LIVE_VERSION = 6;

/** screens/pages/withdrawal.json as published (the built-in text). */
export const withdrawalScreenText: string = withdrawalText;

const TRC20_FEE = 'data.conf.withdraw_fees.TRC20.fee';

/** Where a string sits in a JSON document, as a pointer: found, so the fixture follows the screen's layout. */
function pointerOfString(value: unknown, wanted: string, at = ''): string | undefined {
  if (value === wanted) return at;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, member] of Object.entries(value)) {
    const found = pointerOfString(member, wanted, `${at}/${escapePointerSegment(key)}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The binding the change breaks on purpose: the gate refuses it at its pointer, line and column. */
const FEE_BIND = pointerOfString(JSON.parse(withdrawalText), TRC20_FEE)!;
const FEE_AT = locatePointer(withdrawalText, FEE_BIND);

/** The change's withdrawal.json: a typo in a bound path (withdraw_feez), which only the gate can see. */
export const withdrawalScreenBroken: string = withdrawalText.replace(TRC20_FEE, 'data.conf.withdraw_feez.TRC20.fee');

type GateError = ApiResponse<'ops/studio/draft'>['errors'][number];

/** The publish gate's error for the broken binding, exactly as `npm run validate` words it. */
export const feeBindError: GateError = {
  file: 'screens/pages/withdrawal.json',
  pointer: FEE_BIND,
  line: FEE_AT.line,
  column: FEE_AT.column,
  message:
    'data.conf.withdraw_feez.TRC20.fee: data.conf (wallet/conf): it has no field "withdraw_feez" (fields: currency, deposit_min, withdraw_min, withdraw_max, withdraw_fees, withdraw_hours, max_wallets, max_cards, legal_currency, bank_fee, exchange, review_open, next_review)',
};

/** The withdrawal notice as the change rewrites it in English and Korean. */
const NOTICE_EN = 'Withdrawals are never held for a fee: we never ask you to pay anything to release one.';
const NOTICE_KO = '출금은 수수료 때문에 보류되지 않습니다. 출금을 위해 돈을 요구하는 일은 없습니다.';

/** ops/studio/drafts: changes in progress, newest first. */
export const studioDrafts: ApiResponse<'ops/studio/drafts'> = {
  list: [
    {
      id: 14,
      message: 'Clearer withdrawal notice',
      status: 'editing',
      author: staffEditor.name,
      mine: true,
      base_version: LIVE_VERSION,
      changed_files: 3,
      needs_approval: false,
      updated_at: NOW - 600,
    },
    {
      id: 13,
      message: 'Deposit: say where the voucher photo goes',
      status: 'pending',
      author: 'Chen Editor',
      mine: false,
      base_version: LIVE_VERSION,
      changed_files: 2,
      needs_approval: true,
      updated_at: NOW - 3600 * 3,
    },
    {
      id: 11,
      message: 'Transfer: fee line under the amount',
      status: 'approved',
      author: staffEditor.name,
      mine: true,
      base_version: LIVE_VERSION - 1,
      changed_files: 1,
      needs_approval: true,
      updated_at: NOW - 86400,
    },
  ],
};

/** ops/studio/drafts with no change in progress. */
export const studioDraftsEmpty: ApiResponse<'ops/studio/drafts'> = { list: [] };

/** ops/studio/versions: the bundle's published versions, newest first (v6, a rollback, is live). */
export const studioVersions: ApiResponse<'ops/studio/versions'> = {
  total: 6,
  page: 1,
  limit: 20,
  published: LIVE_VERSION,
  list: [
    {
      version: 6,
      kind: 'rollback',
      message: 'Rollback to v4',
      author: staffEditor.name,
      approver: null,
      created_at: NOW - 3600 * 20,
      changed_files: 2,
      rollback_of: 4,
      dsl_version: 2,
      published: true,
    },
    {
      version: 5,
      kind: 'publish',
      message: 'Deposit: larger voucher hint',
      author: 'Chen Editor',
      approver: staffEditorSecond.name,
      created_at: NOW - 86400 * 2,
      changed_files: 2,
      rollback_of: null,
      dsl_version: 2,
      published: false,
    },
    {
      version: 4,
      kind: 'publish',
      message: 'Withdrawal notice in plain words',
      author: staffEditor.name,
      approver: staffEditorSecond.name,
      created_at: NOW - 86400 * 5,
      changed_files: 3,
      rollback_of: null,
      dsl_version: 2,
      published: false,
    },
    {
      version: 3,
      kind: 'migrate',
      message: 'DSL 1 → 2',
      author: null,
      approver: null,
      created_at: NOW - 86400 * 12,
      changed_files: 51,
      rollback_of: null,
      dsl_version: 2,
      published: false,
    },
    {
      version: 2,
      kind: 'deploy',
      message: 'Release 1.0.9',
      author: null,
      approver: null,
      created_at: NOW - 86400 * 14,
      changed_files: 7,
      rollback_of: null,
      dsl_version: 1,
      published: false,
    },
    {
      version: 1,
      kind: 'seed',
      message: 'First version',
      author: null,
      approver: null,
      created_at: NOW - 86400 * 30,
      changed_files: 0,
      rollback_of: null,
      dsl_version: 1,
      published: false,
    },
  ],
};

/** ops/studio/version of v4: who published it, who approved it, and its diff (values as JSON text). */
export const studioVersionDiff: ApiResponse<'ops/studio/version'> = {
  ...studioVersions.list[2]!,
  changes: [
    {
      file: 'locales/en/screens.json',
      pointer: '/money/withdraw/honest',
      op: 'replace',
      before: JSON.stringify('We do not charge anything to release a withdrawal.'),
      after: JSON.stringify('We never ask you to pay or deposit anything to release a withdrawal.'),
    },
    {
      file: 'locales/ko/screens.json',
      pointer: '/money/withdraw/honest',
      op: 'replace',
      before: JSON.stringify('출금 시 별도 비용은 없습니다.'),
      after: JSON.stringify('출금을 위해 추가 결제나 입금을 요구하는 일은 절대 없습니다.'),
    },
    {
      file: 'screens/pages/withdrawal.json',
      pointer: '/body/0/children/0/children/3',
      op: 'add',
      before: null,
      after: JSON.stringify({ widget: 'Text', props: { text: { $t: 'money.withdraw.honest' }, variant: 'muted' } }),
    },
  ],
  truncated: false,
};

/** ops/studio/version of v6, the live one: a rollback that restores v4 (undoing v5). */
export const studioVersionLive: ApiResponse<'ops/studio/version'> = {
  ...studioVersions.list[0]!,
  changes: [
    {
      file: 'locales/en/screens.json',
      pointer: '/money/deposit/voucherHint',
      op: 'replace',
      before: JSON.stringify('Upload a clear photo of the transfer receipt, with the transaction hash visible.'),
      after: JSON.stringify('Upload the transfer receipt.'),
    },
    {
      file: 'screens/pages/recharge.json',
      pointer: '/body/0/children/2/props/variant',
      op: 'replace',
      before: JSON.stringify('body'),
      after: JSON.stringify('muted'),
    },
  ],
  truncated: false,
};

/** ops/studio/version of v1: the first version, nothing before it to compare with. */
export const studioVersionFirst: ApiResponse<'ops/studio/version'> = { ...studioVersions.list[5]!, changes: [], truncated: false };

/** ops/studio/version of the DSL migration: more changes than the list shows. */
export const studioVersionTruncated: ApiResponse<'ops/studio/version'> = {
  ...studioVersions.list[3]!,
  changes: ['account', 'areas', 'assetDetails', 'bindCard'].map((id) => ({
    file: `screens/pages/${id}.json`,
    pointer: '/dslVersion',
    op: 'replace' as const,
    before: '1',
    after: '2',
  })),
  truncated: true,
};

type DraftChange = ApiResponse<'ops/studio/draft'>['changes'][number];

/** What the withdrawal-notice change edits: the notice in English and Korean, and the screen itself. */
const noticeChanges: DraftChange[] = [
  { path: 'locales/en/screens.json', kind: 'locale', op: 'changed', money: false },
  { path: 'locales/ko/screens.json', kind: 'locale', op: 'changed', money: false },
  { path: 'screens/pages/withdrawal.json', kind: 'screen', op: 'changed', money: true },
];

/** ops/studio/draft: Alice's change, checked: the gate refuses the binding, and the withdrawal screen moves money. */
export const studioDraftBlocked: ApiResponse<'ops/studio/draft'> = {
  id: 14,
  message: 'Clearer withdrawal notice',
  status: 'editing',
  author: staffEditor.name,
  mine: true,
  base_version: LIVE_VERSION,
  published_version: LIVE_VERSION,
  changes: noticeChanges,
  needs_approval: true,
  approval_reasons: [
    'locales/en/screens.json/money/withdraw/honest: shown on withdrawal, which moves money',
    'locales/ko/screens.json/money/withdraw/honest: shown on withdrawal, which moves money',
    'screens/pages/withdrawal.json: moves money on withdrawal (wallet/withdraw)',
  ],
  approved_by: null,
  approved_at: null,
  published_as: null,
  checked_at: NOW - 600,
  errors: [feeBindError],
  stale_texts: [{ key: 'money.withdraw.honest', locales: ['jp', 'rs', 'tk', 'zh', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'zh-Hant'] }],
  revision: 3,
  saved_by: staffEditor.name,
  saved_at: NOW - 650,
  behind: false,
  overlap: [],
  can_edit: true,
  can_request: true,
  can_approve: false,
  can_publish: false,
};

/** ops/studio/draft_conflict of a change that is up to date: nobody saved or published since. */
export const studioConflictNone: ApiResponse<'ops/studio/draft_conflict'> = {
  draft: 14,
  base_version: LIVE_VERSION,
  published_version: LIVE_VERSION,
  base_revision: 3,
  revision: 3,
  saved_by: null,
  saved_at: null,
  saves: [],
  versions: [],
  published_changes: [],
  overlap: [],
  truncated: false,
};

/** The change after Bob published v7 (the English notice too) since it began: both edited the English texts. */
export const studioDraftBehind: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  published_version: LIVE_VERSION + 1,
  behind: true,
  overlap: ['locales/en/screens.json'],
  errors: [],
};

export const studioConflictBehind: ApiResponse<'ops/studio/draft_conflict'> = {
  ...studioConflictNone,
  published_version: LIVE_VERSION + 1,
  versions: [{ version: LIVE_VERSION + 1, author: 'Bob Editor', message: 'Withdrawal notice, shorter', published_at: NOW - 120 }],
  published_changes: [
    {
      file: 'locales/en/screens.json',
      pointer: '/money/withdraw/honest',
      op: 'replace',
      before: JSON.stringify('We do not charge anything to release a withdrawal.'),
      after: JSON.stringify('We never charge to release a withdrawal.'),
    },
  ],
  overlap: ['locales/en/screens.json'],
};

/** ops/studio/draft_diff of that change: every edit as before -> after, against the live version. */
export const studioDraftDiff: ApiResponse<'ops/studio/draft_diff'> = {
  draft: 14,
  against_version: LIVE_VERSION,
  changes: studioVersionDiff.changes,
  truncated: false,
};

/** The same change fixed and sent for approval, as Bob (not its author) sees it: he may approve it. */
export const studioDraftToApprove: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  status: 'pending',
  mine: false,
  checked_at: NOW - 300,
  errors: [],
  can_edit: false,
  can_request: false,
  can_approve: true,
};

/** Approved by Bob, gate passed: Alice may publish it. */
export const studioDraftApproved: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  status: 'approved',
  approved_by: staffEditorSecond.name,
  approved_at: NOW - 120,
  checked_at: NOW - 300,
  errors: [],
  can_request: false,
  can_publish: true,
};

/** Published as v7: history, nothing left to do. */
export const studioDraftPublished: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftApproved,
  status: 'published',
  published_version: LIVE_VERSION + 1,
  published_as: LIVE_VERSION + 1,
  can_edit: false,
  can_publish: false,
};

/** Just started: nothing edited, nothing checked, no approval needed. */
export const studioDraftNew: ApiResponse<'ops/studio/draft'> = {
  ...studioDraftBlocked,
  id: 15,
  message: 'Shorter sign-up steps',
  changes: [],
  needs_approval: false,
  approval_reasons: [],
  checked_at: null,
  errors: [],
  can_request: false,
};

type BundleFile = ApiResponse<'ops/studio/files'>['list'][number];

/** Files of the bundle as the change leaves them (a few of them): kind, edited, moves money. */
const bundleFiles: BundleFile[] = [
  { path: 'locales/en/screens.json', kind: 'locale', id: 'en/screens', changed: true, money: false },
  { path: 'locales/en/staff.json', kind: 'locale', id: 'en/staff', changed: false, money: false },
  { path: 'locales/ko/screens.json', kind: 'locale', id: 'ko/screens', changed: true, money: false },
  { path: 'screens/app.json', kind: 'app', id: 'app', changed: false, money: false },
  { path: 'screens/forms/loginEmail.json', kind: 'form', id: 'loginEmail', changed: false, money: false },
  { path: 'screens/forms/withdraw.json', kind: 'form', id: 'withdraw', changed: false, money: true },
  { path: 'screens/pages/account.json', kind: 'screen', id: 'account', changed: false, money: false },
  { path: 'screens/pages/login.json', kind: 'screen', id: 'login', changed: false, money: false },
  { path: 'screens/pages/opsWithdrawDetail.json', kind: 'screen', id: 'opsWithdrawDetail', changed: false, money: true },
  { path: 'screens/pages/opsWithdraws.json', kind: 'screen', id: 'opsWithdraws', changed: false, money: false },
  { path: 'screens/pages/recharge.json', kind: 'screen', id: 'recharge', changed: false, money: true },
  { path: 'screens/pages/withdrawal.json', kind: 'screen', id: 'withdrawal', changed: true, money: true },
  { path: 'screens/prompts/realnameRequired.json', kind: 'prompt', id: 'realnameRequired', changed: false, money: false },
];

/** ops/studio/files: the bundle's files as the change leaves them. */
export const studioFiles: ApiResponse<'ops/studio/files'> = { list: bundleFiles };

/** ops/studio/files searched for "withdraw" (q matches the path). */
export const studioFilesWithdraw: ApiResponse<'ops/studio/files'> = {
  list: bundleFiles.filter((f) => f.path.toLowerCase().includes('withdraw')),
};

/** ops/studio/file: the change's withdrawal.json with the broken binding, beside the published text, and the gate's error in it. */
export const studioFileBroken: ApiResponse<'ops/studio/file'> = {
  path: 'screens/pages/withdrawal.json',
  kind: 'screen',
  text: withdrawalScreenBroken,
  published_text: withdrawalText,
  changed: true,
  money: true,
  used_by: [],
  errors: [feeBindError],
};

/** ops/studio/file with the binding fixed: the change's text passes the gate. */
export const studioFileFixed: ApiResponse<'ops/studio/file'> = { ...studioFileBroken, text: withdrawalText, errors: [] };

/** The bundle's languages in column order (screens/app.json). */
const studioLocales = appJson.i18n.locales.map(({ code, label }) => ({ code, label }));

/** ops/studio/texts: three keys of the withdrawal screen in all 13 languages; the change rewrote the notice in ko and en, and one text is missing in Türkmençe. */
export const studioTexts: ApiResponse<'ops/studio/texts'> = {
  total: 3,
  page: 1,
  limit: 20,
  locales: studioLocales,
  list: [
    {
      key: 'money.withdraw.feesTitle',
      area: 'screens',
      values: {
        ko: '수수료 및 심사 시간',
        en: 'Fees and review hours',
        jp: '手数料と審査時間',
        zh: '手续费与审核时间',
        'zh-Hant': '手續費與審核時間',
        es: 'Comisiones y horario de revisión',
        isr: 'Commissioni e orari di revisione',
        de: 'Gebühren und Prüfzeiten',
        fr: "Frais et heures d'examen",
        rs: 'Комиссии и часы проверки',
        tk: 'Komissiýalar we barlag wagty',
        id: 'Biaya dan jam tinjauan',
        idn: 'शुल्क और समीक्षा समय',
      },
      stale: [],
    },
    {
      key: 'money.withdraw.honest',
      area: 'screens',
      values: {
        ko: NOTICE_KO,
        en: NOTICE_EN,
        jp: '出金のために支払いや入金をお願いすることは決してありません。',
        zh: '我们绝不会要求您为放行提现而支付或充值任何款项。',
        'zh-Hant': '我們絕不會要求您為了放行提領而支付或入金任何款項。',
        es: 'Nunca te pediremos que pagues ni deposites nada para liberar un retiro.',
        isr: 'Non ti chiederemo mai di pagare o depositare nulla per sbloccare un prelievo.',
        de: 'Wir verlangen niemals eine Zahlung oder Einzahlung, um eine Auszahlung freizugeben.',
        fr: 'Nous ne vous demanderons jamais de payer ou de déposer quoi que ce soit pour débloquer un retrait.',
        rs: 'Мы никогда не просим что-либо оплатить или внести, чтобы разблокировать вывод средств.',
        tk: 'Pul çykarmagy açmak üçin sizden hiç haçan töleg ýa-da goşmaça serişde talap etmeýäris.',
        id: 'Kami tidak pernah meminta Anda membayar atau menyetor apa pun untuk mencairkan penarikan.',
        idn: 'निकासी जारी करने के लिए हम आपसे कभी कोई भुगतान या जमा करने को नहीं कहते।',
      },
      stale: ['jp', 'rs', 'tk', 'zh', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'zh-Hant'],
    },
    {
      key: 'money.withdraw.toWallet',
      area: 'screens',
      values: {
        ko: 'USDT 지갑',
        en: 'USDT wallet',
        jp: 'USDTウォレット',
        zh: 'USDT钱包',
        'zh-Hant': 'USDT錢包',
        es: 'Billetera USDT',
        isr: 'Wallet USDT',
        de: 'USDT-Wallet',
        fr: 'Portefeuille USDT',
        rs: 'USDT-кошелёк',
        tk: null,
        id: 'Dompet USDT',
        idn: 'USDT वॉलेट',
      },
      stale: [],
    },
  ],
};

/** ops/studio/texts when nothing matches the search. */
export const studioTextsNone: ApiResponse<'ops/studio/texts'> = { ...studioTexts, total: 0, list: [] };

/** Edits typed into the table and not saved yet (state of the TranslationTable). */
export const studioTextEdits: ApiRequest<'ops/studio/texts_save'>['edits'][number][] = [
  { key: 'money.withdraw.toWallet', locale: 'tk', text: 'USDT gapjygy' },
  { key: 'money.withdraw.feesTitle', locale: 'en', text: 'Fees and when we review' },
];

/** Keys of a dictionary file, nested objects flattened to dotted keys. */
function dictionaryKeys(dict: object, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v !== null && typeof v === 'object' ? dictionaryKeys(v as object, key) : [key];
  });
}

/** File names (without .json) of a bundle folder. */
const idsOf = (files: Record<string, unknown>): string[] => Object.keys(files).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'));

/**
 * ops/studio/vocabulary as the server answers it for the built-in bundle: the DSL schemas and the
 * widget catalog as files, every endpoint id, every translation key, and the bundle's forms,
 * prompts, screens, fragments and routes.
 */
export const studioVocabulary: ApiResponse<'ops/studio/vocabulary'> = {
  dsl_version: 2,
  schemas: {
    'action.schema.json': actionSchema,
    'app.schema.json': appSchema,
    'condition.schema.json': conditionSchema,
    'form.schema.json': formSchema,
    'fragment.schema.json': fragmentSchema,
    'node.schema.json': nodeSchema,
    'prompt.schema.json': promptSchema,
    'screen.schema.json': screenSchema,
    'value.schema.json': valueSchema,
  },
  roots: {
    screen: 'screen.schema.json',
    form: 'form.schema.json',
    prompt: 'prompt.schema.json',
    fragment: 'fragment.schema.json',
    app: 'app.schema.json',
  },
  widgets: widgetCatalog,
  endpoints: Object.keys(catalogue).sort(),
  i18n_keys: [...dictionaryKeys(enEngine), ...dictionaryKeys(enScreens), ...dictionaryKeys(enStaff)].sort(),
  forms: idsOf(import.meta.glob('../../screens/forms/*.json')),
  prompts: idsOf(import.meta.glob('../../screens/prompts/*.json')),
  screens: idsOf(import.meta.glob('../../screens/pages/*.json')),
  fragments: Object.entries(
    import.meta.glob<{ params?: Record<string, { required?: boolean }>; description?: string }>('../../screens/fragments/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, f]) => ({
    id: path.replace(/^.*\/([^/]+)\.json$/, '$1'),
    ...(f.description !== undefined ? { description: f.description } : {}),
    params: Object.fromEntries(Object.entries(f.params ?? {}).map(([name, p]) => [name, p.required === true])),
  })),
  routes: appJson.routes.map(({ name, path, screen }) => ({ name, path, screen })),
};

/** ops/studio/draft_bundle: the change as overrides of the built-in bundle (by content hash). */
export const studioDraftBundle: ApiResponse<'ops/studio/draft_bundle'> = {
  version: LIVE_VERSION,
  dsl_version: 2,
  overrides: [
    { path: 'locales/en/screens.json', hash: '3f1c9a7e5b2d4f6081a9c3e5d7b9f1a2c4e6f8091b3d5f7a9c1e3f5a7b9d1f3e' },
    { path: 'locales/ko/screens.json', hash: '8b2e4d6f80a1c3e5f7091b3d5f7a9c1e3f5a7b9d1f3e5a7c9e1b3d5f7a9c1e3d' },
    { path: 'screens/pages/withdrawal.json', hash: 'c4e6f8091b3d5f7a9c1e3f5a7b9d1f3e5a7c9e1b3d5f7a9c1e3d5f7a9b1c3e5f' },
  ],
};

/** ops/studio/test_members: members marked as test accounts, whose live data the preview may show. */
export const studioTestMembers: ApiResponse<'ops/studio/test_members'> = {
  list: [
    { uid: '90000001', nickname: 'QA Verified' },
    { uid: '90000002', nickname: 'QA New Member' },
  ],
};

/** ops/studio/fixtures: the preview's sample data by endpoint id (here, the stories' own fixtures). */
export const studioSampleData: ApiResponse<'ops/studio/fixtures'> = {
  fixtures: {
    'common/conf': conf,
    'member/info': member,
    'member/asset': asset,
    'wallet/conf': walletConf,
    'wallet/digital_option': digitalOption,
    'wallet/bank_option': bankOption,
  },
};

/** Everything the studio's phone preview asks for (PreviewPanel): the vocabulary's routes, the draft's bundle, test members, sample data. */
export const studioPreviewFixtures = {
  'ops/studio/vocabulary': studioVocabulary,
  'ops/studio/draft_bundle': studioDraftBundle,
  'ops/studio/test_members': studioTestMembers,
  'ops/studio/fixtures': studioSampleData,
};
