import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import { movingAverage, parseCandles } from '@engine/runtime/market/kline';
import { member } from '@stories/support/fixturesMember';
import * as market from '@stories/support/fixturesMarket';
import { fakeFeedback } from '../helpers/testEngine';

// jsdom has no canvas: the chart's chunk is stood in for; the legend is text beside it.
vi.mock('@engine/widgets/KLineCanvas', () => ({ default: () => <div data-testid="canvas" /> }));

const manifest = manifestJson as Manifest;

async function open(path: string, fixtures: Record<string, unknown>, visitor = false) {
  const user = visitor ? undefined : member;
  const engine = await createPreviewEngine({ manifest, path, locale: 'en', feedback: fakeFeedback(), user, fixtures });
  render(<App engine={engine} />);
  return engine;
}

// The market screens rendered by the real engine, the real screens and the English dictionary,
// against the replies recorded from the real server (stories/fixtures/market.json).
describe('ETF and market screens', () => {
  it('the ETF tab lists each category once, and titles the index-tracking funds for what they are', async () => {
    await open('/pages/index/fund', {
      'etf/index': market.etfIndex,
      'market/category': market.categories,
      'etf/list': market.etfList,
    });
    const tabs = await screen.findAllByRole('tab');
    const names = tabs.map((t) => t.textContent);
    expect(names).toContain('Broad market');
    expect(names).toEqual([...new Set(names)]);
    expect(screen.getByText('Index-tracking ETFs')).toBeTruthy();
    expect(screen.queryByText('Market indices')).toBeNull();
  });

  it('the K-line names its moving averages: colour, name and latest value, as text', async () => {
    const engine = await open('/pages/stock-info/index?code=SPY', {
      'etf/detail': market.spyDetail,
      'etf/kline': market.klineFixture(),
      'market/trade_conf': market.tradeConf,
      'etf/custom': market.favorites,
      'market/news': market.marketNews,
    });
    const legend = await screen.findByRole('list', { name: 'Moving averages' });
    const items = within(legend).getAllByRole('listitem');
    const candles = parseCandles(market.klineFixture().list);
    expect(items.map((i) => i.title)).toEqual(['5-period moving average', '10-period moving average', '20-period moving average']);
    [5, 10, 20].forEach((n, i) => {
      expect(items[i]!.textContent).toBe(`MA${n} ${engine.formatters.money(movingAverage(candles, n).at(-1)!)}`);
      expect((items[i]!.querySelector('.mer-kline-swatch') as HTMLElement).style.background).not.toBe('');
    });
  });
});

// The spec's public pages: a visitor (no session) reads quotes and charts, and is asked to sign in
// only when acting. Before, every market call needed a session, so the first one sent a visitor to
// the sign-in page on load.
describe('the market pages for a visitor', () => {
  const lineFixtures = {
    'etf/detail': { ...market.spyDetail, is_favorite: false },
    'etf/kline': market.klineFixture(),
  };

  it('shows the ETF tab and the rankings without a session, and stays there', async () => {
    const engine = await open(
      '/pages/index/fund',
      { 'etf/index': market.etfIndex, 'market/category': market.categories, 'etf/list': market.etfList },
      true,
    );
    expect((await screen.findAllByText(market.spy.name)).length).toBeGreaterThan(0);
    expect(engine.navigation.location().pathname).toBe('/pages/index/fund');
    await act(async () => engine.navigation.navigate('/pages/index/market'));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/pages/index/market'));
  });

  it("opens a line's page with its quote and chart, and asks to sign in on Favourite", async () => {
    const engine = await open('/pages/stock-info/index?code=SPY', lineFixtures, true);
    expect(await screen.findByRole('list', { name: 'Moving averages' })).toBeTruthy();
    expect(engine.navigation.location().pathname).toBe('/pages/stock-info/index');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' })));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/') /* the sign-in page's alias */);
  });
});

describe('a line whose market is closed', () => {
  it("disables Buy and Sell and says why, with the next open in the member's time zone and New York's, each named", async () => {
    await open('/pages/stock-info/index?code=SPY', { 'etf/detail': market.spyDetailClosed, 'etf/kline': market.klineFixture() });
    const notice = await screen.findByText('The market is closed: no order can be placed now');
    const next = notice.parentElement!.textContent!;
    const at = new Date(market.spyDetailClosed.next_open! * 1000);
    const inZone = (timeZone?: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(at)
        .replace(',', '');
    expect(next).toContain(`${inZone('America/New_York')} exchange time (America/New_York)`);
    expect(next).toContain(`${inZone()} your time (${Intl.DateTimeFormat().resolvedOptions().timeZone})`);
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sell' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Buy and Sell enabled and shows no notice while the market trades', async () => {
    await open('/pages/stock-info/index?code=SPY', { 'etf/detail': market.spyDetail, 'etf/kline': market.klineFixture() });
    expect(((await screen.findByRole('button', { name: 'Buy' })) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('The market is closed: no order can be placed now')).toBeNull();
  });

  it("announces the coming week's early close on the line, with the exchange's time and zone", async () => {
    const market_event = { kind: 'early_close' as const, date: '2026-11-27', time: '13:00', timezone: 'America/New_York' };
    await open('/pages/stock-info/index?code=SPY', {
      'etf/detail': { ...market.spyDetail, market_event },
      'etf/kline': market.klineFixture(),
    });
    expect(await screen.findByText('Early close on 2026-11-27: trading ends at 13:00 exchange time (America/New_York)')).toBeTruthy();
  });
});
