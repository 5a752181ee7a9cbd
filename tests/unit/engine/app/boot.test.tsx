import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { boot } from '@engine/app/boot';
import type { Manifest } from '@engine/runtime/dsl';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import { fakeFeedback, fakeServer } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;
let cleanup: () => void = () => {};
afterEach(() => cleanup());

// A smoke test of the real app: the real manifest, screens, forms, dictionaries and generated
// validators, with only the server faked. Every route must render its screen without a console
// error or warning (the setup file fails the test on any).
describe('boot', () => {
  // Every route in turn (83 and growing): the time limits (per route and in all) are nets for a hung
  // render, wide enough for a first chunk load on two cores busy with the browser lane beside this one
  // (5 s per route failed once in CI).
  it('renders every manifest route of the real bundle', async () => {
    const server = fakeServer({});
    server.fetch.mockImplementation(async (url: string) => {
      const data = url.includes('member/country') ? { list: [{ code: 'KR', name: 'Korea', dial: '82' }] } : {};
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data }));
    });
    const root = document.createElement('div');
    document.body.append(root);
    const { engine, unmount } = await boot({
      manifest,
      root,
      overrides: {
        fetch: server.fetch,
        backend: memoryBackend(),
        feedback: fakeFeedback(),
        router: { type: 'memory', initialEntries: ['/'] },
      },
    });
    cleanup = () => {
      act(() => unmount());
      root.remove();
    };

    const login = manifest.routes.find((r) => r.name === 'login')!;
    await waitFor(() => expect(root.querySelector(`[data-screen="${login.screen}"]`)).toBeTruthy(), { timeout: 20_000 });
    expect(server.fetch.mock.calls.some(([url]) => url === '/api/common/conf')).toBe(true);

    for (const route of manifest.routes) {
      await act(async () => engine.navigation.navigate(route.alias ?? route.path));
      await waitFor(() => expect(root.querySelector(`[data-screen="${route.screen}"]`)).toBeTruthy(), { timeout: 20_000 });
    }
    await act(async () => engine.navigation.navigate('/no/such/page'));
    await waitFor(() => expect(root.querySelector(`[data-screen="${manifest.notFound.screen}"]`)).toBeTruthy());
  }, 120_000);
});
