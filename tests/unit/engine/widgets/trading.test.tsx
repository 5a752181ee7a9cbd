import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { rememberSearch } from '@engine/widgets/RecentSearches';
import { renderApp, testCatalogue, type Reply, type Sent } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

// jsdom has no canvas: the chart's chunk is stood in for; what is tested is everything around it
// (fetching, the interval switch, the text alternative that shows before the chunk).
vi.mock('@engine/widgets/KLineCanvas', () => ({
  default: (props: { candles: unknown[]; period: string }) => (
    <div data-testid="canvas">{`${props.candles.length} candles, ${props.period}`}</div>
  ),
}));

testCatalogue['etf/kline'] = { method: 'POST', path: 'etf/kline', auth: false };

function bodyScreen(body: NodeSpec[], extra: Partial<ScreenSpec> = {}): Record<string, ScreenSpec> {
  return { login: { dslVersion: DSL_VERSION, id: 'login', title: 'fixture.title', navbar: { show: false }, body, ...extra } };
}

async function renderBody(body: NodeSpec[], options: { server?: Record<string, (sent: Sent) => Reply>; extra?: Partial<ScreenSpec> } = {}) {
  // The chart's text alternative, so its figures can be read back.
  const dictionaries = {
    en: {
      trade: {
        kline: { summary: 'O {{open}} H {{high}} L {{low}} C {{close}} ({{change}})' },
        ticket: {
          expires: 'Expires {{time}}',
          fxLine: '1 {{currency}} = {{rate}} USDT · {{source}}',
          feeFormulaText: 'The larger of {{min}} USDT and {{rate}} of the order value',
        },
      },
    },
  };
  return renderApp({ screens: bodyScreen(body, options.extra), path: '/', locale: 'en', server: options.server, dictionaries });
}

const candles = [
  { time: 1763769600, open: '10.00', high: '10.50', low: '9.90', close: '10.20', volume: 100 },
  { time: 1763769660, open: '10.20', high: '10.40', low: '9.80', close: '9.95', volume: 80 },
];

