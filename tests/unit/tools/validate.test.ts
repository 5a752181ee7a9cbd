import { describe, expect, it } from 'vitest';
import { validateBundle } from '@core/validate/validateBundle';
import type { Bundle, ValidationError } from '@core/validate/types';
import { fixtureBundle, fixtureCatalogue, widgetCatalog, type Json } from './fixtureBundle';
import { DSL_VERSION } from '@core/dsl/version';

function run(mutate: (b: Json) => void): ValidationError[] {
  const bundle = fixtureBundle();
  mutate(bundle as Json);
  return validateBundle(bundle, fixtureCatalogue, widgetCatalog);
}

type Expected = { file: string; pointer: string; message: RegExp };

/** Exactly these errors: each check fires where it should, and nothing else fires with it. */
function expectOnly(errors: ValidationError[], expected: Expected[]): void {
  expect(errors).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    expect(errors[i]).toMatchObject({ file: e.file, pointer: e.pointer });
    expect(errors[i]?.message).toMatch(e.message);
  });
}

const NEWS = 'screens/pages/news.json';
const LOGIN = 'screens/pages/login.json';
const APP = 'screens/app.json';
const MINE = 'screens/pages/mine.json';
const LOGIN_SUBMIT = '/body/0/children/1/on/submit/0';
const screen = (b: Json, id: string): Json => (b as Bundle & Json).screens[id];

describe('validateBundle on the fixture bundle', () => {
  it('passes as written', () => {
    expect(validateBundle(fixtureBundle(), fixtureCatalogue, widgetCatalog)).toEqual([]);
  });
});

describe('DSL schema', () => {
  it('reports a schema violation (dslVersion 1)', () => {
    expectOnly(
      run((b) => (b.app.dslVersion = 1)),
      [{ file: APP, pointer: '/dslVersion', message: new RegExp(`must be ${DSL_VERSION}`) }],
    );
  });

  it('reports an unknown action type, also nested, without the oneOf noise', () => {
    const errors = run((b) => {
      screen(b, 'news').body[3].on.click[0] = { type: 'reload' };
      screen(b, 'login').body[0].children[1].on.submit[0].onSuccess[1].type = 'toasty';
    });
    expectOnly(errors, [
      { file: LOGIN, pointer: `${LOGIN_SUBMIT}/onSuccess/1/type`, message: /^unknown action type toasty/ },
      { file: NEWS, pointer: '/body/3/on/click/0/type', message: /^unknown action type reload/ },
    ]);
  });

  it('explains a broken action through the branch its type names', () => {
    const errors = run((b) => {
      screen(b, 'login').body[0].children[1].on.submit[0].onSuccess[2].replace = 'yes';
      screen(b, 'news').body[3].on.click[1].colour = 'red';
    });
    expectOnly(errors, [
      { file: LOGIN, pointer: `${LOGIN_SUBMIT}/onSuccess/2/replace`, message: /^must be boolean$/ },
      { file: NEWS, pointer: '/body/3/on/click/1', message: /^unknown property "colour"$/ },
    ]);
  });

  it('explains a broken binding through its $-key', () => {
    expectOnly(
      run((b) => (screen(b, 'mine').body[1].props.text.$bind = 'nope.nickname')),
      [{ file: 'screens/pages/mine.json', pointer: '/body/1/props/text/$bind', message: /^must match / }],
    );
  });

  it('accepts the short forms and explains a broken short condition through its $bind', () => {
    const shortForms = (b: Json) => {
      const children = screen(b, 'news').body[0].children;
      children[2].props.text = { $fmt: 'number', $bind: 'data.news.total' };
      children[3].props.text.$if = { $bind: 'data.news.popup.link' };
      children[3].visibleWhen = { $bind: 'data.news.total', gt: 0 };
    };
    expect(run(shortForms)).toEqual([]);
    expectOnly(
      run((b) => {
        shortForms(b);
        screen(b, 'news').body[0].children[3].visibleWhen.lt = 5;
      }),
      [{ file: NEWS, pointer: '/body/0/children/3/visibleWhen', message: /"gt" cannot be combined with another comparison/ }],
    );
    expectOnly(
      run((b) => {
        shortForms(b);
        screen(b, 'news').body[0].children[3].visibleWhen.truthy = true;
      }),
      [{ file: NEWS, pointer: '/body/0/children/3/visibleWhen', message: /unknown property "truthy"/ }],
    );
    expectOnly(
      run((b) => (screen(b, 'news').body[0].children[2].props.text = { $fmt: 'money', $bind: 'data.news.total', value: 1 })),
      [{ file: NEWS, pointer: '/body/0/children/2/props/text', message: /unknown property "value"/ }],
    );
  });

  it('reports a screen id that differs from its file name', () => {
    expectOnly(
      run((b) => (screen(b, 'mine').id = 'profile')),
      [{ file: 'screens/pages/mine.json', pointer: '/id', message: /must equal the file name "mine"/ }],
    );
  });
});

