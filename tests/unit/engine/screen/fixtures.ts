import type { Manifest, ScreenSpec } from '@engine/runtime/dsl';
import { DSL_VERSION } from '@core/dsl/version';

export const routes: Manifest['routes'] = [
  { name: 'login', path: '/pages/login/login', alias: '/', screen: 'login', login: false, title: 'fixture.loginTitle' },
  { name: 'news', path: '/pages/index/news', alias: '/home', screen: 'home', login: false, title: 'fixture.homeTitle' },
  { name: 'mine', path: '/pages/index/mine', alias: '/mine', screen: 'mine', login: false, title: 'fixture.mineTitle' },
  { name: 'done', path: '/pages/other/done', screen: 'done', login: false, title: 'fixture.doneTitle' },
  { name: 'top', path: '/pages/index/top', alias: '/top', screen: 'planned', login: false, title: 'routes.top', plannedIn: 'planned.top' },
];

/** The screen under test: text, bindings, visibleWhen, an action chain and a List. */
export const home: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'home',
  title: 'fixture.homeTitle',
  navbar: { back: false },
  state: { newsType: 'all' },
  data: {
    news: { endpoint: 'news/list', params: { type: { $bind: 'state.newsType' }, limit: 10 } },
  },
  body: [
    {
      widget: 'Stack',
      children: [
        { widget: 'Text', props: { text: 'Plain words', variant: 'title' } },
        { widget: 'Text', props: { text: { $concat: ['Hello, ', { $bind: 'session.user.nickname', default: 'guest' }] } } },
        { widget: 'Text', props: { text: { $t: 'engine.retry' } } },
        { widget: 'Text', props: { text: '<b>bold?</b>' } },
        { widget: 'Text', props: { text: { $fmt: 'money', value: '1234.5' } } },
        { widget: 'Text', visibleWhen: { truthy: { $bind: 'session.loggedIn' } }, props: { text: 'Members only' } },
        { widget: 'Text', visibleWhen: { eq: [{ $bind: 'state.newsType' }, 'all'] }, props: { text: 'Showing all' } },
        {
          widget: 'Button',
          props: { text: 'Claim reward', color: 'primary' },
          on: {
            click: [
              {
                type: 'api',
                endpoint: 'member/claim',
                params: { kind: { $bind: 'state.newsType' } },
                onSuccess: [
                  { type: 'toast', text: { $concat: ['Claimed ', { $bind: 'result.amount' }] }, icon: 'success' },
                  { type: 'navigate', to: 'done', query: { amount: { $bind: 'result.amount' } } },
                ],
              },
            ],
          },
        },
        {
          widget: 'List',
          props: { source: 'news', path: 'list', keyField: 'id', emptyTitle: 'No news yet' },
          children: [{ widget: 'Text', props: { text: { $concat: [{ $bind: 'item.id' }, ': ', { $bind: 'item.title' }] } } }],
        },
      ],
    },
  ],
};

export const done: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'done',
  title: 'fixture.doneTitle',
  body: [{ widget: 'Text', props: { text: { $concat: ['Done with ', { $bind: 'route.query.amount' }] } } }],
};

export const notFound: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'notFound',
  title: 'fixture.notFound',
  body: [{ widget: 'Empty', props: { title: 'Page not found', icon: 'notFound' } }],
};

export const planned: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'planned',
  title: 'routes.planned',
  body: [{ widget: 'Empty', props: { title: { $bind: 'route.title' }, description: { $bind: 'route.note' }, icon: 'soon' } }],
};

export const mine: ScreenSpec = {
  dslVersion: DSL_VERSION,
  id: 'mine',
  title: 'fixture.mineTitle',
  data: { info: { endpoint: 'member/info', when: { truthy: { $bind: 'session.loggedIn' } } } },
  guards: ['needLogin'],
  body: [
    { widget: 'Text', props: { text: { $bind: 'data.info.nickname', default: 'nobody' } } },
    {
      widget: 'Button',
      visibleWhen: { truthy: { $bind: 'session.loggedIn' } },
      props: { text: 'Log out' },
      on: { click: [{ type: 'logout' }] },
    },
  ],
};

export const screens = { home, done, notFound, planned, mine };
