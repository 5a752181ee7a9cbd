import type { ApiResponse } from '../../engine/generated/api';

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
      published_at: NOW - 60 * 25,
    },
    {
      id: 102,
      title: 'Bond ETFs steady ahead of the rate decision',
      summary: 'Short-duration treasuries saw inflows for the third week in a row.',
      cover: '',
      content: '<p>Short-duration treasuries saw inflows.</p>',
      source: 'Meridian Newsroom',
      published_at: NOW - 3600 * 5,
    },
    {
      id: 103,
      title: 'U.K. listings: new dividend fund opens for subscription',
      summary: 'The fund tracks FTSE 100 high-yield constituents.',
      cover: '',
      content: '<p>The fund tracks FTSE 100 high-yield constituents.</p>',
      source: 'Meridian Newsroom',
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
export const verificationPassed: ApiResponse<'member/verify.get'> = { ...verificationReview, status: 'passed', reviewed_at: NOW - 3600 * 2 };

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
  list: [{ id: 1, bank_name: 'HSBC', account_no: '****6789', account_name: member.nickname, iban: 'GB82**************6789', created_at: NOW - 86400 * 14 }],
};

/** ops/me: a signed-in real-name reviewer. */
export const staffReviewer: ApiResponse<'ops/me'> = { name: 'Kim Reviewer', email: 'kyc@meridian.local', roles: ['kyc_reviewer'] };

/** ops/login: the code went to the staff email. */
export const opsChallenge: ApiResponse<'ops/login'> = { challenge: 'x', to: 'ky***@meridian.local', expires_seconds: 600 };

/** ops/login_verify: a staff session. */
export const opsSession: ApiResponse<'ops/login_verify'> = { token: 'preview-staff-token', name: staffReviewer.name, roles: staffReviewer.roles, expires_at: NOW + 3600 * 8 };

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
    { id: 3, staff: 'Kim Reviewer', action: 'kyc.approve', subject_type: 'realname_verification', subject_id: '41', before: { status: 'review' }, after: { status: 'passed' }, created_at: NOW - 600 },
    { id: 2, staff: 'Kim Reviewer', action: 'kyc.reject', subject_type: 'realname_verification', subject_id: '41', before: { status: 'review' }, after: { status: 'failed', reason: 'The photo of the back is blurred' }, created_at: NOW - 86400 },
    { id: 1, staff: 'Administrator', action: 'staff.create', subject_type: 'staff', subject_id: '2', before: null, after: { email: 'kyc@meridian.local', roles: ['kyc_reviewer'] }, created_at: NOW - 86400 * 12 },
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

