import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenSpec } from '@engine/runtime/dsl';
import { renderApp } from '../helpers/testEngine';
import { FakeSocket } from '../helpers/fakeSocket';
import { DSL_VERSION } from '@core/dsl/version';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A list of funds (news/list stands in: the test catalogue's paged list) whose rows show live prices.
const fundList: ScreenSpec = {
  dslVersion: DSL_VERSION,
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

  it('values a holding row at each tick in USDT and shows the server figures before the first', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const holdings: ScreenSpec = {
      ...fundList,
      body: [
        {
          widget: 'List',
          props: { source: 'funds', path: 'list', keyField: 'title' },
          children: [
            {
              widget: 'LiveQuote',
              props: {
                code: { $bind: 'item.title' },
                quantity: { $bind: 'item.quantity' },
                cost: { $bind: 'item.order_amount' },
                fxRate: { $bind: 'item.fx_rate' },
              },
              children: [
                {
                  widget: 'Text',
                  props: {
                    text: {
                      $concat: [
                        { $bind: 'item.title' },
                        ' value ',
                        { $bind: 'live.market_value', default: { $bind: 'item.market_value' } },
                        ' pnl ',
                        { $bind: 'live.profit', default: { $bind: 'item.profit' } },
                      ],
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    await renderApp({
      path: '/',
      locale: 'en',
      screens: { login: holdings },
      server: {
        'news/list': () => ({
          code: 0,
          data: {
            list: [{ title: 'SPY', quantity: '2', order_amount: '1300.00', fx_rate: '0.9995', market_value: '1310.00', profit: '10.00' }],
            total: 1,
            page: 1,
            limit: 20,
          },
        }),
      },
    });
    expect(await screen.findByText('SPY value 1310.00 pnl 10.00')).toBeTruthy();
    // The app holds one live-quote store (and socket) for its life: this test may find the first test's.
    await waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
    const socket = FakeSocket.made.at(-1)!;
    if (socket.readyState !== 1) act(() => socket.open());
    await waitFor(() => expect(JSON.stringify(socket.sent)).toContain('SPY'));
    // 2 x 660.10 x 0.9995 = 1319.5399 -> 1319.53 (down, as the server), P&L 19.53.
    act(() => socket.tick('SPY', '660.10', 1));
    expect(await screen.findByText('SPY value 1319.53 pnl 19.53')).toBeTruthy();
    act(() => socket.tick('SPY', '640', 2));
    expect(await screen.findByText('SPY value 1279.36 pnl -20.64')).toBeTruthy();
  });
});
