import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { buildRoutes } from '@engine/app/buildRoutes';
import { bundleLoaders } from '@engine/app/bundleLoaders';
import { catalogue } from '@engine/app/catalogue';
import { createEngine } from '@engine/app/createEngine';
import { fixtureFetch, type Fixture } from '@engine/app/fixtureFetch';
import { bundledLocaleFiles } from '@engine/i18n/localeLoaders';
import type { Manifest } from '@engine/runtime/dsl';
import { TOKEN_KEY, USER_KEY } from '@engine/runtime/store/createSessionStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import replies from '@stories/fixtures/invest.json';
import { fakeFeedback } from '../helpers/testEngine';
import { widgetRegistry } from '@engine/widgets/registry';

// The real Top 10 and copy-trading screens, forms, texts and routes, against the stories' replies:
// what a member sees, and what each confirmed step sends (and that an out-of-range step sends
// nothing). The server answers from fixtures and records every call.

const manifest = manifestJson as Manifest;
const member = { nickname: 'Minji', realname_status: 'passed', pay_password_set: true };
const data = (key: Exclude<keyof typeof replies, '$comment'>) => replies[key].data;

interface Call {
  path: string;
  body: unknown;
}

async function open(path: string, fixtures: Record<string, Fixture>, state: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const answer = fixtureFetch(manifest, { 'member/info': member, ...fixtures });
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ path: url.replace(/^\/api\//, '').split('?')[0]!, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer(url, init);
  };
  const feedback = fakeFeedback();
  const engine = await createEngine({
    manifest,
    catalogue,
    bundle: bundleLoaders,
    locales: bundledLocaleFiles(),
    routes: buildRoutes(manifest),
    widgets: widgetRegistry,
    backend: memoryBackend({ [TOKEN_KEY]: '"tok"', [USER_KEY]: JSON.stringify(member), 'meridian.locale': '"en"' }),
    fetch,
    feedback,
    router: { type: 'memory', initialEntries: [path] },
  });
  for (const [key, value] of Object.entries(state)) engine.stores.state.setIn(key, value);
  render(<App engine={engine} />);
  const sent = (endpoint: string) => calls.filter((c) => c.path === endpoint).map((c) => c.body);
  return { engine, feedback, sent };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Top 10 fund screens', () => {
  it('shows products with the fixed-rate-per-contract copy and a risk notice, never "guaranteed"', async () => {
    await open('/top', { 'fund/top': data('topProducts'), 'fund/top_list': data('topRunning'), 'fund/top_rank': data('topRank') });
    expect((await screen.findAllByText('Top 10 Growth 30')).length).toBeGreaterThan(1);
    expect(screen.getAllByText(/fixed rate per contract/i).length).toBeGreaterThan(0);
    expect(screen.getByText('Risk notice')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/guarantee/i);
    // Only the product on sale can be bought.
    expect(screen.getAllByRole('button', { name: 'Buy' })).toHaveLength(1);
    expect(screen.getByText(/Invested 3,500.00 USDT in 2 running purchases/)).toBeTruthy();
  });

  it('buys with the contract version from fund/contract, and refuses below the minimum without a call', async () => {
    const { sent, engine } = await open('/pages/top/buy?id=1', {
      'fund/contract': data('topContract'),
      'fund/top_buy': data('topBought'),
      'fund/top': data('topProducts'),
    });
    expect(await screen.findByText('What the contract pays')).toBeTruthy();
    expect(screen.getByText('2. Income')).toBeTruthy();
    await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
    type('Amount (USDT)', '50');
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByText('The minimum is 100.00 USDT')).toBeTruthy();
    // The submit's steps ran to their end (the button is back) without sending anything.
    await screen.findByRole('button', { name: 'Buy' }, { timeout: 10_000 });
    expect(sent('fund/top_buy')).toEqual([]);
    type('Amount (USDT)', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(sent('fund/top_buy')).toHaveLength(1));
    expect(sent('fund/top_buy')[0]).toEqual({
      id: 1,
      amount: '500',
      contract_version: 'top10-v1:1',
      pay_password: '123456',
      agree: true,
    });
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/top'));
  });
});

