import type { ApiResponse } from '@core/generated/api';
import { NOW } from './fixturesApp';

// The signed-in member (Minji Park) and her account: sign-in and codes, real-name verification,
// bound cards and wallets, photo upload, the invitation share.

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

/** member/bank_info: two cards of three (the second with its branch pinned on the map), account number and IBAN masked as the server does. */
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
    {
      id: 2,
      bank_name: 'KB Kookmin Bank',
      account_no: '****4321',
      account_name: member.nickname,
      iban: 'GB33**************4321',
      branch_address: '26 Gukjegeumyung-ro 8-gil, Yeongdeungpo-gu, Seoul',
      branch_lat: 37.5219,
      branch_lng: 126.9245,
      created_at: NOW - 86400 * 3,
    },
  ],
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
