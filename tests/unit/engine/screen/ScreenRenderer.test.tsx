import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { routes, screens } from './fixtures';
import { DSL_VERSION } from '@core/dsl/version';

const newsReply = (list: unknown[]) => () => ({ code: 0, data: { list, total: list.length } });

describe('screen renderer', () => {
  it('renders text, bindings, formats and translations, never HTML', async () => {
    await renderApp({ screens, routes, path: '/home', server: { 'news/list': newsReply([]) }, locale: 'en' });
    expect(await screen.findByText('Plain words')).toBeTruthy();
    expect(screen.getByText('Hello, guest')).toBeTruthy();
    expect(screen.getByText('Retry')).toBeTruthy();
    expect(screen.getByText('<b>bold?</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('1,234.50')).toBeTruthy();
  });

  it('applies the screen state and visibleWhen', async () => {
    const { engine } = await renderApp({ screens, routes, path: '/home', server: { 'news/list': newsReply([]) } });
    expect(await screen.findByText('Showing all')).toBeTruthy();
    expect(screen.queryByText('Members only')).toBeNull();
    act(() => engine.stores.state.setIn('newsType', 'stocks'));
    await waitFor(() => expect(screen.queryByText('Showing all')).toBeNull());
  });

  it('fetches data sources with resolved params and renders a List per item', async () => {
    const { server } = await renderApp({
      screens,
      routes,
      path: '/home',
      server: {
        'news/list': newsReply([
          { id: 1, title: 'Rates hold' },
          { id: 2, title: 'ETF inflows' },
        ]),
      },
    });
    expect(await screen.findByText('1: Rates hold')).toBeTruthy();
    expect(screen.getByText('2: ETF inflows')).toBeTruthy();
    const call = server.sent.find((s) => s.url.startsWith('/api/news/list'))!;
    expect(call.url).toBe('/api/news/list?type=all&limit=10&size=10');
    expect(call.headers.Lan).toBe('ko');
  });

  it('shows the List empty state', async () => {
    await renderApp({ screens, routes, path: '/home', server: { 'news/list': newsReply([]) } });
    expect(await screen.findByText('No news yet')).toBeTruthy();
  });

  it('shows the List error state and retries', async () => {
    let fail = true;
    await renderApp({
      screens,
      routes,
      path: '/home',
      locale: 'en',
      server: { 'news/list': () => (fail ? { code: 500, msg: 'Feed down' } : { code: 0, data: { list: [{ id: 3, title: 'Back up' }] } }) },
    });
    expect(await screen.findByText('Feed down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3: Back up')).toBeTruthy();
  });

  it('runs an action chain: api -> toast -> navigate', async () => {
    const { server, feedback, engine } = await renderApp({
      screens,
      routes,
      path: '/home',
      server: { 'news/list': newsReply([]), 'member/claim': () => ({ code: 0, data: { amount: '5.00' } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByText('Done with 5.00')).toBeTruthy();
    const claim = server.sent.find((s) => s.url === '/api/member/claim')!;
    expect(claim.method).toBe('POST');
    expect(claim.body).toEqual({ kind: 'all' });
    expect(claim.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(feedback.toast).toHaveBeenCalledWith('Claimed 5.00', 'success');
    expect(engine.navigation.location().pathname).toBe('/pages/other/done');
  });

  it('stops the chain and toasts the server message when the call fails', async () => {
    const { feedback } = await renderApp({
      screens,
      routes,
      path: '/home',
      server: { 'news/list': newsReply([]), 'member/claim': () => ({ code: 3, msg: 'Already claimed' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim reward' }));
    await waitFor(() => expect(feedback.errorToast).toHaveBeenCalledWith('Already claimed'));
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(screen.getByText('Plain words')).toBeTruthy();
  });

  it('serves routes at their alias, titles the navbar and redirects unknown paths to 404', async () => {
    const { engine } = await renderApp({ screens, routes, path: '/nowhere/at/all' });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(engine.navigation.location().pathname).toBe('/404');
    act(() => engine.navigation.navigate('/top'));
    // The planned screen binds the route's translated title and note (keys without a dictionary show as keys).
    expect(await screen.findAllByText('routes.top')).toHaveLength(2);
    expect(screen.getByText('planned.top')).toBeTruthy();
    expect(screen.getByRole('button', { name: '뒤로' })).toBeTruthy();
  });

  it('hides the back arrow when navbar.back is false and shows the tab bar on tab routes', async () => {
    await renderApp({ screens, routes, path: '/home', server: { 'news/list': newsReply([]) }, locale: 'en' });
    await screen.findByText('Plain words');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByText('tabs.news')).toBeTruthy();
  });

  it('runs onEnter once per visit, and again when the same screen opens with another query', async () => {
    const visited: ScreenSpec = {
      dslVersion: DSL_VERSION,
      id: 'login',
      title: 'fixture.title',
      onEnter: [
        {
          type: 'set',
          path: 'state.visits',
          value: { $concat: [{ $bind: 'state.visits', default: '' }, '|', { $bind: 'route.query.id' }] },
        },
      ],
      body: [{ widget: 'Text', props: { text: { $bind: 'state.visits', default: '' } } }],
    };
    const { engine } = await renderApp({ screens: { ...screens, login: visited }, routes, path: '/?id=1' });
    expect(await screen.findByText('|1')).toBeTruthy();
    await act(async () => engine.navigation.navigate('/?id=2'));
    expect(await screen.findByText('|1|2')).toBeTruthy();
    // A re-render of the same visit runs nothing again.
    act(() => engine.stores.state.setIn('other', 1));
    expect(screen.getByText('|1|2')).toBeTruthy();
  });

  it('checks guards on entry and skips sources whose when does not hold', async () => {
    const prompts = {
      needLogin: {
        dslVersion: DSL_VERSION,
        id: 'needLogin',
        when: { falsy: { $bind: 'session.loggedIn' } },
        message: 'prompt.login',
        confirm: [{ type: 'navigate' as const, to: 'login' }],
      },
    };
    const { feedback, server } = await renderApp({ screens: { ...screens, login: screens.done }, routes, prompts, path: '/mine' });
    expect(await screen.findByText('nobody')).toBeTruthy();
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'prompt.login' })));
    expect(server.sent.some((s) => s.url.includes('member/info'))).toBe(false);
  });

  it('loads member/info for a stored token, binds it, and logs out', async () => {
    const backend = memoryBackend({ [TOKEN_KEY]: '"tok"', [USER_KEY]: '{"nickname":"Kim"}' });
    const { server, engine } = await renderApp({
      screens: { ...screens, login: screens.done },
      routes,
      backend,
      path: '/mine',
      server: { 'member/info': () => ({ code: 0, data: { nickname: 'Kim' } }), 'member/logout': () => ({ code: 0, data: null }) },
    });
    expect(await screen.findByText('Kim')).toBeTruthy();
    const info = server.sent.find((s) => s.url === '/api/member/info')!;
    expect(info.headers.Authorization).toBe('Bearer tok');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/'));
    expect(server.sent.some((s) => s.url === '/api/member/logout')).toBe(true);
    expect(backend.getItem(TOKEN_KEY)).toBeNull();
    expect(engine.stores.session.get()).toEqual({});
  });

  it('sends an auth failure back to login', async () => {
    const backend = memoryBackend({ [TOKEN_KEY]: '"old"' });
    const { engine } = await renderApp({
      screens: { ...screens, login: screens.done },
      routes,
      backend,
      path: '/mine',
      server: { 'member/info': () => ({ code: 401, msg: 'expired' }) },
    });
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/'));
    expect(engine.stores.session.get()).toEqual({});
  });
});

describe('lazy screens', () => {
  it('shows nothing before delayMs, then the loader, then the screen', async () => {
    await renderApp({
      screens,
      routes,
      path: '/pages/other/done',
      locale: 'en',
      screenDelayMs: 150,
      manifest: { loading: { delayMs: 50, timeoutMs: 5000 } },
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Done with')).toBeTruthy();
  });

  it('shows a load error with Retry after timeoutMs', async () => {
    await renderApp({
      screens: {},
      routes,
      path: '/pages/other/done',
      locale: 'en',
      screenDelayMs: 400,
      manifest: { loading: { delayMs: 10, timeoutMs: 100 } },
    });
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
