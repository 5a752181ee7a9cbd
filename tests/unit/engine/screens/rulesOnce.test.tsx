import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import replies from '@stories/fixtures/invest.json';
import { openAppScreen } from '../helpers/openAppScreen';
import { fakeFeedback } from '../helpers/testEngine';

// Issue 24: a screen states a rule once. A range is the form's own bound, bound to what the server
// publishes (follow/conf, fund/contract) and refused with the form's message; a refusal the screen
// can tell is a stop (a toast, and nothing after it runs); the staff home asks {"role": ...},
// which an administrator always holds.

const data = (key: Exclude<keyof typeof replies, '$comment'>) => structuredClone(replies[key].data);
const contractWith = (sale: Partial<typeof replies.topContract.data.sale>) => {
  const contract = structuredClone(replies.topContract.data);
  return { ...contract, sale: { ...contract.sale, ...sale } };
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ranges bound from the published conf', () => {
  async function subscribe(conf: Record<string, unknown>, amount: string, days: string) {
    const opened = await openAppScreen('/pages/subscribe/subscribe?id=11', {
      'follow/conf': { ...data('followConf'), ...conf },
      'follow/statis': data('providerStat'),
    });
    await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
    type('Amount (USDT)', amount);
    fireEvent.click(await screen.findByText(days, undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    return opened;
  }

  it("refuses an amount over the conf's maximum with the form's message naming the conf's range, and sends nothing", async () => {
    const { feedback, called } = await subscribe({ max_amount: '1000.00' }, '2000', '30 days');
    const error = await screen.findByText('Enter an amount from 100.00 to 1,000.00 USDT');
    expect(error.getAttribute('role')).toBe('alert');
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(called('follow/buy')).toBe(0);
  });

  it('refuses days outside the published range on the days field, and the same amount passes under a wider conf', async () => {
    const { feedback } = await subscribe({ min_days: 14 }, '500', '7 days');
    expect(await screen.findByText('Choose from 14 to 180 days')).toBeTruthy();
    expect(screen.queryByText(/^Enter an amount from/)).toBeNull();
    expect(feedback.confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(1));
  });

  it("refuses a stop-loss below the conf's minimum, saying the range as rates", async () => {
    const { called } = await openAppScreen('/pages/follow/mine', {
      'follow/log': data('followActive'),
      'follow/conf': { ...data('followConf'), stop_loss_min: '0.2' },
      'follow/stop_loss': data('stopLossSet'),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Stop-loss' }))[1]!);
    fireEvent.click(await screen.findByText('10%', undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The stop-loss must be from 20% to 90%')).toBeTruthy();
    expect(called('follow/stop_loss')).toBe(0);
  });

  it("refuses a Top 10 amount over what the contract's sale allows, from fund/contract", async () => {
    const { called } = await openAppScreen('/pages/top/buy?id=1', { 'fund/contract': contractWith({ max_amount: '300.00' }) });
    await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
    type('Amount (USDT)', '500');
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText(/^At most 300\.00 USDT can be bought now/)).toBeTruthy();
    expect(called('fund/top_buy')).toBe(0);
  });
});

describe('the stop action', () => {
  it('says why with a failure toast and runs nothing after it: no confirmation, no call', async () => {
    const { feedback, called } = await openAppScreen('/pages/top/buy?id=1', { 'fund/contract': contractWith({ status: 'sold_out' }) });
    await screen.findByLabelText('Amount (USDT)', undefined, { timeout: 10_000 });
    type('Amount (USDT)', '500');
    fireEvent.click(screen.getByRole('checkbox'));
    type('Payment password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('This product cannot be bought now: Sold out', 'fail'));
    await screen.findByRole('button', { name: 'Buy' }, { timeout: 10_000 });
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(called('fund/top_buy')).toBe(0);
  });
});

describe('the role condition on the staff home', () => {
  const manifest = manifestJson as Manifest;
  const ALL = [
    'Real-name review',
    'Support chat',
    'Deposit reviews',
    'Withdrawal reviews',
    'Corrections',
    'Content',
    'Top 10 products',
    'Top 10 income reserve',
    'Documents',
    'Job runs',
    'Staff accounts',
    'Audit log',
    'Studio',
  ];

  async function home(roles: string[]): Promise<string[]> {
    const staff = { name: 'Someone', email: 'someone@meridian.local', roles };
    const engine = await createPreviewEngine({
      manifest,
      path: '/ops',
      locale: 'en',
      staff,
      fixtures: { 'ops/me': staff },
      feedback: fakeFeedback(),
    });
    render(<App engine={engine} />);
    await screen.findByText('Change my password', undefined, { timeout: 10_000 });
    return ALL.filter((title) => screen.queryByText(title) !== null);
  }

  it('shows an administrator every work item', async () => {
    expect(await home(['admin'])).toEqual(ALL);
  });

  it('shows finance the money reviews and the reserve only', async () => {
    expect(await home(['finance_reviewer'])).toEqual(['Deposit reviews', 'Withdrawal reviews', 'Corrections', 'Top 10 income reserve']);
  });

  it('shows support the chat only', async () => {
    expect(await home(['support'])).toEqual(['Support chat']);
  });

  it('shows a member of two roles what either grants', async () => {
    expect(await home(['support', 'content_editor'])).toEqual(['Support chat', 'Content', 'Documents']);
  });
});
