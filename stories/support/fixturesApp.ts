import type { ApiResponse } from '@core/generated/api';

// API replies the stories answer with (createPreviewEngine's fixtures: endpoint id -> data), one
// file per domain (fixturesMember, fixturesWallet, fixturesOps, ...). Typed with the generated
// response types, so a catalogue change that breaks a fixture breaks tsc. This one holds what every
// domain shares: the fixtures' clock, the app's configuration, the area list, a failed reply.

/** 2025-11-22 00:00 UTC, in Unix seconds. */
export const NOW = 1763769600;

export const conf: ApiResponse<'common/conf'> = {
  app_version: '1.0.9',
  platform: 'web',
  default_locale: 'ko',
  fallback_locale: 'en',
  locales: ['ko', 'en', 'jp', 'zh', 'zh-Hant', 'es', 'isr', 'de', 'fr', 'rs', 'tk', 'id', 'idn'],
  ws_path: '/ws',
  server_time: NOW,
  support_email: 'support@meridian.example',
  // No map or place search: the location pickers' stories add their own.
  map: { tiles: null, attribution: '', search: false },
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

/** A failed reply: any envelope with a non-zero code. */
export const serviceError = { code: 500, msg: 'Request error, try again later' };