describe('KLineChart', () => {
  it('fetches etf/kline for its code and period, shows the last OHLC as text, and refetches on an interval switch', async () => {
    const { server, engine } = await renderBody([{ widget: 'KLineChart', props: { code: 'SPY', stateKey: 'period', label: 'SPY' } }], {
      server: { 'etf/kline': () => ({ code: 0, data: { code: 'SPY', period: '1day', source: 'Simulated', list: candles } }) },
    });
    expect(await screen.findByText('2 candles, 1d')).toBeTruthy();
    expect(screen.getByText('Simulated')).toBeTruthy();
    const summary = document.querySelector<HTMLElement>('.mer-kline-summary')!;
    // Read in page order, not announced: it changes with every tick.
    expect(summary.closest('[role="status"], [aria-live]')).toBeNull();
    expect(summary.textContent).toContain('9.95');
    expect(summary.textContent).toContain('-0.25');
    expect(summary.className).toContain('mer-fall');
    fireEvent.click(screen.getByRole('radio', { name: 'trade.kline.p5m' }));
    expect(engine.stores.state.getIn('period')).toBe('5m');
    await waitFor(() =>
      expect(server.sent.filter((s) => s.url === '/api/etf/kline').map((s) => (s.body as { period: string }).period)).toEqual([
        '1day',
        '5min',
      ]),
    );
    expect(server.sent.find((s) => s.url === '/api/etf/kline')!.body).toMatchObject({ code: 'SPY', limit: 120 });
  });

  it('moves the last candle with the live price', async () => {
    await renderBody([{ widget: 'KLineChart', props: { code: 'SPY', stateKey: 'period', livePrice: '11.00', liveTime: 1763769700 } }], {
      server: { 'etf/kline': () => ({ code: 0, data: { code: 'SPY', period: '1day', source: 'Simulated', list: candles } }) },
    });
    await screen.findByTestId('canvas');
    const summary = document.querySelector<HTMLElement>('.mer-kline-summary')!;
    expect(summary.textContent).toContain('11.00');
    expect(summary.className).toContain('mer-rise');
  });

  it('inside a LiveQuote, is mounted once: etf/kline is fetched once while the live chunk arrives', async () => {
    const { server } = await renderBody(
      [
        {
          widget: 'LiveQuote',
          props: { code: 'SPY' },
          children: [{ widget: 'KLineChart', props: { code: 'SPY', stateKey: 'period', livePrice: { $bind: 'live.last' } } }],
        },
      ],
      { server: { 'etf/kline': () => ({ code: 0, data: { code: 'SPY', period: '1day', source: 'Simulated', list: candles } }) } },
    );
    await screen.findByTestId('canvas');
    // Give the live chunk time to load and hand over its first state.
    await new Promise((r) => setTimeout(r, 300));
    expect(server.sent.filter((s) => s.url === '/api/etf/kline')).toHaveLength(1);
  });

  it('shows a retry in place when etf/kline fails', async () => {
    await renderBody([{ widget: 'KLineChart', props: { code: 'SPY', stateKey: 'period' } }], {
      server: { 'etf/kline': () => ({ code: 5001, msg: 'down' }) },
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('while a fresh start writes the history: says it is loading, shows what exists, and asks again until it is written', async () => {
    let calls = 0;
    const { server } = await renderBody([{ widget: 'KLineChart', props: { code: 'SPY', stateKey: 'period' } }], {
      server: {
        'etf/kline': () => {
          calls += 1;
          // Nothing yet, then part of the history, then all of it.
          const list = calls === 1 ? [] : candles;
          return { code: 0, data: { code: 'SPY', period: '1day', source: 'Simulated', loading: calls < 3, list } };
        },
      },
    });
    // Announced (a status) while nothing is written yet, then beside the candles that exist.
    expect((await screen.findByText('trade.kline.historyLoading')).closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect((await screen.findByText('trade.kline.historyLoading')).closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('trade.kline.historyLoading')).toBeNull());
    expect(server.sent.filter((s) => s.url === '/api/etf/kline').length).toBe(calls);
  }, 20_000);
});

describe('OrderTicket', () => {
  const ticket = (props: Record<string, unknown> = {}): NodeSpec[] => [
    {
      widget: 'OrderTicket',
      props: {
        side: 'buy',
        code: 'SPY',
        price: '659.03',
        currency: 'USD',
        fxRate: '1',
        fxSource: 'Simulated FX',
        fxTime: 1763769600,
        feeRate: '0.001',
        feeMin: '0.50',
        ...props,
      },
      on: { submit: [{ type: 'set', path: 'state.sent', value: { $bind: 'form' } }] },
    },
  ];

  it('previews fee and total as the member types and raises submit with the order', async () => {
    const { engine } = await renderBody(ticket());
    fireEvent.change(await screen.findByLabelText('trade.ticket.quantity'), { target: { value: '2' } });
    expect(screen.getByText('1.32 USDT')).toBeTruthy();
    expect(screen.getByText('1,319.38 USDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'trade.ticket.limit' }));
    fireEvent.change(screen.getByLabelText('trade.ticket.limitPrice'), { target: { value: '640' } });
    fireEvent.change(screen.getByLabelText('payPassword.password'), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.buy' }));
    // Not yet: the trading terms are not accepted.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(engine.stores.state.getIn('sent')).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.buy' }));
    await waitFor(() =>
      expect(engine.stores.state.getIn('sent')).toEqual({
        side: 'buy',
        code: 'SPY',
        delegate_type: 'limit',
        time_in_force: 'day',
        pay_password: '123456',
        quantity: '2',
        price: '640',
        agree: true,
        shares: '2.0000',
        fee: '1.28',
        total: '1281.28',
      }),
    );
  });

  it('shows the FX rate with its source on a USD line, the fee formula and minimum, and converts at the rate given', async () => {
    await renderBody(ticket({ fxRate: '0.9995', ask: '660.00' }));
    expect(await screen.findByText('1 USD = 0.9995 USDT · Simulated FX')).toBeTruthy();
    // The formula is the app's own text in the member's language, filled with the published figures.
    expect(screen.getByText('The larger of 0.50 USDT and 0.10% of the order value')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('trade.ticket.quantity'), { target: { value: '0.01' } });
    // At the ask: 0.01 x 660 x 0.9995 = 6.5967 -> 6.60 (a buy rounds up); 0.1% is under the 0.50 minimum.
    expect(screen.getByText('6.60 USDT')).toBeTruthy();
    expect(screen.getByText('0.50 USDT')).toBeTruthy();
    expect(screen.getByText('7.10 USDT')).toBeTruthy();
  });

  it('says when the chosen time in force would expire', async () => {
    await renderBody(ticket({ dayExpiresAt: 1763769600, gtcExpiresAt: 1771545600 }));
    const day = (await screen.findByText(/^Expires /)).textContent;
    fireEvent.click(screen.getByRole('radio', { name: 'trade.ticket.limit' }));
    expect(screen.getByText(/^Expires /).textContent).toBe(day);
    fireEvent.click(screen.getByRole('radio', { name: 'trade.ticket.gtc' }));
    const gtc = screen.getByText(/^Expires /).textContent;
    expect(gtc).not.toBe(day);
    expect(gtc).toContain('2026');
    // Every time says its zone: the member's, named.
    expect(gtc).toContain(`(${Intl.DateTimeFormat().resolvedOptions().timeZone})`);
  });

  it('refuses more than the holding on a sell', async () => {
    const { engine } = await renderBody(ticket({ side: 'sell', holding: '1' }));
    fireEvent.change(await screen.findByLabelText('trade.ticket.quantity'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('payPassword.password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.sell' }));
    expect((await screen.findByRole('alert')).textContent).toBe('trade.ticket.overHolding');
    expect(engine.stores.state.getIn('sent')).toBeUndefined();
  });
});

describe('Quote', () => {
  it('shows the price with its source and time, and the stale and closed badges', async () => {
    await renderBody([
      {
        widget: 'Quote',
        props: {
          price: '659.03',
          change: '-6.84',
          changeRate: '-0.0103',
          currency: 'USD',
          source: 'Simulated',
          time: 1763769600,
          stale: true,
          nextOpen: 1763994600,
        },
      },
    ]);
    expect((await screen.findByText('659.03')).className).toContain('mer-fall');
    expect(screen.getByText('trade.quote.stale')).toBeTruthy();
    expect(screen.getByText('trade.quote.closed')).toBeTruthy();
  });
});

describe('Tabs over a server list', () => {
  it('takes titles from titleField and adds an all tab first', async () => {
    const { engine } = await renderBody([
      {
        widget: 'Tabs',
        props: {
          stateKey: 'cat',
          default: 'all',
          allTitle: 'All',
          titleField: 'name',
          items: [
            { key: 'bond', name: 'Bonds' },
            { key: 'tech', name: 'Tech' },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Bonds', 'Tech']));
    fireEvent.click(screen.getByRole('tab', { name: 'Bonds' }));
    // The tab reports its change through React's update, not within the click: a loaded run read 'all'.
    await waitFor(() => expect(engine.stores.state.getIn('cat')).toBe('bond'));
  });
});

describe('RecentSearches', () => {
  it('keeps settled searches newest first, without repeats, at most max', () => {
    expect(rememberSearch(['QQQ', 'spy'], 'SPY', 3)).toEqual(['SPY', 'QQQ']);
    expect(rememberSearch(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
    expect(rememberSearch('junk', ' ', 3)).toEqual([]);
  });

  it('records what the search settles on and searches again on a tap', async () => {
    const { engine } = await renderBody([
      { widget: 'SearchBar', props: { stateKey: 'q' } },
      { widget: 'RecentSearches', props: { stateKey: 'q', storageKey: 'recent' } },
      { widget: 'Button', props: { text: 'search VUSA' }, on: { click: [{ type: 'set', path: 'state.q', value: 'VUSA' }] } },
      { widget: 'Button', props: { text: 'clear' }, on: { click: [{ type: 'set', path: 'state.q', value: '' }] } },
    ]);
    engine.stores.storage.put('recent', ['SPY']);
    fireEvent.click(await screen.findByRole('button', { name: 'search VUSA' }));
    await waitFor(() => expect(engine.stores.storage.get().recent).toEqual(['VUSA', 'SPY']));
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    fireEvent.click(await screen.findByRole('button', { name: 'SPY' }));
    expect(engine.stores.state.getIn('q')).toBe('SPY');
    // The search box shows the search a tap started.
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('SPY'));
  });
});