describe('widgets', () => {
  it('reports an unknown widget', () => {
    expectOnly(
      run((b) => (screen(b, 'news').body[0].children[0].widget = 'Picture')),
      [{ file: NEWS, pointer: '/body/0/children/0/widget', message: /^unknown widget Picture$/ }],
    );
  });

  it('reports a literal prop its schema rejects, and skips props that are bindings', () => {
    expectOnly(
      run((b) => (screen(b, 'news').body[0].children[0].props.size = 1000)),
      [{ file: NEWS, pointer: '/body/0/children/0/props/size', message: /^Image\.size must be <= 400$/ }],
    );
    expect(run((b) => (screen(b, 'news').body[0].children[0].props.size = { $bind: 'state.size' }))).toEqual([]);
  });

  it('reports an unknown prop and a missing required prop', () => {
    expectOnly(
      run((b) => {
        const text = screen(b, 'login').body[0].children[0];
        text.props.colour = 'red';
        delete text.props.text;
      }),
      [
        { file: LOGIN, pointer: '/body/0/children/0', message: /^Text needs prop "text"$/ },
        { file: LOGIN, pointer: '/body/0/children/0/props/colour', message: /^Text has no prop "colour"/ },
      ],
    );
  });

  it('reports an event the widget does not raise', () => {
    expectOnly(
      run((b) => {
        const link = screen(b, 'login').body[0].children[2];
        link.on = { press: link.on.click };
      }),
      [{ file: LOGIN, pointer: '/body/0/children/2/on/press', message: /^Link raises no event "press" \(events: click\)$/ }],
    );
  });

  it('reports children under a widget that takes none', () => {
    expectOnly(
      run((b) => (screen(b, 'mine').body[1].children = [{ widget: 'Text', props: { text: 'x' } }])),
      [{ file: 'screens/pages/mine.json', pointer: '/body/1/children', message: /^Text takes no children$/ }],
    );
  });
});

