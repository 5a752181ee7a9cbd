import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@engine/app/fixtureFetch';
import replies from '@stories/fixtures/invest.json';
import { asset } from '@stories/support/fixturesWallet';
import { openAppScreen } from '../helpers/openAppScreen';

// The Top 10 screens say what a member gets and what pays for it: the headline is the contract's
// income in money for a stated amount and term, the reserve's coverage beside it, no internal
// identifier on screen; the buy screen shows the paying account and its available balance and
// refuses before the confirmation what the server would refuse after it.

const contract = replies.topContract.data;

async function open(path: string, fixtures: Record<string, Fixture>) {
  const { engine, feedback, called } = await openAppScreen(path, fixtures);
  return { engine, feedback, called };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openBuy(fixtures: Record<string, Fixture> = {}) {
  const opened = await open('/pages/top/buy?id=1', { 'fund/contract': contract, 'member/asset': asset, ...fixtures });
  await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
  return opened;
}

describe('Top 10 list: the headline is money for a stated amount and term', () => {
  it('leads with what 1,000 USDT earns over the term, the rate and the reserve coverage beside it, and no contract code', async () => {
    await open('/top', {
      'fund/top': replies.topProducts.data,
      'fund/top_list': replies.topRunning.data,
      'fund/top_rank': replies.topRank.data,
    });
    expect(await screen.findByText('1,000.00 USDT for 30 days earns 4.50 USDT')).toBeTruthy();
    expect(screen.getByText('1,000.00 USDT for 90 days earns 18.00 USDT')).toBeTruthy();
    expect(screen.getAllByText('Fixed rate per contract: 5.48% a year, 0.015% a day').length).toBe(1);
    expect(screen.getAllByText('Backed by the income reserve: 48,300.00 USDT, 3.4× the 14,180.25 USDT of income promised')).toHaveLength(3);
    // The old headline, an annualized percentage in the largest type, is gone.
    expect(document.body.textContent).not.toMatch(/Expected annualized return/);
    expect(await screen.findAllByText(/^Contract confirmed /)).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/top10-v\d/);
  });
});

describe('Top 10 buy: buying power and refusals before the confirmation', () => {
  it('shows the paying account by name with its available balance and a Transfer shortcut', async () => {
    const { engine } = await openBuy();
    expect(screen.getByText('Asset account (USDT)')).toBeTruthy();
    expect(screen.getByText('Available 1,050.00 USDT')).toBeTruthy();
    expect(screen.getByText(/at most 178,500.00 USDT now/)).toBeTruthy();
    expect(screen.getByText('1,000.00 USDT for 30 days earns 4.50 USDT')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/top10-v\d/);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(engine.navigation.location().pathname).toBe('/pages/mine/transfer'));
  });

  it('says "under the minimum" on the field (the form\'s bound from fund/contract), then "more than available", and offers no confirmation', async () => {
    const { feedback, called } = await openBuy({ 'fund/top_buy': replies.topBought.data });
    type('Amount (USDT)', '50');
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The minimum is 100.00 USDT')).toBeTruthy();
    // After the first submit the field's errors are live; what the balance covers shows as typed.
    type('Amount (USDT)', '2000');
    expect(await screen.findByText('Your asset account has 1,050.00 USDT available: transfer money in first or buy less')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The minimum is 100.00 USDT')).toBeNull());
    // The submit stops with the same words (a stop action): nothing is asked and nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() =>
      expect(feedback.toast).toHaveBeenCalledWith(
        'Your asset account has 1,050.00 USDT available: transfer money in first or buy less',
        'fail',
      ),
    );
    await screen.findByRole('button', { name: 'Buy' }, { timeout: 10_000 });
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(called('fund/top_buy')).toBe(0);
    // Within every limit, the same Buy asks for the confirmation and sends the purchase.
    type('Amount (USDT)', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(called('fund/top_buy')).toBe(1));
    expect(feedback.confirm).toHaveBeenCalledTimes(1);
  });

  it('says "over the maximum" (capacity and reserve) on the field before the confirmation', async () => {
    const { feedback } = await openBuy({ 'fund/contract': { ...contract, sale: { ...contract.sale, max_amount: '300.00' } } });
    type('Amount (USDT)', '500');
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(
      await screen.findByText('At most 300.00 USDT can be bought now: what is left to sell and what the income reserve covers'),
    ).toBeTruthy();
    expect(feedback.confirm).not.toHaveBeenCalled();
  });

  it('says a product not on sale cannot be bought', async () => {
    await openBuy({ 'fund/contract': { ...contract, sale: { ...contract.sale, status: 'sold_out', max_amount: '0.00' } } });
    expect(screen.getByText('This product cannot be bought now: Sold out')).toBeTruthy();
  });

  it('keeps a server refusal after the confirmation on screen, naming the account, until it is dismissed', async () => {
    const msg = 'Insufficient available balance: 50.00 available';
    const { called } = await openBuy({ 'fund/top_buy': { code: 422, msg } });
    type('Amount (USDT)', '500');
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText(`Nothing was taken from your asset account (USDT). ${msg}`)).toBeTruthy();
    expect(called('fund/top_buy')).toBe(1);
    // Typing again does not clear it: only Dismiss does.
    type('Amount (USDT)', '600');
    expect(screen.getByText(`Nothing was taken from your asset account (USDT). ${msg}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(`Nothing was taken from your asset account (USDT). ${msg}`)).toBeNull());
  });
});
