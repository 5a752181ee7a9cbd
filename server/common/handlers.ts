import type { HandlerMap } from '../services';

export const commonHandlers: HandlerMap = {
  'common/conf': async (_ctx, { clock, config }) => ({
    app_version: '1.0.9',
    platform: 'web',
    default_locale: 'ko',
    fallback_locale: 'en',
    locales: ['en', 'jp', 'ko', 'rs', 'tk', 'zh', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'zh-Hant'],
    ws_path: '/ws',
    server_time: Math.floor(clock.now().getTime() / 1000),
    support_email: 'support@meridian.local',
    map: {
      tiles: config.map.tiles?.url ?? null,
      attribution: config.map.tiles?.attribution ?? '',
      search: config.map.geocoder !== undefined,
    },
  }),
};