describe('references', () => {
  it('reports an unknown endpoint in an api action', () => {
    expectOnly(
      run((b) => (screen(b, 'login').body[0].children[1].on.submit[0].endpoint = 'member/logon')),
      [{ file: LOGIN, pointer: `${LOGIN_SUBMIT}/endpoint`, message: /^unknown endpoint member\/logon$/ }],
    );
  });

  it('reports a parameter the endpoint does not take', () => {
    expectOnly(
      run((b) => (screen(b, 'login').body[0].children[1].on.submit[0].params.kind = 'email')),
      [{ file: LOGIN, pointer: `${LOGIN_SUBMIT}/params/kind`, message: /^member\/login takes no parameter "kind"/ }],
    );
  });

  it('reports a data source that is unknown or not a GET', () => {
    expectOnly(
      run((b) => (screen(b, 'news').data.news.endpoint = 'news/lists')),
      [{ file: NEWS, pointer: '/data/news/endpoint', message: /^unknown endpoint news\/lists$/ }],
    );
    expectOnly(
      run((b) => (screen(b, 'news').data.me.endpoint = 'member/verify.post')),
      [{ file: NEWS, pointer: '/data/me/endpoint', message: /must be GET endpoints$/ }],
    );
  });

  it('reports a navigate to an unknown route (names, paths, aliases and 404 resolve)', () => {
    expectOnly(
      run((b) => (screen(b, 'login').body[0].children[2].on.click[0].to = 'home')),
      [{ file: LOGIN, pointer: '/body/0/children/2/on/click/0/to', message: /^navigate to unknown route home/ }],
    );
  });

  it("checks the manifest's start actions like a screen's: endpoint, route and result paths", () => {
    const errors = run((b) => {
      b.app.onStart = [
        { type: 'api', endpoint: 'member/infos' },
        {
          type: 'api',
          endpoint: 'member/info',
          onSuccess: [{ type: 'navigate', to: 'nowhere', when: { truthy: { $bind: 'result.nick' } } }],
        },
      ];
    });
    expectOnly(errors, [
      { file: APP, pointer: '/onStart/0/endpoint', message: /^unknown endpoint member\/infos$/ },
      { file: APP, pointer: '/onStart/1/onSuccess/0/to', message: /^navigate to unknown route nowhere/ },
      { file: APP, pointer: '/onStart/1/onSuccess/0/when/truthy/$bind', message: /result \(member\/info\): it has no field "nick"/ },
    ]);
  });

  it('reports unknown prompts in guard actions, screen guards and code prompts', () => {
    const errors = run((b) => {
      screen(b, 'news').body[2].children[0].on.click[0].prompt = 'kyc';
      screen(b, 'news').guards = ['kyc'];
      b.app.api.codePrompts['4001'] = 'kyc';
    });
    expectOnly(errors, [
      { file: APP, pointer: '/api/codePrompts/4001', message: /^unknown prompt kyc$/ },
      { file: NEWS, pointer: '/body/2/children/0/on/click/0/prompt', message: /^unknown prompt kyc$/ },
      { file: NEWS, pointer: '/guards/0', message: /^unknown prompt kyc$/ },
    ]);
  });

  it('reports an unknown form', () => {
    expectOnly(
      run((b) => (screen(b, 'login').body[0].children[1].props.form = 'signin')),
      [{ file: LOGIN, pointer: '/body/0/children/1/props/form', message: /^unknown form signin$/ }],
    );
  });

  it('reports a List or refresh source that is not a data source of the screen', () => {
    expectOnly(
      run((b) => {
        screen(b, 'news').body[2].props.source = 'articles';
        screen(b, 'news').body[3].on.click[0].source = 'articles';
      }),
      [
        { file: NEWS, pointer: '/body/2/props/source', message: /^List source articles is not a data source of this screen$/ },
        { file: NEWS, pointer: '/body/3/on/click/0/source', message: /^refresh of unknown data source articles$/ },
      ],
    );
  });
});

