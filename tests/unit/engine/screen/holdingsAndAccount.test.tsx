import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@engine/app/fixtureFetch';
import { closed, entrust, holding, saleDetail, spyHolding } from '@stories/support/fixturesMarket';
import { openAppScreen } from '../helpers/openAppScreen';

// The positions screens on the replies recorded from the real server (stories/fixtures/market.json):
// a holding opens its own detail (not etf/order with the position's id), a closed row shows what was
// paid beside what was received, and an ended order shows its state without a Revoke button.

async function open(path: string, fixtures: Record<string, Fixture>, state: Record<string, unknown> = {}) {
  return openAppScreen(path, fixtures, { state });
}

describe('positions', () => {
  it('opens a holding on its own detail: average price, cost with buy fees, fees paid, realised and unrealised P&L, its trades', async () => {
    const { calls } = await open('/pages/positions/positions', { 'etf/orders': holding, 'etf/holding': spyHolding });
    const row = holding.list.find((r) => r.code === 'SPY')!;
    const link = await screen.findByText(`SPY · ${row.name}`);
    // The detail screen's chunk may still be loading on a busy machine: the navigation suspends, so
    // the click is an awaited act (a sync one made React warn, which fails the test, once in CI).
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByText('Average buy price')).toBeTruthy();
    // The detail asked for the line, never for an order by the position's id.
    await waitFor(() => expect(calls.some((c) => c.path === 'etf/holding' && c.url.includes('code=SPY'))).toBe(true));
    expect(calls.some((c) => c.path === 'etf/order')).toBe(false);
    expect(screen.getByText(`${spyHolding.avg_price} USD`)).toBeTruthy();
    expect(screen.getByText(`Buy fees included: ${spyHolding.buy_fees} USDT`)).toBeTruthy();
    expect(screen.getByText(`${spyHolding.fees_paid} USDT`)).toBeTruthy();
    expect(screen.getByText('Realised P&L (sales of this holding)')).toBeTruthy();
    // Every trade of the lot, each a way into its order; "1 share", not "1 shares".
    const sale = spyHolding.trades.find((t) => t.direction === 'sell')!;
    expect(screen.getByText(`Sell · 1 share @ ${sale.price} USD`)).toBeTruthy();
    expect(screen.getByText(/^Buy · 3 shares @/)).toBeTruthy();
  });

  it('shows a closed row bought at, sold at, cost with buy fees, proceeds, sale fee and the result', async () => {
    await open('/pages/positions/positions', { 'etf/orders': closed }, { positionsTab: 'closed' });
    const sale = closed.list.find((r) => r.code === 'SPY')!;
    expect(sale.buy_price).not.toBeNull();
    expect(await screen.findByText(`Bought at ${sale.buy_price} · Sold at ${sale.sell_price} USD`)).toBeTruthy();
    expect(
      screen.getByText(`Cost ${sale.cost_basis} (buy fees ${sale.buy_fee}) · Proceeds ${sale.order_amount} · Sale fee ${sale.fee} USDT`),
    ).toBeTruthy();
  });

  it('shows an ended order on the Entrust tab with its state and no Revoke button', async () => {
    await open('/pages/positions/positions', { 'etf/orders': entrust }, { positionsTab: 'entrust' });
    expect(entrust.list.map((r) => r.status).sort()).toEqual(['pending', 'revoked']);
    expect(await screen.findByText('Ended: Revoked')).toBeTruthy();
    // One Revoke: the pending order's.
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
  });

  it("shows a sale's detail with what its shares were bought at and the buy fees they carried", async () => {
    await open(`/pages/stock-order-detail/stock-order-detail?id=${saleDetail.id}`, { 'etf/order': saleDetail });
    const cost = await screen.findByText('Cost');
    expect(within(cost.closest('.adm-list-item') as HTMLElement).getByText(/Buy fees included/)).toBeTruthy();
    expect(screen.getByText('Bought at (average)')).toBeTruthy();
    expect(screen.getByText(`${saleDetail.buy_price} USD`)).toBeTruthy();
  });
});

describe('account', () => {
  it('shows total assets with the split: cash, ETF holdings at the bid, Top 10, copy trading, and what income counts', async () => {
    const { asset } = await import('@stories/support/fixturesWallet');
    await open('/account', { 'member/asset': asset });
    expect(await screen.findByText('6,325.40 USDT')).toBeTruthy();
    for (const [label, amount] of [
      ['Cash in accounts', '4,795.00'],
      ['ETF holdings (at the bid)', '1,030.40'],
      ['Top 10 (principal and income so far)', '500.00'],
      ['Copy trading (current value)', '0.00'],
    ]) {
      const row = screen.getByText(label!).closest('.adm-list-item') as HTMLElement;
      expect(within(row).getByText(amount!)).toBeTruthy();
    }
    expect(screen.getByText(/net of trading and subscription fees/)).toBeTruthy();
  });
});
