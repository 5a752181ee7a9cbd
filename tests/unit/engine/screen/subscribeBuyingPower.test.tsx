import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@engine/app/fixtureFetch';
import replies from '@stories/fixtures/invest.json';
import { openAppScreen } from '../helpers/openAppScreen';

// Issue 22: Subscribe shows the paying account and its buying power, refuses before the confirmation
// what the server would refuse (over what the balance covers with the fee on top, a provider above
// the risk cap), and keeps a refusal that comes after it on screen, naming the account.

const data = (key: Exclude<keyof typeof replies, '$comment'>) => replies[key].data;

async function open(fixtures: Record<string, Fixture>) {
  const opened = await openAppScreen('/pages/subscribe/subscribe?id=11', { 'follow/conf': data('followConf'), ...fixtures });
  await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
  return { engine: opened.engine, feedback: opened.feedback, buys: () => opened.called('follow/buy') };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAndSubmit(amount: string) {
  type('Amount (USDT)', amount);
  fireEvent.click(await screen.findByText('30 days', undefined, { timeout: 10_000 }));
  fireEvent.click(screen.getByRole('checkbox'));
  type('Payment password', '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('subscribe: buying power', () => {
  it('names the paying account with its available balance and what it covers, with a Transfer shortcut', async () => {
    const { engine } = await open({ 'follow/statis': data('providerStat') });
    expect(screen.getByText('Asset account (USDT)')).toBeTruthy();
    expect(screen.getByText('Available 2,450.00 USDT · with the fee on top you can subscribe up to 2,333.33 USDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(engine.navigation.location().pathname).not.toContain('subscribe'));
  });

  it('shows an amount the balance does not cover with the fee inline and asks no confirmation', async () => {
    const { feedback, buys } = await open({ 'follow/statis': data('providerStat') });
    await fillAndSubmit('2400');
    expect(
      await screen.findByText(
        'Your asset account has 2,450.00 USDT available: with the 5.00% fee on top, at most 2,333.33 USDT can be subscribed. Transfer money in or subscribe less',
      ),
    ).toBeTruthy();
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(buys()).toBe(0);
  });

  it('shows a provider above the risk cap inline and asks no confirmation', async () => {
    const { feedback, buys } = await open({ 'follow/statis': { ...data('providerStat'), risk_score: 7 } });
    expect(screen.getByText('Risk score above 6: closed to new subscriptions')).toBeTruthy();
    await fillAndSubmit('500');
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(buys()).toBe(0);
  });

  it('keeps a refusal from the server on screen, naming the account, until dismissed', async () => {
    const { buys } = await open({
      'follow/statis': data('providerStat'),
      'follow/buy': {
        code: 422,
        msg: 'Your asset account has 12.00 USDT available; this subscription needs 525.00 USDT (amount plus fee)',
      },
    });
    await fillAndSubmit('500');
    await waitFor(() => expect(buys()).toBe(1));
    const refusal = await screen.findByText(/^Nothing was taken from your asset account \(USDT\)\. Your asset account has 12\.00 USDT/);
    expect(refusal).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/^Nothing was taken from your asset account/)).toBeNull());
  });
});
