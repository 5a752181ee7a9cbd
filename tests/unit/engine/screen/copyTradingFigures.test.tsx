import { render, screen, waitFor, within } from '@testing-library/react';
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
import { memoryBackend } from '@engine/runtime/store/memoryBackend';
import replies from '@stories/fixtures/invest.json';
import { fakeFeedback } from '../helpers/testEngine';
import { openAppScreen } from '../helpers/openAppScreen';
import { widgetRegistry } from '@engine/widgets/registry';

// Issue 22: the leaderboard and the provider page lead with what a copier would have got (net of fee
// and shares) beside the provider's ROI and the break-even, with the past-performance warning in the
// same type size next to the return figures, the risk score, and no internal code on screen.

const manifest = manifestJson as Manifest;
const data = (key: Exclude<keyof typeof replies, '$comment'>) => replies[key].data;

async function open(path: string, fixtures: Record<string, Fixture>) {
  return (await openAppScreen(path, fixtures)).engine;
}

/** The card (or list row) a text stands in. */
const cardOf = (el: HTMLElement) => el.closest('.mer-card') as HTMLElement;

describe('copy-trading headline figures', () => {
  it('leads each leaderboard row with the copier result, then the provider ROI, the warning beside them and the break-even', async () => {
    await open('/leaderboard', { 'follow/list': data('board'), 'follow/conf': data('followConf') });
    await waitFor(() => expect(screen.getAllByText('Copier result on 1,000.00 USDT')).toHaveLength(3));
    const labels = screen.getAllByText('Copier result on 1,000.00 USDT');
    const alpha = cardOf(labels[0]!);
    // Alpha's +6.12% ROI is under the +10% break-even: a copier of 1,000 would have lost 19.40.
    expect(within(alpha).getByText(/^-19\.40 USDT/)).toBeTruthy();
    expect(within(alpha).getByText("Provider's own profit (ROI)")).toBeTruthy();
    expect(within(alpha).getByText(/^\+3,061\.55 USDT \(\+6\.12%\)/)).toBeTruthy();
    expect(within(alpha).getByText(/only when the provider makes 10\.00%/)).toBeTruthy();
    // The warning stands in the same card, in body type: the 14px of the return figures.
    const warning = within(alpha).getByText('Past performance does not predict future returns.');
    expect(warning.className).toContain('mer-text-body');
    expect(within(alpha).getByText('Risk score 4 of 7 · volatility 16.42% a year')).toBeTruthy();
    expect(within(alpha).getByText(/Sharpe ratio 1\.12 \(risk-free rate 4\.00% a year\)/)).toBeTruthy();
    expect(
      within(alpha).getByText(/21,500\.00 USDT copied now · copiers' actual result 184\.27 USDT from 12 settled subscriptions/),
    ).toBeTruthy();
  });

  it('lists a track record under 30 days as new, without a rank, and names strategies in words', async () => {
    await open('/leaderboard', { 'follow/list': data('board'), 'follow/conf': data('followConf') });
    await screen.findAllByText('Copier result on 1,000.00 USDT');
    expect(screen.getByText('#1')).toBeTruthy();
    expect(screen.getByText('#2')).toBeTruthy();
    expect(screen.queryByText('#3')).toBeNull();
    const fresh = cardOf(screen.getByText('Contrarian Lab'));
    expect(within(fresh).getByText('New')).toBeTruthy();
    expect(within(fresh).getByText('Track record under 30 days: listed apart, not ranked')).toBeTruthy();
    expect(within(fresh).getByText('Risk score not known yet: fewer than two days of record')).toBeTruthy();
    expect(screen.getByText("Strategy: Momentum: follows the day's trend")).toBeTruthy();
    expect(screen.getByText('Strategy: Mean reversion: buys after a fall')).toBeTruthy();
    expect(screen.getByText('Strategy: Trades by hand')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/mean_reversion|buy_and_hold|uk_rotation|momentum\b(?!:)/);
  });

  it('leads the provider page with the same copier result, ROI and warning', async () => {
    await open('/pages/follow/provider?id=11', {
      'follow/statis': data('providerStat'),
      'follow/chart': data('providerChart'),
      'follow/conf': data('followConf'),
    });
    const label = await screen.findByText('Copier result on 1,000.00 USDT');
    const card = cardOf(label);
    expect(within(card).getByText(/^-19\.40 USDT/)).toBeTruthy();
    expect(within(card).getByText('Past performance does not predict future returns.')).toBeTruthy();
    expect(within(card).getByText(/Paid 1,050\.00 USDT \(fee included\), paid back 1,030\.60 USDT/)).toBeTruthy();
    expect(screen.getByText("Strategy: Momentum: follows the day's trend")).toBeTruthy();
  });
});

describe('copy-trading figures for a visitor', () => {
  it('shows the public leaderboard read-only and opens a provider without signing in', async () => {
    const engine = await createEngine({
      manifest,
      catalogue,
      bundle: bundleLoaders,
      locales: bundledLocaleFiles(),
      routes: buildRoutes(manifest),
      widgets: widgetRegistry,
      backend: memoryBackend({ 'meridian.locale': '"en"' }),
      fetch: fixtureFetch(manifest, {
        'follow/list': data('board'),
        'follow/conf': data('followConf'),
        'follow/statis': { ...data('providerStat'), paying: null },
        'follow/chart': data('providerChart'),
      }),
      feedback: fakeFeedback(),
      router: { type: 'memory', initialEntries: ['/leaderboard'] },
    });
    render(<App engine={engine} />);
    await waitFor(() => expect(screen.getAllByText('Copier result on 1,000.00 USDT')).toHaveLength(3));
    expect(screen.queryByText('My subscriptions')).toBeNull();
    screen.getAllByRole('button', { name: 'Details' })[0]!.click();
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/pages/follow/provider'));
    expect(await screen.findByText('Copier result on 1,000.00 USDT')).toBeTruthy();
  });
});