describe('bound paths', () => {
  it('reports data.<source> paths missing from the response schema', () => {
    expectOnly(
      run((b) => (screen(b, 'news').body[0].children[2].props.text.value.$bind = 'data.news.totals')),
      [
        {
          file: NEWS,
          pointer: '/body/0/children/2/props/text/value/$bind',
          message: /data\.news\.totals: data\.news \(news\/list\): it has no field "totals"/,
        },
      ],
    );
  });

  it('checks the paths of short forms (a formatted binding, a condition and its operand)', () => {
    expectOnly(
      run((b) => {
        const children = screen(b, 'news').body[0].children;
        children[2].props.text = { $fmt: 'number', $bind: 'data.news.totals' };
        children[3].visibleWhen = { $bind: 'data.news.count', eq: { $bind: 'data.news.sum' } };
      }),
      [
        {
          file: NEWS,
          pointer: '/body/0/children/2/props/text/$bind',
          message: /data\.news\.totals: data\.news \(news\/list\): it has no field "totals"/,
        },
        { file: NEWS, pointer: '/body/0/children/3/visibleWhen/$bind', message: /it has no field "count"/ },
        { file: NEWS, pointer: '/body/0/children/3/visibleWhen/eq/$bind', message: /it has no field "sum"/ },
      ],
    );
  });

  it('indexes arrays with numbers only', () => {
    expectOnly(
      run((b) => (screen(b, 'news').body[0].children[3].props.text.then.$bind = 'data.news.list.title')),
      [{ file: NEWS, pointer: '/body/0/children/3/props/text/then/$bind', message: /it is an array: index it with a number/ }],
    );
  });

  it('reports a binding to a source the screen does not declare', () => {
    expectOnly(
      run((b) => (screen(b, 'news').body[0].children[0].props.src.$bind = 'data.profile.head_img')),
      [{ file: NEWS, pointer: '/body/0/children/0/props/src/$bind', message: /no data source "profile" on this screen/ }],
    );
  });

  it('reports item paths missing from the List items schema', () => {
    expectOnly(
      run((b) => (screen(b, 'news').body[2].children[0].props.title.$bind = 'item.titel')),
      [
        {
          file: NEWS,
          pointer: '/body/2/children/0/props/title/$bind',
          message: /item\.titel: item \(items of data\.news\.list\): it has no field "titel"/,
        },
      ],
    );
  });

  it('reports item outside a List, and a List path that is not an array', () => {
    expectOnly(
      run((b) => (screen(b, 'mine').body[1].props.text.$bind = 'item.title')),
      [{ file: 'screens/pages/mine.json', pointer: '/body/1/props/text/$bind', message: /item is only in scope inside a List/ }],
    );
    expectOnly(
      run((b) => (screen(b, 'news').body[2].props.path = 'total')),
      [{ file: NEWS, pointer: '/body/2/props/path', message: /List path: data\.news\.total is integer, not an array/ }],
    );
  });

  it('checks session.user against member/info, conf against common/conf, result against the api response', () => {
    const errors = run((b) => {
      screen(b, 'mine').body[1].props.text.$bind = 'session.user.nick';
      screen(b, 'news').body[0].children[1].props.text.$concat[2].$bind = 'conf.version';
      screen(b, 'login').body[0].children[1].on.submit[0].onSuccess[0].token.$bind = 'result.tokn';
    });
    expectOnly(errors, [
      { file: LOGIN, pointer: `${LOGIN_SUBMIT}/onSuccess/0/token/$bind`, message: /result \(member\/login\): it has no field "tokn"/ },
      {
        file: 'screens/pages/mine.json',
        pointer: '/body/1/props/text/$bind',
        message: /session\.user \(member\/info\): it has no field "nick"/,
      },
      { file: NEWS, pointer: '/body/0/children/1/props/text/$concat/2/$bind', message: /conf \(common\/conf\): it has no field "version"/ },
    ]);
  });

  it('leaves state, storage, route and form paths free, and checks app against what the engine puts there', () => {
    expect(run((b) => (screen(b, 'mine').body[1].props.text.$bind = 'route.query.anything.at.all'))).toEqual([]);
    expectOnly(
      run((b) => (screen(b, 'mine').body[1].props.text.$bind = 'app.localez')),
      [
        {
          file: MINE,
          pointer: '/body/1/props/text/$bind',
          message: /app: it has no field "localez" \(fields: locale, theme, locales, languages\)/,
        },
      ],
    );
  });
});