/** member/asset: the six accounts in USDT (200.00 of the asset account frozen by a withdrawal under review), plus US dollars from an exchange. */
export const asset: ApiResponse<'member/asset'> = {
  currency: 'USDT',
  total_assets: '5295.00',
  today_income: '20.50',
  total_income: '249.55',
  accounts: [
    { type: 'asset', currency: 'USDT', total: '1250.00', available: '1050.00', frozen: '200.00', today_income: '0.00', total_income: '0.00' },
    { type: 'etf', currency: 'USDT', total: '3200.00', available: '3200.00', frozen: '0.00', today_income: '18.40', total_income: '212.75' },
    { type: 'top10', currency: 'USDT', total: '500.00', available: '500.00', frozen: '0.00', today_income: '2.10', total_income: '36.80' },
    { type: 'follow', currency: 'USDT', total: '0.00', available: '0.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
    { type: 'social', currency: 'USDT', total: '45.00', available: '45.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
    { type: 'subscription', currency: 'USDT', total: '0.00', available: '0.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
    { type: 'asset', currency: 'USD', total: '300.00', available: '300.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' },
  ],
};

/** wallet/conf: limits, published fees, the exchange rate with its 1% spread, review hours open now. */
export const walletConf: ApiResponse<'wallet/conf'> = {
  currency: 'USDT',
  deposit_min: '10.00',
  withdraw_min: '10.00',
  withdraw_max: '50000.00',
  withdraw_fees: [
    { protocol: 'TRC20', fee: '1.00' },
    { protocol: 'ERC20', fee: '20.00' },
  ],
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
  list: [
    { id: 1, currency: 'USDT', protocol: 'TRC20', address: PLATFORM_TRC20, min_amount: '10.00', label: 'TRC20 TLa2f6****YjU7' },
    { id: 2, currency: 'USDT', protocol: 'ERC20', address: PLATFORM_ERC20, min_amount: '10.00', label: 'ERC20 0xfB69****d359' },
  ],
};

/** wallet/rec_account: the platform's receiving bank account for US dollars. */
export const recAccount: ApiResponse<'wallet/rec_account'> = {
  list: [
    {
      id: 1,
      bank_name: 'Meridian Settlement Bank',
      account_no: '100-200-300400',
      account_name: 'Meridian Client Money',
      iban: 'GB82WEST12345698765432',
      currency: 'USD',
      label: 'Meridian Settlement Bank 100-200-300400',
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
    { id: 31, kind: 'account', direction: 'out', from_account: 'asset', to_account: 'etf', counterparty_uid: '', counterparty_nickname: '', amount: '300.00', fee: '0.00', created_at: NOW - 3600 * 5 },
    { id: 28, kind: 'uid', direction: 'out', from_account: 'asset', to_account: 'social', counterparty_uid: '31570266', counterparty_nickname: 'D***r', amount: '45.00', fee: '0.00', created_at: NOW - 3600 * 30 },
    { id: 22, kind: 'uid', direction: 'in', from_account: 'asset', to_account: 'social', counterparty_uid: '40960512', counterparty_nickname: 'S****i', amount: '45.00', fee: '0.00', created_at: NOW - 3600 * 77 },
    { id: 17, kind: 'account', direction: 'out', from_account: 'etf', to_account: 'top10', counterparty_uid: '', counterparty_nickname: '', amount: '500.00', fee: '0.00', created_at: NOW - 3600 * 150 },
  ],
  total: 4,
  page: 1,
  limit: 20,
};

/** trans/exchange/logs: USDT sold at the bid, then bought back at the ask. */
export const exchangeLogs: ApiResponse<'trans/exchange/logs'> = {
  list: [
    { id: 6, from_currency: 'USD', to_currency: 'USDT', from_amount: '201.00', to_amount: '200.00', rate: '1.005', created_at: NOW - 3600 * 8 },
    { id: 3, from_currency: 'USDT', to_currency: 'USD', from_amount: '500.00', to_amount: '497.50', rate: '0.995', created_at: NOW - 3600 * 150 },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

type BillItem = ApiResponse<'wallet/bill'>['list'][number];

/** The movements of the records, newest first; the remark is the entry's memo as the server writes it. */
const BILL_MOVES: (Pick<BillItem, 'type' | 'title' | 'account' | 'currency' | 'amount'> & { remark: (at: number) => string })[] = [
  { type: 'deposit', title: 'Deposit', account: 'asset', currency: 'USDT', amount: '500.00', remark: (at) => orderNo('D', at, '518204') },
  { type: 'transfer', title: 'Transfer between accounts', account: 'asset', currency: 'USDT', amount: '-300.00', remark: () => 'asset → etf' },
  { type: 'transfer', title: 'Transfer between accounts', account: 'etf', currency: 'USDT', amount: '300.00', remark: () => 'asset → etf' },
  { type: 'uid_transfer', title: 'UID transfer', account: 'asset', currency: 'USDT', amount: '-45.00', remark: () => `${member.uid} → 31570266` },
  { type: 'withdraw', title: 'Withdrawal', account: 'asset', currency: 'USDT', amount: '-100.00', remark: (at) => orderNo('W', at, '276931') },
  { type: 'exchange', title: 'Exchange', account: 'asset', currency: 'USDT', amount: '-100.00', remark: () => '100.00 USDT → 99.50 USD @ 0.995' },
  { type: 'exchange', title: 'Exchange', account: 'asset', currency: 'USD', amount: '99.50', remark: () => '100.00 USDT → 99.50 USD @ 0.995' },
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
  amount: '500.00',
  voucher: '/api/ops/files/Hq3Lw8Zt2VbN6mKc9XpR4sJd7GfY1aTe',
  depositor_name: member.nickname,
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
  list: [{ ...opsDeposit, status: 'refused', reason: 'The voucher does not show the transaction hash', reviewer: staffFinance.name, reviewed_at: NOW - 3600 }],
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
  list: [{ ...opsWithdraw, status: 'refused', reason: 'The address is on a sanctions list', reviewer: staffFinance.name, reviewed_at: NOW - 1800 }],
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
    { entry_id: 44, type: 'transfer', account: 'etf', currency: 'USDT', amount: '300.00', balance: '3200.00', memo: 'asset → etf', corrected: false, created_at: NOW - 3600 * 5 },
    { entry_id: 44, type: 'transfer', account: 'asset', currency: 'USDT', amount: '-300.00', balance: '1250.00', memo: 'asset → etf', corrected: false, created_at: NOW - 3600 * 5 },
    { entry_id: 41, type: 'deposit', account: 'asset', currency: 'USDT', amount: '500.00', balance: '1550.00', memo: orderNo('D', NOW - 3600 * 30, '518204'), corrected: false, created_at: NOW - 3600 * 26 },
    { entry_id: 33, type: 'correction', account: 'asset', currency: 'USDT', amount: '-50.00', balance: '1050.00', memo: 'Entered the wrong amount', corrected: true, created_at: NOW - 3600 * 96 },
    { entry_id: 29, type: 'deposit', account: 'asset', currency: 'USDT', amount: '50.00', balance: '1100.00', memo: orderNo('D', NOW - 3600 * 120, '204477'), corrected: true, created_at: NOW - 3600 * 118 },
  ],
  total: 5,
  page: 1,
  limit: 50,
};
