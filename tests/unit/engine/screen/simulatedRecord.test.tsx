import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@engine/app/fixtureFetch';
import replies from '@stories/fixtures/invest.json';
import { openAppScreen } from '../helpers/openAppScreen';

// Issue 22: a demo provider's record before its seed is its strategy run on simulated prices; the
// leaderboard row and the provider page say so (simulated_until), and say nothing for a real record.

const data = (key: Exclude<keyof typeof replies, '$comment'>) => replies[key].data;
const NOTE = /^Simulated until \d{4}-\d{2}-\d{2}: the strategy run on simulated prices, not real trades$/;

async function open(path: string, fixtures: Record<string, Fixture>) {
  await openAppScreen(path, fixtures);
}

const cardOf = (el: HTMLElement) => el.closest('.mer-card') as HTMLElement;

/**
 * The provider page's first render imports its chart (ECharts) into this worker's module graph: on
 * two cores shared with the browser journeys that took more than the 10 s of setup.ts in a run.
 */
const FIRST_RENDER = { timeout: 25_000 };

describe('a simulated track record is labelled', () => {
  it('on each leaderboard row whose record is simulated, and not on a real one', async () => {
    const board = replies.board.data;
    // The second row's record is real (simulated_until null); the others are simulated in the fixture.
    const list = board.list.map((row, i) => (i === 1 ? { ...row, simulated_until: null } : row));
    await open('/leaderboard', { 'follow/list': { ...board, list }, 'follow/conf': data('followConf') });
    await waitFor(() => expect(screen.getAllByText('Copier result on 1,000.00 USDT')).toHaveLength(3), FIRST_RENDER);
    const simulated = list.filter((r) => r.simulated_until !== null);
    expect(screen.getAllByText(NOTE)).toHaveLength(simulated.length);
    expect(within(cardOf(screen.getByText(list[1]!.name))).queryByText(NOTE)).toBeNull();
    expect(within(cardOf(screen.getByText(list[0]!.name))).getByText(NOTE)).toBeTruthy();
  });

  it('on the provider page', async () => {
    await open('/pages/follow/provider?id=11', {
      'follow/statis': data('providerStat'),
      'follow/chart': data('providerChart'),
      'follow/conf': data('followConf'),
    });
    expect(await screen.findByText(NOTE, {}, FIRST_RENDER)).toBeTruthy();
  });

  it('not on the provider page of a real record', async () => {
    await open('/pages/follow/provider?id=11', {
      'follow/statis': { ...data('providerStat'), simulated_until: null },
      'follow/chart': data('providerChart'),
      'follow/conf': data('followConf'),
    });
    await screen.findByText('Copier result on 1,000.00 USDT', {}, FIRST_RENDER);
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
