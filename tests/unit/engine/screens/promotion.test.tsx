import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import replies from '@stories/fixtures/team.json';
import { member, share } from '@stories/support/fixturesMember';
import { fakeFeedback } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;
/** The calls the screen made, with their parameters (the preview's server answers from fixtures). */
const calls: { id: string; params: unknown }[] = [];

async function open(fixtures: Record<string, unknown>) {
  calls.length = 0;
  const engine = await createPreviewEngine({
    manifest,
    path: '/pages/mine/promotion',
    locale: 'en',
    user: member,
    fixtures: { 'users/share': share, ...fixtures },
    feedback: fakeFeedback(),
  });
  const call = engine.api.call.bind(engine.api);
  engine.api.call = ((id: string, params?: unknown, opts?: unknown) => {
    calls.push({ id, params });
    return call(id as never, params as never, opts as never);
  }) as typeof engine.api.call;
  render(<App engine={engine} />);
}

const full = {
  'member/level': replies.level.data,
  'member/team_gain': replies.gain.data,
  'member/team_list': replies.firstLevel.data,
};

// The promotion screen rendered by the real engine against the stories' replies.
describe('promotion screen: invitation, team and rewards', () => {
  it('shows the rewards, the star levels with their thresholds, the published shares and the first level', async () => {
    await open(full);
    expect(await screen.findByText('57.18 USDT in this period')).toBeTruthy();
    expect(screen.getByText('All-time rewards: 386.42 USDT')).toBeTruthy();
    expect(screen.getByText('Level 1: 6 · Level 2: 12 · Team: 18')).toBeTruthy();
    expect(screen.getByText(/never out of anyone's deposit or purchase/)).toBeTruthy();
    expect(await screen.findByText('2 stars')).toBeTruthy();
    expect(screen.queryByText(/You are a company partner/)).toBeNull();
    expect(screen.getByText('4-star · partner')).toBeTruthy();
    expect(screen.getByText('5 direct referrals, 15 team members and 10000.00 USDT team volume in 30 days')).toBeTruthy();
    expect(screen.getByText('Level 1 · trading and subscription fees')).toBeTruthy();
    expect(screen.getByText('Level 2 · copy-trading team pool')).toBeTruthy();
    expect(await screen.findByText('J***n')).toBeTruthy();
    expect(screen.getByText('Rewards 142.60')).toBeTruthy();
    // The first level and a month of rewards by default.
    expect(calls).toEqual(
      expect.arrayContaining([
        { id: 'member/team_list', params: expect.objectContaining({ level: '1' }) },
        { id: 'member/team_gain', params: { period: '1m' } },
      ]),
    );
  });

  it('asks for the second level and for another period when their tabs are chosen', async () => {
    await open(full);
    await screen.findByText('J***n');
    await act(async () => fireEvent.click(screen.getByText('Level 2')));
    await waitFor(() => expect(calls).toContainEqual({ id: 'member/team_list', params: expect.objectContaining({ level: '2' }) }));
    await act(async () => fireEvent.click(screen.getByText('7 days')));
    await waitFor(() => expect(calls).toContainEqual({ id: 'member/team_gain', params: { period: '7d' } }));
  });

  it('says what to do when nobody has joined yet', async () => {
    await open({ ...full, 'member/team_list': { ...replies.firstLevel.data, list: [], total: 0 } });
    expect(await screen.findByText('No team members yet')).toBeTruthy();
    expect(screen.getByText(/friends who register with it join your first level/)).toBeTruthy();
  });
});
