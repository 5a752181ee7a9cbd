import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { FakeSocket } from '../helpers/fakeSocket';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A list of funds (news/list stands in: the test catalogue's paged list) whose rows show live prices.
const fundList: ScreenSpec = {
  dslVersion: 4,
  id: 'login',
  title: 'fixture.title',
  navbar: { show: false },
  data: { funds: { endpoint: 'news/list', params: { page: 1, limit: 20 } } },
  body: [
    {
      widget: 'List',
      props: { source: 'funds', path: 'list', keyField: 'title' },
      children: [
        {
          widget: 'LiveQuote',
          props: { code: { $bind: 'item.title' } },
          children: [
            {
              widget: 'Text',
              props: {
                text: {
                  $concat: [{ $bind: 'item.title' }, ':', { $bind: 'live.last', default: '-' }, ':', { $bind: 'live.status', default: '' }],
                },
              },
            },
          ],
        },
      ],
    },
  ],
};

describe('LiveQuote', () => {
  it('follows the code of each row and renders its children with the latest tick as live', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    await renderApp({
      path: '/',
      locale: 'en',
      screens: { login: fundList },
      server: { 'news/list': () => ({ code: 0, data: { list: [{ title: 'SPY' }, { title: 'QQQ' }], total: 2, page: 1, limit: 20 } }) },
    });
    // At once, before the socket client's chunk has loaded: the rows as before a first tick.
    expect(await screen.findByText('SPY:-:connecting')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toMatch(/^ws:\/\/.*\/ws$/);
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', codes: ['SPY', 'QQQ'] }]);
    act(() => socket.tick('QQQ', '410.25', 1));
    expect(await screen.findByText('QQQ:410.25:open')).toBeTruthy();
    expect(screen.getByText('SPY:-:open')).toBeTruthy();
  });
});
