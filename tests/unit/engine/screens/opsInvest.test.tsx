import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifestJson from '@screens/app.json';
import { App } from '@engine/app/App';
import { createPreviewEngine } from '@engine/app/createPreviewEngine';
import type { Manifest } from '@engine/runtime/dsl';
import replies from '@stories/fixtures/ops-invest.json';
import { fakeFeedback } from '../helpers/testEngine';

const manifest = manifestJson as Manifest;
const admin = { name: 'Administrator', email: 'admin@meridian.local', roles: ['admin'] };
/** The calls the screen made, with their parameters (the preview's server answers from fixtures). */
const calls: { id: string; params: unknown }[] = [];
const finance = { name: 'Jung Finance', email: 'finance@meridian.local', roles: ['finance_reviewer'] };

async function open(path: string, fixtures: Record<string, unknown>, staff: unknown = admin, state?: Record<string, unknown>) {
  const feedback = fakeFeedback();
  calls.length = 0;
  // As the stories do: the signed-in staff member also answers ops/me (the screens' roles come from it).
  const engine = await createPreviewEngine({
    manifest,
    path,
    locale: 'en',
    staff,
    fixtures: { 'ops/me': staff, ...fixtures },
    feedback,
    state,
  });
  const call = engine.api.call.bind(engine.api);
  engine.api.call = ((id: string, params?: unknown, opts?: unknown) => {
    calls.push({ id, params });
    return call(id as never, params as never, opts as never);
  }) as typeof engine.api.call;
  render(<App engine={engine} />);
  return feedback;
}

