import { describe, expect, it } from 'vitest';
import { lintVocabulary } from '@engine/studio/editor/lintVocabulary';
import type { EditorKind } from '@engine/studio/editor/types';
import { vocabulary } from './realVocabulary';

const screens = import.meta.glob<unknown>('../../../../../screens/pages/*.json', { eager: true, import: 'default' });
const forms = import.meta.glob<unknown>('../../../../../screens/forms/*.json', { eager: true, import: 'default' });
const prompts = import.meta.glob<unknown>('../../../../../screens/prompts/*.json', { eager: true, import: 'default' });
const fragments = import.meta.glob<unknown>('../../../../../screens/fragments/*.json', { eager: true, import: 'default' });
const app = import.meta.glob<unknown>('../../../../../screens/app.json', { eager: true, import: 'default' });
const tests = import.meta.glob<unknown>('../../../../../screens/tests/*.json', { eager: true, import: 'default' });
const catalogue = import.meta.glob<{ endpoints?: { id: string }[] }>('../../../../../schemas/api/*.json', {
  eager: true,
  import: 'default',
});

const lint = (doc: unknown, kind: EditorKind = 'screen') => lintVocabulary(doc, kind, vocabulary);
const screen = (...body: unknown[]) => ({ id: 'x', body });
const button = (...actions: unknown[]) => ({ widget: 'Button', props: { text: 'Go' }, on: { click: actions } });