describe('copy-trading screens', () => {
  it('ranks providers and explains each figure in plain words', async () => {
    await open('/leaderboard', { 'follow/list': data('board') });
    expect(await screen.findByText('Alpha Momentum')).toBeTruthy();
    expect(screen.queryByText('Maximum drawdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'How these figures are computed' }));
    expect(await screen.findByText('Maximum drawdown')).toBeTruthy();
    expect(screen.getByText(/starts at 1 when the provider's track record starts/)).toBeTruthy();
  });

  it('opens a provider over the period the leaderboard shows', async () => {
    const { engine } = await open(
      '/leaderboard',
      { 'follow/list': data('board'), 'follow/statis': data('providerStat') },
      { boardPeriod: '3m' },
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'Details' }))[0]!);
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/pages/follow/provider'));
    expect(engine.navigation.location().search).toBe('?id=11');
    expect(engine.stores.state.getIn('providerPeriod')).toBe('3m');
  });

  it("offers no Subscribe on the member's own record", async () => {
    await open('/pages/follow/provider?id=11', {
      'follow/statis': { ...data('providerStat'), is_self: true },
      'follow/chart': data('providerChart'),
    });
    expect(await screen.findByText(/you cannot subscribe to yourself/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('previews fee and total before confirming, then subscribes without a stop-loss when none is chosen', async () => {
    const { sent, feedback, engine } = await open('/pages/subscribe/subscribe?id=11', {
      'follow/conf': data('followConf'),
      'follow/statis': data('providerStat'),
      'follow/buy': data('followBought'),
    });
    await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
    type('Amount (USDT)', '1010.10');
    // 5% of 1,010.10 is 50.505: half up to 50.51, charged on top.
    expect(await screen.findByText('Fee (5.00% of 1,010.10 USDT): 50.51 USDT')).toBeTruthy();
    expect(screen.getByText('Total charged from your asset account: 1,060.61 USDT')).toBeTruthy();
    fireEvent.click(await screen.findByText('30 days', undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(sent('follow/buy')).toHaveLength(1));
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('total charged 1,060.61 USDT') }),
    );
    expect(sent('follow/buy')[0]).toEqual({ id: 11, amount: '1010.10', days: 30, pay_password: '123456', agree: true });
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/pages/follow/mine'));
  });

  it('refuses an amount over the published maximum without calling follow/buy', async () => {
    const { sent, feedback } = await open('/pages/subscribe/subscribe?id=11', {
      'follow/conf': data('followConf'),
      'follow/statis': data('providerStat'),
    });
    await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
    type('Amount (USDT)', '60000');
    fireEvent.click(await screen.findByText('30 days', undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByText('20%'));
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The range is the form's own bound from follow/conf: the field says it, with the form's message.
    const error = await screen.findByText('Enter an amount from 100.00 to 50,000.00 USDT');
    expect(error.getAttribute('role')).toBe('alert');
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(sent('follow/buy')).toEqual([]);
  });

  it('sets a stop-loss for the row it was opened from, within the published range', async () => {
    const { sent } = await open('/pages/follow/mine', {
      'follow/log': data('followActive'),
      'follow/conf': data('followConf'),
      'follow/stop_loss': data('stopLossSet'),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Stop-loss' }))[1]!);
    fireEvent.click(await screen.findByText('30%', undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('follow/stop_loss')).toEqual([{ id: 402, stop_loss: '0.3' }]));
  });

  it('opened without a subscription, the stop screen offers the way back instead of a form', async () => {
    await open('/pages/follow/stop', {});
    expect(await screen.findByText('Choose a subscription in My subscriptions first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop and settle' })).toBeNull();
  });

  it('clears a stop-loss with null after confirming', async () => {
    const { sent } = await open('/pages/follow/mine', {
      'follow/log': data('followActive'),
      'follow/stop_loss': { id: 401, stop_loss: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear stop-loss' }));
    await waitFor(() => expect(sent('follow/stop_loss')).toEqual([{ id: 401, stop_loss: null }]));
  });

  it('says how a settled subscription ended and how its profit was split', async () => {
    await open('/pages/follow/mine', { 'follow/log': data('followSettled') }, { followTab: 'settled' });
    const rows = await screen.findAllByText(/^Ended /);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ended at expiry'),
      expect.stringContaining('Ended by the copy stop-loss'),
      expect.stringContaining('Ended stopped early'),
    ]);
    expect(
      screen.getByText(/Net profit 63.15 USDT split: you 31.57, the provider 9.47, the company 9.48, the team 12.63 USDT/),
    ).toBeTruthy();
    expect(within(document.body).getAllByText('No profit to split: a loss is yours alone.')).toHaveLength(1);
  });

  it('stops early with the confirmation and the payment password, then shows the settled tab', async () => {
    const { sent, engine } = await open('/pages/follow/mine', { 'follow/log': data('followActive'), 'follow/stop': data('followStopped') });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Stop early' }))[0]!);
    // The stop screen is a chunk of its own: on a loaded machine it takes more than findBy's second.
    expect(await screen.findByText('Amount 2,000.00 USDT · value now 2,148.20 USDT', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(/settles the subscription now, at the provider's net value of this moment/)).toBeTruthy();
    await screen.findByLabelText('Payment password', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Stop and settle' }));
    await waitFor(() => expect(sent('follow/stop')).toEqual([{ id: 401, pay_password: '123456', agree: true }]));
    await waitFor(() => expect(engine.stores.state.getIn('followTab')).toBe('settled'));
  });
});
