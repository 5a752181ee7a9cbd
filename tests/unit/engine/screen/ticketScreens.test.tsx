import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '@engine/app/fixtureFetch';
import { asset, walletConf } from '@stories/support/fixturesWallet';
import { spyDetail, tradeConf } from '@stories/support/fixturesMarket';
import { openAppScreen } from '../helpers/openAppScreen';

// The real order ticket screen (screens/pages/stockOrder.json) on the recorded replies: it binds the
// ETF account's balance, the published minimum and the sellable shares into the ticket, and its
// Transfer shortcut opens the transfer form with the ETF account chosen.

async function open(path: string, fixtures: Record<string, Fixture>) {
  return (await openAppScreen(path, fixtures)).engine;
}

describe('the order ticket screen', () => {
  it('shows the ETF account by name with its available balance and the published minimum', async () => {
    await open('/pages/stock-order/stock-order?code=SPY&side=buy', {
      'etf/detail': spyDetail,
      'market/trade_conf': tradeConf,
      'member/asset': asset,
    });
    const available = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(asset.by_type.etf.available));
    expect(await screen.findByText(`ETF account: ${available} USDT available`, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(`Minimum order ${tradeConf.min_order_amount} USDT`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read the ETF trading terms' })).toBeTruthy();
  });

  it('on the sell side, refuses a sell when trade_conf says nothing can be sold, whatever the route says', async () => {
    await open('/pages/stock-order/stock-order?code=SPY&side=sell&holding=3', {
      'etf/detail': spyDetail,
      'market/trade_conf': { ...tradeConf, sellable: '0' },
      'member/asset': asset,
    });
    const quantity = await screen.findByLabelText('Quantity (shares)', undefined, { timeout: 10_000 });
    fireEvent.change(quantity, { target: { value: '1' } });
    expect((await screen.findByRole('alert')).textContent).toBe('You hold no shares of this ETF to sell');
  });
});

describe('the close position screen', () => {
  it('says "1 share", not "1 shares"', async () => {
    await open('/pages/close-position/close-position?code=SPY&holding=1', { 'etf/detail': spyDetail });
    expect(
      await screen.findByText(
        'Sells your 1 share of SPY at the market price (the bid now). The proceeds less the fee go to your ETF account.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

describe('the transfer screen', () => {
  it('takes the accounts from the query, so the ticket’s Transfer opens with the ETF account chosen', async () => {
    await open('/pages/mine/transfer?from=asset&to=etf', { 'member/asset': asset, 'wallet/conf': walletConf });
    await waitFor(() => expect(document.querySelectorAll('.adm-selector-item-active')).toHaveLength(2), { timeout: 10_000 });
    const chosen = [...document.querySelectorAll('.adm-selector-item-active')].map((e) => e.textContent);
    expect(chosen).toEqual(['Asset', 'ETF']);
  });
});
