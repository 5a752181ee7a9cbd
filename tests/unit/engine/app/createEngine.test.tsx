import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

const screens: Record<string, ScreenSpec> = {
  login: {
    dslVersion: DSL_VERSION,
    id: 'login',
    title: 'x',
    body: [{ widget: 'Text', props: { text: { $concat: ['theme=', { $bind: 'app.theme' }, ' locale=', { $bind: 'app.locale' }] } } }],
  },
  home: {
    dslVersion: DSL_VERSION,
    id: 'home',
    title: 'x',
    body: [
      { widget: 'Text', props: { text: { $concat: ['version ', { $bind: 'conf.app_version' }] } } },
      { widget: 'Button', props: { text: 'Withdraw' }, on: { click: [{ type: 'api', endpoint: 'member/claim' }] } },
    ],
  },
};
const routes = [
  { name: 'login', path: '/pages/login/login', alias: '/', screen: 'login', login: false, title: 'x' },
  { name: 'news', path: '/pages/index/news', alias: '/home', screen: 'home', login: false, title: 'x' },
];

describe('createEngine', () => {
  it('switches locale and theme, persisting both', async () => {
    const { engine, backend } = await renderApp({ screens, routes, path: '/' });
    expect(await screen.findByText('theme=light locale=ko')).toBeTruthy();
    await act(() => engine.setLocale('en'));
    act(() => engine.setTheme('dark'));
    expect(await screen.findByText('theme=dark locale=en')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(backend.getItem('meridian.locale')).toBe('"en"');
    expect(backend.getItem('meridian.theme')).toBe('"dark"');
    expect(engine.t('engine.retry')).toBe('Retry');
    await act(() => engine.setLocale('xx'));
    expect(engine.stores.app.get().locale).toBe('en');
    act(() => engine.setTheme('sepia' as never));
    expect(engine.stores.app.get().theme).toBe('dark');
  });

  it('sets html lang to the language tag of the product code (jp is ja, isr it, rs ru, idn hi)', async () => {
    const locales = ['ko', 'en', 'jp', 'isr', 'rs', 'idn'].map((code) => ({ code, label: code }));
    const { engine } = await renderApp({
      screens,
      routes,
      path: '/',
      locale: 'jp',
      manifest: { i18n: { default: 'ko', fallback: 'en', locales } },
    });
    expect(document.documentElement.lang).toBe('ja');
    for (const [code, tag] of [
      ['isr', 'it'],
      ['rs', 'ru'],
      ['idn', 'hi'],
      ['en', 'en'],
    ]) {
      await act(() => engine.setLocale(code!));
      expect(document.documentElement.lang).toBe(tag);
    }
  });

  it('start loads common/conf into the conf scope', async () => {
    const { engine } = await renderApp({
      screens,
      routes,
      path: '/home',
      server: { 'common/conf': () => ({ code: 0, data: { app_version: '1.0.9' } }) },
    });
    await act(() => engine.start());
    expect(await screen.findByText('version 1.0.9')).toBeTruthy();
  });

  // The studio's preview starts without them: a start action that navigates (documents to accept
  // again) would replace the one screen staff asked to see.
  it.each([
    [undefined, '/home'],
    [{ startActions: false }, '/'],
  ])('start(%o) runs the manifest onStart actions only when asked (ends on %s)', async (options, expected) => {
    const { engine } = await renderApp({
      screens,
      routes,
      path: '/',
      manifest: { onStart: [{ type: 'navigate', to: 'news' }] },
    });
    expect(await screen.findByText('theme=light locale=ko')).toBeTruthy();
    await act(() => engine.start(options));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe(expected));
    expect(screen.queryByText('theme=light locale=ko') === null).toBe(expected === '/home');
  });

  it('opens the prompt of a code listed in api.codePrompts', async () => {
    const prompts = {
      setPayPassword: {
        dslVersion: DSL_VERSION,
        id: 'setPayPassword',
        message: 'prompts.setPayPassword',
        confirm: [{ type: 'navigate' as const, to: 'login' }],
      },
    };
    const { feedback, engine } = await renderApp({
      screens,
      routes,
      prompts,
      path: '/home',
      server: { 'member/claim': () => ({ code: 1001, msg: 'no pay password' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'prompts.setPayPassword' })));
    expect(feedback.errorToast).not.toHaveBeenCalled();
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/'));
  });

  it('back goes to the first tab when there is no history inside the app', async () => {
    const { engine } = await renderApp({ screens, routes, path: '/' });
    await screen.findByText(/theme=/);
    act(() => engine.navigation.back());
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/home'));
    act(() => engine.navigation.navigate('login', { query: { from: 'x', empty: undefined } }));
    await waitFor(() => expect(engine.navigation.location().search).toBe('?from=x'));
    act(() => engine.navigation.back());
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/home'));
    act(() => engine.navigation.navigate('nowhere'));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/404'));
  });

  it('shows the network dialog when the server cannot be reached', async () => {
    const { engine, feedback } = await renderApp({
      screens,
      routes,
      path: '/home',
      server: { 'common/conf': () => new TypeError('Failed to fetch') },
    });
    await act(() => engine.start());
    expect(feedback.networkError).toHaveBeenCalledTimes(1);
  });
});
