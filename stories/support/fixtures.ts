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
