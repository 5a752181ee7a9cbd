import type { Manifest } from '@engine/runtime/dsl';
import { DSL_VERSION } from '@core/dsl/version';

export const manifestFixture: Manifest = {
  dslVersion: DSL_VERSION,
  name: 'Meridian',
  version: '1.0.9',
  basePath: '/',
  history: 'history',
  routes: [
    { name: 'login', path: '/pages/login/login', alias: '/', screen: 'login', login: false, title: 'routes.login' },
    { name: 'news', path: '/pages/index/news', alias: '/home', screen: 'news', login: false, title: 'routes.news' },
    { name: 'mine', path: '/pages/index/mine', alias: '/mine', screen: 'mine', login: false, title: 'routes.mine' },
    {
      name: 'forgetPwd',
      path: '/pages/other/forgetPwd',
      screen: 'planned',
      login: false,
      title: 'routes.forgetPwd',
      plannedIn: 'planned.forgetPwd',
    },
    { name: 'areas', path: '/pages/other/areas', alias: '/areas', screen: 'areas', login: false, title: 'routes.areas' },
  ],
  notFound: { name: '404', path: '/404', screen: 'notFound' },
  tabBar: {
    items: [
      { route: 'news', label: 'tabs.news', icon: 'news' },
      { route: 'mine', label: 'tabs.mine', icon: 'mine' },
    ],
  },
  i18n: {
    default: 'ko',
    fallback: 'en',
    locales: [
      { code: 'ko', label: '한국어' },
      { code: 'en', label: 'English' },
    ],
  },
  themes: { default: 'light', available: ['light', 'dark'] },
  api: {
    base: '/api',
    scheme: 'Bearer',
    platformHeader: 'Platform',
    platform: 'web',
    timeoutMs: 60000,
    errorToastMs: 1000,
    codePrompts: { '1001': 'setPayPassword' },
  },
  loading: { delayMs: 200, timeoutMs: 60000 },
};