describe('repeat and bound path segments', () => {
  const text = (value: unknown) => ({ widget: 'Text', props: { text: value } });
  /** A Stack repeating its children over `each`, appended to the mine screen's body (at /body/2). */
  const repeatOn = (b: Json, each: unknown, children: unknown[], key?: string) =>
    screen(b, 'mine').body.push({ widget: 'Stack', repeat: key ? { each, key } : { each }, children });

  it('passes repeats over literal and bound arrays, $repeat values and bound segments wherever paths go', () => {
    const errors = run((b) => {
      repeatOn(
        b,
        ['en', 'ko'],
        [
          text({ $concat: [{ $bind: 'index' }, { $bind: ['state.drafts', { $bind: 'item' }, 'title'], default: '' }] }),
          {
            widget: 'Button',
            props: { text: 'Keep' },
            visibleWhen: { $bind: ['state.drafts', { $bind: 'item' }], eq: 'x' },
            on: { click: [{ type: 'set', path: ['state.drafts', { $bind: 'item' }], value: { $bind: 'index' } }] },
          },
        ],
      );
      repeatOn(b, { $bind: 'app.locales' }, [text({ $bind: 'item' })]);
      screen(b, 'mine').body.push(text({ $fmt: 'list', value: { $repeat: { $bind: 'app.locales' }, each: { $bind: 'item' } } }));
      const news = screen(b, 'news');
      news.body.push({
        widget: 'Stack',
        repeat: { each: { $bind: 'data.news.list' }, key: 'id' },
        children: [text({ $bind: 'item.title' })],
      });
      news.body.push(text({ $bind: ['data.news.list', { $bind: 'state.row' }, 'title'] }));
      const form = screen(b, 'login').body[0].children[1];
      form.props.stateKey = ['loginDrafts', { $bind: 'app.locale' }];
    });
    expect(errors).toEqual([]);
  });

  it('reports item and index outside a List or a repeat, also as a bound segment', () => {
    expectOnly(
      run((b) => {
        screen(b, 'mine').body[1].props.text.$bind = 'index';
        screen(b, 'mine').body.push(text({ $bind: ['state.drafts', { $bind: 'item' }] }));
      }),
      [
        { file: MINE, pointer: '/body/1/props/text/$bind', message: /index is only in scope inside a List or a repeat/ },
        { file: MINE, pointer: '/body/2/props/text/$bind/1/$bind', message: /item is only in scope inside a List or a repeat/ },
      ],
    );
  });

  it('reports a bound segment that can never resolve: bound to an object or an array, in $bind, set.path and a stateKey', () => {
    expectOnly(
      run((b) => {
        const news = screen(b, 'news');
        news.body.push(text({ $bind: ['state.drafts', { $bind: 'data.news.popup' }] }));
        news.body.push({
          widget: 'Button',
          props: { text: 'Keep' },
          on: { click: [{ type: 'set', path: ['state.drafts', { $bind: 'data.news.list' }], value: 1 }] },
        });
        screen(b, 'login').body[0].children[1].props.stateKey = ['loginDrafts', { $bind: 'app.locales' }];
      }),
      [
        {
          file: LOGIN,
          pointer: '/body/0/children/1/props/stateKey/1',
          message: /app\.locales is array: a path segment must be a string or a whole number/,
        },
        {
          file: NEWS,
          pointer: '/body/4/props/text/$bind/1',
          message: /data\.news\.popup is null or object: a path segment must be a string or a whole number/,
        },
        { file: NEWS, pointer: '/body/5/on/click/0/path/1', message: /data\.news\.list is array: .*never resolves/ },
      ],
    );
  });

  it("checks a bound path's literal start like any binding", () => {
    expectOnly(
      run((b) => screen(b, 'news').body.push(text({ $bind: ['data.news.totals', { $bind: 'state.key' }] }))),
      [{ file: NEWS, pointer: '/body/4/props/text/$bind/0', message: /data\.news \(news\/list\): it has no field "totals"/ }],
    );
  });

  it('reports a repeat over something that is not an array, bound or literal, as a node or a value', () => {
    expectOnly(
      run((b) => {
        repeatOn(b, { $bind: 'app.locale' }, [text('x')]);
        repeatOn(b, 'en', [text('x')]);
        screen(b, 'mine').body.push(text({ $fmt: 'list', value: { $repeat: { $bind: 'app.theme' }, each: 'x' } }));
      }),
      [
        { file: MINE, pointer: '/body/2/repeat/each', message: /repeat over app\.locale is string, not an array/ },
        { file: MINE, pointer: '/body/3/repeat/each', message: /repeat over "en": not an array/ },
        { file: MINE, pointer: '/body/4/props/text/value/$repeat', message: /repeat over app\.theme is string, not an array/ },
      ],
    );
  });

  it("checks item paths against what the repeat goes over: a source's items, a literal's strings", () => {
    expectOnly(
      run((b) => {
        screen(b, 'news').body.push({
          widget: 'Stack',
          repeat: { each: { $bind: 'data.news.list' } },
          children: [text({ $bind: 'item.titel' })],
        });
        repeatOn(b, ['en', 'ko'], [text({ $bind: 'item.title' })]);
      }),
      [
        {
          file: MINE,
          pointer: '/body/2/children/0/props/text/$bind',
          message: /item \(items of the repeat\): it is string, which has no field "title"/,
        },
        {
          file: NEWS,
          pointer: '/body/4/children/0/props/text/$bind',
          message: /item \(items of data\.news\.list\): it has no field "titel"/,
        },
      ],
    );
  });

  it("reports a repeat key that is no field of the repeat's items", () => {
    expectOnly(
      run((b) => {
        screen(b, 'news').body.push({ widget: 'Stack', repeat: { each: { $bind: 'data.news.list' }, key: 'uid' }, children: [] });
        screen(b, 'news').body.push({ widget: 'Stack', repeat: { each: { $bind: 'data.news.list' }, key: 'id' }, children: [] });
      }),
      [{ file: NEWS, pointer: '/body/4/repeat/key', message: /repeat key: item: it has no field "uid"/ }],
    );
  });

  it('reports a repeat on a widget that takes no children', () => {
    expectOnly(
      run((b) => (screen(b, 'mine').body[1].repeat = { each: ['en'] })),
      [{ file: MINE, pointer: '/body/1/repeat', message: /Text takes no children, so it has nothing to repeat/ }],
    );
  });

  it('reports a bound path whose segment is neither a path, a whole number nor a binding (schema)', () => {
    const errors = run((b) => (screen(b, 'mine').body[1].props.text = { $bind: ['state.drafts', { $t: 'news.title' }] }));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.file === MINE && e.pointer.startsWith('/body/1/props/text'))).toBe(true);
  });
});