// The three operations screens rendered by the real engine against the stories' replies: what an
// administrator reads, and the confirmations before anything that cannot be taken back.
describe('operations screens of the Top 10 fund and the job runs', () => {
  it('lists job runs with counts on the tabs, attempts and the last error; retry asks first', async () => {
    const feedback = await open('/ops/jobs', { 'ops/jobs': replies.jobsFailed.data, 'ops/job_retry': replies.jobRetried.data });
    expect(await screen.findByText('Failed (2)')).toBeTruthy();
    expect(screen.getByText('Queued (2)')).toBeTruthy();
    expect(screen.getByText('Done (3)')).toBeTruthy();
    expect(screen.getByText('top10.accrue · 17')).toBeTruthy();
    expect(screen.getByText('Failed · period 12 · attempts 5')).toBeTruthy();
    expect(screen.getByText('Last error: Error: connect ECONNREFUSED 10.0.0.9:5432')).toBeTruthy();
    const retry = screen.getAllByRole('button', { name: 'Retry' })[0]!;
    // Awaited: the confirmation's sheet may suspend while its chunk loads.
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalled());
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Run top10.accrue for 17 again now? Its earlier attempts stay counted.' }),
    );
    expect(feedback.toast.mock.calls[0]![0]).toBe('Queued to run now');
  });

  it('shows products with their terms, the expected annualized return, sales and income; closing is offered while on sale', async () => {
    await open('/ops/fund/products', { 'ops/fund_products': replies.products.data });
    expect(await screen.findByText('Top 10 · 30 days · On sale')).toBeTruthy();
    expect(screen.getByText('Top 10 · 60 days (pilot) · Sales closed')).toBeTruthy();
    expect(screen.getByText(/^Minimum 100\.00 USDT · 0\.015% a day \(5\.48% a year, expected\) · 30 days$/)).toBeTruthy();
    expect(screen.getByText('Sold 4,000.00 of 50,000.00 USDT · 46,000.00 left · 3 investors')).toBeTruthy();
    expect(screen.getByText('Income contracted 18.00 USDT · paid 7.20 USDT')).toBeTruthy();
    // Open, sold out and upcoming products can be closed; the closed one cannot.
    expect(screen.getAllByRole('button', { name: 'Close sales' })).toHaveLength(3);
    // The create form offers rates with their yearly figure, none above the 8% a year cap the server
    // holds (TOP10_ANNUAL_RATE_CAP), and says terms never change.
    expect(await screen.findByText('0.02% a day · 7.3% a year')).toBeTruthy();
    expect(screen.getByText('0.01% a day · 3.65% a year')).toBeTruthy();
    expect(screen.queryByText(/% a day · (?:[89]|\d{2,})(?:\.\d+)?% a year$/)).toBeNull();
    expect(screen.getByText(/can never be changed after the product is created/)).toBeTruthy();
  });

  it('creates a product only after the confirmation that its terms never change, sending the catalogue types', async () => {
    const feedback = await open('/ops/fund/products', {
      'ops/fund_products': replies.productsEmpty.data,
      'ops/fund_product_create': replies.productCreated.data,
    });
    const field = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;
    fireEvent.change(await field('Product name'), { target: { value: 'Top 10 · 14 days' } });
    fireEvent.change(await field('Minimum purchase (USDT)'), { target: { value: '100' } });
    fireEvent.click(await screen.findByText('0.015% a day · 5.475% a year'));
    fireEvent.change(await field('Running days of each purchase'), { target: { value: '14' } });
    fireEvent.change(await field('Sales open'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(await field('Sales end'), { target: { value: '2026-12-31T18:30' } });
    fireEvent.change(await field('Capacity: total principal it may sell (USDT)'), { target: { value: '25000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalled());
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Terms can never change',
        message:
          'Create "Top 10 · 14 days" running 14 days per purchase? Once created, its terms can never be changed, not even by an administrator.',
      }),
    );
    expect(calls.find((c) => c.id === 'ops/fund_product_create')?.params).toEqual({
      name: 'Top 10 · 14 days',
      min_amount: '100',
      daily_rate: '0.00015',
      days: 14,
      start_at: new Date(2026, 11, 1, 9, 0).getTime() / 1000,
      end_at: new Date(2026, 11, 31, 18, 30).getTime() / 1000,
      capacity: '25000',
    });
    expect(feedback.toast.mock.calls[0]![0]).toBe('Product created');
  });

  it('closes sales with a reason, after a confirmation that cannot be undone', async () => {
    const feedback = await open('/ops/fund/products', {
      'ops/fund_products': replies.products.data,
      'ops/fund_product_close': replies.productClosed.data,
    });
    const close = (await screen.findAllByRole('button', { name: 'Close sales' }))[0]!;
    // The reason's text area is a lazy widget: the card suspends while it loads.
    await act(async () => {
      fireEvent.click(close);
    });
    expect(await screen.findByText('Close sales of Top 10 · 30 days')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Strategy review' } });
    const submit = screen.getAllByRole('button', { name: 'Close sales' }).find((b) => b.getAttribute('type') === 'submit')!;
    fireEvent.click(submit);
    await waitFor(() => expect(feedback.toast).toHaveBeenCalled());
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Stop selling Top 10 · 30 days now? This cannot be undone.', danger: true }),
    );
    expect(calls.find((c) => c.id === 'ops/fund_product_close')?.params).toEqual({ id: 3, reason: 'Strategy review' });
    expect(feedback.toast.mock.calls[0]![0]).toBe('Sales closed');
  });

  it('filters job runs by kind and by tab', async () => {
    await open('/ops/jobs', { 'ops/jobs': replies.jobsFailed.data });
    expect(await screen.findByText('Failed (2)')).toBeTruthy();
    expect(calls.filter((c) => c.id === 'ops/jobs').at(-1)?.params).toEqual({ status: 'failed', page: 1, limit: 20 });
    fireEvent.change(await screen.findByLabelText('Job kind'), { target: { value: 'top10.accrue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show this kind' }));
    expect(await screen.findByText('Showing top10.accrue only')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.id === 'ops/jobs').at(-1)?.params).toEqual({
        status: 'failed',
        kind: 'top10.accrue',
        page: 1,
        limit: 20,
      }),
    );
    fireEvent.click(screen.getByText('Done (3)'));
    await waitFor(() =>
      expect(calls.filter((c) => c.id === 'ops/jobs').at(-1)?.params).toEqual({ status: 'done', kind: 'top10.accrue', page: 1, limit: 20 }),
    );
    fireEvent.click(screen.getByText('Showing top10.accrue only'));
    await waitFor(() => expect(calls.filter((c) => c.id === 'ops/jobs').at(-1)?.params).toEqual({ status: 'done', page: 1, limit: 20 }));
  });

  it('adds capital to the reserve after confirming the amount', async () => {
    const feedback = await open('/ops/fund/reserve', {
      'ops/fund_reserve': replies.reserve.data,
      'ops/fund_reserve_add': replies.reserveAdded.data,
    });
    fireEvent.change(await screen.findByLabelText('Amount (USDT)'), { target: { value: '5000' } });
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Cover for December sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add capital' }));
    await waitFor(() => expect(feedback.toast).toHaveBeenCalled());
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Move 5,000.00 USDT of platform capital into the reserve?' }),
    );
    expect(calls.find((c) => c.id === 'ops/fund_reserve_add')?.params).toEqual({ amount: '5000', reason: 'Cover for December sales' });
    expect(feedback.toast.mock.calls[0]![0]).toBe('Capital added');
  });

  it('shows the reserve to finance reviewers without the form that adds capital', async () => {
    await open('/ops/fund/reserve', { 'ops/fund_reserve': replies.reserve.data }, finance);
    expect(await screen.findByText('12,500.00 USDT')).toBeTruthy();
    expect(screen.getByText('111.70 USDT')).toBeTruthy();
    expect(screen.getByText('12,388.30 USDT')).toBeTruthy();
    // The header names the signed-in reviewer from ops/me: the roles have arrived.
    expect(await screen.findByText('Signed in as Jung Finance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add capital' })).toBeNull();
  });

  it('offers administrators the form that adds capital', async () => {
    await open('/ops/fund/reserve', { 'ops/fund_reserve': replies.reserve.data });
    expect(await screen.findByText('12,500.00 USDT')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add capital' })).toBeTruthy();
  });
});
