import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { boot } from '@engine/app/boot';
import type { Manifest } from '@engine/runtime/dsl';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { STAFF_KEYS, TOKEN_KEY } from '@engine/runtime/store/createSessionStore';
import { fakeFeedback, fakeServer } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;
let cleanup: () => void = () => {};
afterEach(() => cleanup());

// A smoke test of the real app: the real manifest, screens, forms, dictionaries and generated
// validators, with only the server faked. Every route must render its screen without a console
// error or warning (the setup file fails the test on any).
describe('boot', () => {
  function fakeApi() {
    const server = fakeServer({});
    server.fetch.mockImplementation(async (url: string) => {
      const data = url.includes('member/country') ? { list: [{ code: 'KR', name: 'Korea', dial: '82' }] } : {};
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }));
    });
    return server;
  }

  async function start(backend: ReturnType<typeof memoryBackend>, fetch: ReturnType<typeof fakeApi>['fetch']) {
    const root = document.createElement('div');
    document.body.append(root);
    const { engine, unmount } = await boot({
      manifest,
      root,
      overrides: { fetch, backend, feedback: fakeFeedback(), router: { type: 'memory', initialEntries: ['/'] } },
    });
    cleanup = () => {
      act(() => unmount());
      root.remove();
    };
    return { engine, root };
  }

  it('opens on the login screen without a session, after loading common/conf', async () => {
    const server = fakeApi();
    const { root } = await start(memoryBackend(), server.fetch);
    const login = manifest.routes.find((r) => r.name === 'login')!;
    await waitFor(() => expect(root.querySelector(`[data-screen="${login.screen}"]`)).toBeTruthy(), { timeout: 20_000 });
    expect(server.fetch.mock.calls.some(([url]) => url === '/api/common/conf')).toBe(true);
  }, 60_000);

  // Every route in turn (83 and growing), signed in to both realms: without a session a screen's
  // auth call sends the app to login, and one that lands after the next navigation (a lazy chunk
  // on a busy machine) replaced that next screen (a CI failure). The time limits are nets for a
  // hung render, wide enough for a first chunk load on two cores busy with the browser lane.
  it('renders every manifest route of the real bundle', async () => {
    const server = fakeApi();
    const backend = memoryBackend({ [TOKEN_KEY]: JSON.stringify('member-token'), [STAFF_KEYS.token]: JSON.stringify('staff-token') });
    const { engine, root } = await start(backend, server.fetch);
    for (const route of manifest.routes) {
      // The login screen sends a signed-in member on to the news (its onEnter).
      const screen = route.name === 'login' ? 'news' : route.screen;
      await act(async () => engine.navigation.navigate(route.alias ?? route.path));
      await waitFor(() => expect(root.querySelector(`[data-screen="${screen}"]`), route.name).toBeTruthy(), { timeout: 20_000 });
    }
    await act(async () => engine.navigation.navigate('/no/such/page'));
    await waitFor(() => expect(root.querySelector(`[data-screen="${manifest.notFound.screen}"]`)).toBeTruthy());
  }, 120_000);
});
