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