describe('i18n', () => {
  it('reports a locale whose texts are not in its language', () => {
    const english = 'Your withdrawal was refused because the address could not be verified by the network.';
    expectOnly(
      run((b) => (b.locales.ko.login.welcome = `${english} ${english}`)),
      [{ file: 'locales/ko', pointer: '/', message: /^ko should be Korean \(Hangul\): only \d+\.\d% of its letters/ }],
    );
  });

  it('reports a key missing in one locale at its use and in the locale', () => {
    expectOnly(
      run((b) => delete b.locales.ko.login.welcome),
      [
        { file: 'locales/ko', pointer: '/login/welcome', message: /^key "login\.welcome" is in en but missing here$/ },
        {
          file: LOGIN,
          pointer: `${LOGIN_SUBMIT}/onSuccess/1/text/$t`,
          message: /^i18n key "login\.welcome" is missing in locale\(s\) ko$/,
        },
      ],
    );
  });

  it('checks title, tab, prompt and form keys', () => {
    const errors = run((b) => {
      b.app.tabBar.items[0].label = 'tabs.home';
      b.prompts.realname.message = 'prompts.kyc';
      b.forms.login.uiSchema.account['ui:placeholder'] = 'login.hint';
    });
    expectOnly(errors, [
      { file: APP, pointer: '/tabBar/items/0/label', message: /"tabs\.home" is missing in every locale/ },
      {
        file: 'screens/forms/login.json',
        pointer: '/uiSchema/account/ui:placeholder',
        message: /"login\.hint" is missing in every locale/,
      },
      { file: 'screens/prompts/realname.json', pointer: '/message', message: /"prompts\.kyc" is missing in every locale/ },
    ]);
  });

  it("reports a key from a deferred area the screen's routes do not load, and accepts it once declared", () => {
    const inArea = (declare: boolean) => (b: Json) => {
      // login.welcome as if it lived in invest.json, an area the news route loads.
      b.areaKeys = { 'login.welcome': 'invest' };
      for (const r of b.app.routes) {
        if (r.screen === 'news') r.texts = ['invest'];
        if (r.screen === 'login' && declare) r.texts = ['invest'];
      }
    };
    expectOnly(run(inArea(false)), [
      {
        file: LOGIN,
        pointer: `${LOGIN_SUBMIT}/onSuccess/1/text/$t`,
        message: /^i18n key "login\.welcome" is in invest\.json, which this screen does not load \(add "invest" to the texts/,
      },
    ]);
    expect(run(inArea(true))).toEqual([]);
  });

  it('accepts plural forms that differ between languages', () => {
    expect(run((b) => (screen(b, 'mine').body[1].props.text = { $t: 'news.items', args: { count: 2 } }))).toEqual([]);
  });
});

describe('app.json', () => {
  it('reports duplicate route paths, aliases and names', () => {
    const extra = { name: 'news', path: '/pages/other', screen: 'mine', login: false, title: 'routes.news' };
    expectOnly(
      run((b) => b.app.routes.push(extra)),
      [{ file: APP, pointer: '/routes/3/name', message: /^duplicate route name "news" \(also \/routes\/1\/name\)$/ }],
    );
    expectOnly(
      run((b) => {
        b.app.routes[2].path = '/pages/index/news';
        b.app.routes[2].alias = '/home';
      }),
      [
        { file: APP, pointer: '/routes/2/alias', message: /^duplicate route alias "\/home" \(also \/routes\/1\/alias\)$/ },
        { file: APP, pointer: '/routes/2/path', message: /^duplicate route path "\/pages\/index\/news" \(also \/routes\/1\/path\)$/ },
      ],
    );
    expectOnly(
      run((b) => (b.app.routes[2].alias = '/pages/login/login')),
      [{ file: APP, pointer: '/routes/2/alias', message: /also \/routes\/0\/path/ }],
    );
  });

  it('reports a tab to an unknown route', () => {
    expectOnly(
      run((b) => (b.app.tabBar.items[1].route = 'profile')),
      [{ file: APP, pointer: '/tabBar/items/1/route', message: /^tab names unknown route "profile"$/ }],
    );
  });

  it('reports a staff sign-in route that does not exist', () => {
    expectOnly(
      run((b) => (b.app.staff = { loginRoute: 'staffGate', pathPrefix: '/ops' })),
      [{ file: APP, pointer: '/staff/loginRoute', message: /^staff sign-in names unknown route "staffGate"$/ }],
    );
  });

  it('reports a route whose screen has no file', () => {
    expectOnly(
      run((b) => delete b.screens.mine),
      [{ file: APP, pointer: '/routes/2/screen', message: /has no file screens\/pages\/mine\.json/ }],
    );
  });

  it('keeps locale folders and the locale list in step', () => {
    expectOnly(
      run((b) => {
        b.locales.nl = structuredClone(b.locales.en);
        b.app.i18n.locales.push({ code: 'fr', label: 'Français' });
      }),
      [
        { file: 'locales/nl', pointer: '', message: /not listed in screens\/app\.json/ },
        { file: APP, pointer: '/i18n/locales/2/code', message: /^locale fr has no folder locales\/fr$/ },
      ],
    );
  });
});

describe('forms', () => {
  it('reports a ui:widget that is not a form widget and fields the schema lacks', () => {
    expectOnly(
      run((b) => {
        b.forms.login.uiSchema.account['ui:widget'] = 'slider';
        b.forms.login.rules[0].other = 'passwordConfirm';
      }),
      [
        { file: 'screens/forms/login.json', pointer: '/rules/0/other', message: /"passwordConfirm" is not a field of this form/ },
        { file: 'screens/forms/login.json', pointer: '/uiSchema/account/ui:widget', message: /^unknown form widget slider/ },
      ],
    );
  });
});

describe('fragments', () => {
  const FRAG = 'screens/fragments/card.json';
  // A card with a title passed by the screen and a text bound to the screen's news source.
  const card = () => ({
    dslVersion: DSL_VERSION,
    id: 'card',
    params: { title: { required: true }, extra: {} },
    node: {
      widget: 'Card',
      props: { title: { $arg: 'title' } },
      children: [{ widget: 'Text', props: { text: { $fmt: 'number', value: { $bind: 'data.news.total' } } } }, { $arg: 'extra' }],
    },
  });
  const withCard = (b: Json, use: Json = { $use: 'card', args: { title: 'Top' } }) => {
    (b as Bundle & Json).fragments = { card: card() };
    screen(b, 'news').body.push(use);
  };

  it('passes a screen that uses a fragment as written', () => {
    expect(run((b) => withCard(b))).toEqual([]);
  });

  it('checks the expanded tree and points into the fragment, naming the screen it was found through', () => {
    const errors = run((b) => {
      withCard(b);
      (b as Bundle & Json).fragments.card.node.children[0].props.text.value.$bind = 'data.news.totl';
      (b as Bundle & Json).fragments.card.node.props.colour = 'red';
    });
    expectOnly(errors, [
      { file: FRAG, pointer: '/node/children/0/props/text/value/$bind', message: /has no field "totl".* \(in news\)$/ },
      { file: FRAG, pointer: '/node/props/colour', message: /^Card has no prop "colour".* \(in news\)$/ },
    ]);
  });

  it('points an error in an arg at the screen that passed it', () => {
    const errors = run((b) =>
      withCard(b, { $use: 'card', args: { title: 'Top', extra: { widget: 'Text', props: { text: { $t: 'news.nope' } } } } }),
    );
    expect(errors.map((e) => [e.file, e.pointer])).toContainEqual([NEWS, '/body/4/args/extra/props/text/$t']);
    expect(errors.every((e) => e.file === NEWS || e.file.startsWith('locales/'))).toBe(true);
  });

  it('reports an unknown fragment, a missing and an unknown arg, and an $arg the fragment does not declare', () => {
    const errors = run((b) => {
      withCard(b, { $use: 'card', args: { titel: 'Top' } });
      screen(b, 'news').body.push({ $use: 'crad' });
      (b as Bundle & Json).fragments.card.node.children.push({ $arg: 'footer' });
    });
    expectOnly(errors, [
      { file: FRAG, pointer: '/node/children/2', message: /^fragment card has no param "footer" \(params: title, extra\)$/ },
      { file: NEWS, pointer: '/body/4', message: /^fragment card needs the arg "title"$/ },
      { file: NEWS, pointer: '/body/4/args/titel', message: /^fragment card takes no arg "titel"/ },
      { file: NEWS, pointer: '/body/5/$use', message: /^unknown fragment crad \(fragments: card\)$/ },
    ]);
  });

  it('reports a fragment that uses itself through another', () => {
    const errors = run((b) => {
      withCard(b);
      const f = (b as Bundle & Json).fragments;
      f.card.node.children.push({ $use: 'inner' });
      f.inner = { dslVersion: DSL_VERSION, id: 'inner', node: { widget: 'Stack', children: [{ $use: 'card', args: { title: 'again' } }] } };
    });
    expectOnly(errors, [
      { file: FRAG, pointer: '/node/children/2', message: /^fragment card uses itself: card -> inner -> card$/ },
      {
        file: 'screens/fragments/inner.json',
        pointer: '/node/children/0',
        message: /^fragment inner uses itself: inner -> card -> inner$/,
      },
    ]);
  });

  it('checks fragment files and uses against the DSL schema', () => {
    const errors = run((b) => {
      withCard(b, { $use: 'card', args: { title: 'Top' }, when: true });
      delete (b as Bundle & Json).fragments.card.node;
      (b as Bundle & Json).fragments.card.id = 'kard';
    });
    expect(errors.map((e) => `${e.file} ${e.pointer} ${e.message}`)).toEqual([
      `${FRAG}  missing required property "node"`,
      `${FRAG} /id fragment id "kard" must equal the file name "card"`,
      `${NEWS} /body/4 unknown property "when"`,
    ]);
  });
});