describe('lintVocabulary', () => {
  it("finds nothing in the repository's own bundle", () => {
    const endpoints = Object.values(catalogue).flatMap((group) => (group.endpoints ?? []).map((e) => e.id));
    const full = { ...vocabulary, endpoints };
    const files: [Record<string, unknown>, EditorKind][] = [
      [screens, 'screen'],
      [forms, 'form'],
      [prompts, 'prompt'],
      [fragments, 'fragment'],
      [app, 'app'],
      [tests, 'test'],
    ];
    for (const [byPath, kind] of files) {
      for (const [path, doc] of Object.entries(byPath))
        expect({ path, findings: lintVocabulary(doc, kind, full) }).toEqual({ path, findings: [] });
    }
  });

  it('checks a fixture test: its screen and the text keys it expects', () => {
    const doc = {
      screen: 'logn',
      locale: 'en',
      expect: {
        texts: [{ key: 'login.welcome' }, { key: 'login.welcom' }],
        actions: [{ control: { key: 'login.forgt' }, triggers: { type: 'back' } }],
      },
    };
    expect(lint(doc, 'test').map((f) => f.pointer)).toEqual(['/screen', '/expect/texts/1/key', '/expect/actions/0/control/key']);
  });

  it('checks fragment uses: the fragment, its required args, args it does not take', () => {
    const doc = screen(
      { $use: 'staffHeaderBak' },
      { widget: 'Stack', children: [{ $use: 'staffHeaderBack', args: { link: 'ops.home.back', too: 'opsHome' } }] },
    );
    expect(lint(doc)).toEqual([
      { pointer: '/body/0/$use', message: 'unknown fragment "staffHeaderBak" (did you mean "staffHeaderBack"?)', part: 'value' },
      { pointer: '/body/1/children/0/$use', message: 'fragment staffHeaderBack needs the arg "to"', part: 'value' },
      {
        pointer: '/body/1/children/0/args/too',
        message: 'fragment staffHeaderBack takes no arg "too" (params: link, to, query)',
        part: 'key',
      },
    ]);
  });

  it("checks a fragment's own node like a screen's", () => {
    expect(lint({ id: 'f', node: { widget: 'Row', children: [{ widget: 'Buton' }] } }, 'fragment')).toEqual([
      { pointer: '/node/children/0/widget', message: 'unknown widget "Buton" (did you mean "Button"?)', part: 'value' },
    ]);
  });

  it('warns of unknown widgets, with the likely name', () => {
    expect(lint(screen({ widget: 'Buton', props: { text: 'x' } }))).toEqual([
      { pointer: '/body/0/widget', message: 'unknown widget "Buton" (did you mean "Button"?)', part: 'value' },
    ]);
  });

  it('checks props and events against the widget catalog, nested children included', () => {
    const doc = screen({
      widget: 'Stack',
      children: [{ widget: 'Button', props: { colour: 'red', size: 'huge', fill: { $bind: 'state.fill' } }, on: { change: [] } }],
    });
    expect(lint(doc)).toEqual([
      {
        pointer: '/body/0/children/0/props/colour',
        message: expect.stringMatching(/^Button has no prop "colour" \(props: text, color/),
        part: 'key',
      },
      { pointer: '/body/0/children/0/props/size', message: 'Button.size must be one of "small", "middle", "large"', part: 'value' },
      { pointer: '/body/0/children/0/widget', message: 'Button needs prop "text"', part: 'value' },
      { pointer: '/body/0/children/0/on/change', message: 'Button raises no event "change" (events: click)', part: 'key' },
    ]);
  });

  it("checks the navbar's nodes too", () => {
    expect(lint({ id: 'x', navbar: { right: [{ widget: 'Nope' }] }, body: [] })).toMatchObject([{ pointer: '/navbar/right/0/widget' }]);
  });

  it('warns of action names the action schema does not define', () => {
    expect(lint(screen(button({ type: 'navigat', to: 'login' })))).toEqual([
      {
        pointer: '/body/0/on/click/0/type',
        message: expect.stringMatching(/^unknown action "navigat" \(did you mean "navigate"\?\) \(actions: api, navigate,/),
        part: 'value',
      },
    ]);
  });

  it('checks the names actions refer to, in nested action lists too', () => {
    const doc = screen(
      button({
        type: 'api',
        endpoint: 'wallet/nope',
        onSuccess: [
          { type: 'guard', prompt: 'nope' },
          {
            type: 'confirm',
            message: 'm',
            then: [
              { type: 'navigate', to: 'nowhere' },
              { type: 'navigate', to: '/pages/any/path' },
            ],
          },
        ],
        onError: [{ type: 'toast', text: { $t: 'no.such.key' } }],
      }),
    );
    expect(lint(doc).map((f) => [f.pointer, f.message])).toEqual([
      ['/body/0/on/click/0/endpoint', 'unknown endpoint "wallet/nope"'],
      ['/body/0/on/click/0/onSuccess/0/prompt', 'unknown prompt "nope"'],
      ['/body/0/on/click/0/onSuccess/1/then/0/to', 'unknown route "nowhere"'],
      ['/body/0/on/click/0/onError/0/text/$t', 'unknown translation key "no.such.key"'],
    ]);
  });

  it('checks translation keys wherever a $t is, plural keys counting by their base', () => {
    const plural = vocabulary.i18nKeys.find((k) => /_(one|other)$/.test(k));
    const doc = screen(
      { widget: 'Text', props: { text: { $t: 'routes.login' } } },
      { widget: 'Tabs', props: { stateKey: 't', items: [{ key: 'a', title: { $t: 'routes.logn' } }] } },
    );
    expect(lint(doc)).toEqual([
      {
        pointer: '/body/1/props/items/0/title/$t',
        message: 'unknown translation key "routes.logn" (did you mean "routes.login"?)',
        part: 'value',
      },
    ]);
    if (plural) expect(lint(screen({ widget: 'Text', props: { text: { $t: plural.replace(/_(one|other)$/, '') } } }))).toEqual([]);
  });

  it('checks forms, guards and data sources of a screen', () => {
    const doc = {
      id: 'x',
      guards: ['bindingRequired', 'nope'],
      data: { a: { endpoint: 'member/info' }, b: { endpoint: 'x/y' } },
      body: [{ widget: 'Form', props: { form: 'nope' } }],
    };
    expect(lint(doc).map((f) => f.pointer)).toEqual(['/guards/1', '/data/b/endpoint', '/body/0/props/form']);
  });

  it('checks the names the other kinds of files use', () => {
    expect(
      lint({ id: 'p', title: 'nope.key', message: 'routes.login', confirm: [{ type: 'navigate', to: 'nope' }] }, 'prompt').map(
        (f) => f.pointer,
      ),
    ).toEqual(['/title', '/confirm/0/to']);
    const manifest = {
      routes: [{ name: 'a', screen: 'nope', title: 'routes.login' }],
      tabBar: { items: [{ route: 'nope', label: 'routes.login' }] },
      api: { codePrompts: { '403': 'nope' } },
    };
    expect(lint(manifest, 'app').map((f) => f.pointer)).toEqual(['/routes/0/screen', '/tabBar/items/0/route', '/api/codePrompts/403']);
    const form = {
      id: 'f',
      schema: { type: 'object', properties: {} },
      uiSchema: { a: { 'ui:title': 'nope.key' } },
      submitText: 'routes.login',
    };
    expect(lint(form, 'form').map((f) => f.pointer)).toEqual(['/uiSchema/a/ui:title']);
  });

  it('escapes names in the pointers it reports', () => {
    const doc = screen({ widget: 'Text', props: { text: 'x', 'a/b~c': 1 } });
    expect(lint(doc)[0]?.pointer).toBe('/body/0/props/a~1b~0c');
  });

  it('checks nothing against a list that is empty (not loaded) and nothing in locale files', () => {
    const doc = screen(button({ type: 'api', endpoint: 'anything' }));
    expect(lintVocabulary(doc, 'screen', { ...vocabulary, endpoints: [] })).toEqual([]);
    expect(lint({ routes: { login: 'Log in' } }, 'locale')).toEqual([]);
  });

  it('tolerates documents of any shape', () => {
    for (const doc of [null, 1, 'x', [], { body: 'x' }, { body: [null, 1, { widget: 3 }] }, screen(button(null, 1, { type: 7 }))]) {
      expect(() => lint(doc)).not.toThrow();
    }
    expect(lint(screen(button({ type: 7 })))).toMatchObject([
      { pointer: '/body/0/on/click/0/type', message: expect.stringContaining('unknown action 7') },
    ]);
  });
});
