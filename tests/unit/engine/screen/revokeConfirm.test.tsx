import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expandFragments } from '@core/fragments/expandFragments';
import type { FragmentSpec, ScreenSpec } from '@engine/runtime/dsl';
import positions from '@screens/pages/positions.json';
import stockOrderDetail from '@screens/pages/stockOrderDetail.json';
import { renderApp, testCatalogue } from '../helpers/testEngine';

// The screens' revoke buttons live in fragments (orderRevokeButton): read the screens as the engine
// does, with every fragment use expanded.
const fragments = Object.fromEntries(
  Object.values(import.meta.glob<FragmentSpec>('../../../../screens/fragments/*.json', { eager: true, import: 'default' })).map((f) => [
    f.id,
    f,
  ]),
);
const expanded = (screen: unknown) => expandFragments(screen, fragments, 'screen').doc as ScreenSpec;

/** Every order/revoke call in a screen with the actions that lead to it (outermost first). */
function revokePaths(node: unknown, trail: string[] = [], found: string[][] = []): string[][] {
  if (Array.isArray(node)) node.forEach((n) => revokePaths(n, trail, found));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    const here = typeof o.type === 'string' ? [...trail, o.type] : trail;
    if (o.type === 'api' && o.endpoint === 'order/revoke') found.push(here);
    for (const value of Object.values(o)) revokePaths(value, here, found);
  }
  return found;
}

describe('revoking an order', () => {
  it('asks for confirmation before every order/revoke, on the Entrust tab and on the order detail', () => {
    for (const spec of [expanded(positions), expanded(stockOrderDetail)]) {
      const paths = revokePaths(spec.body);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(path.slice(0, -1)).toContain('confirm');
    }
  });

  it('calls order/revoke on the order detail only once the member confirms', async () => {
    testCatalogue['etf/order'] = { method: 'POST', path: 'etf/order', auth: false };
    testCatalogue['order/revoke'] = { method: 'POST', path: 'order/revoke', auth: false };
    const order = { id: 7, code: 'SPY', name: 'SPDR S&P 500', status: 'pending', order_no: 'E1', expires_at: 1771545600 };
    const { feedback, server } = await renderApp({
      screens: { login: { ...expanded(stockOrderDetail), id: 'login' } },
      path: '/?id=7',
      server: { 'etf/order': () => ({ code: 0, data: order }), 'order/revoke': () => ({ code: 0, data: {} }) },
    });
    feedback.confirm.mockResolvedValueOnce(false);
    fireEvent.click(await screen.findByRole('button', { name: 'trade.positions.revoke' }));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(1));
    expect(server.sent.some((s) => s.url.includes('order/revoke'))).toBe(false);
    // The expiry of a pending order shows on its detail.
    expect(screen.getByText('trade.detail.expires')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'trade.positions.revoke' }));
    await waitFor(() => expect(server.sent.filter((s) => s.url.includes('order/revoke')).map((s) => s.body)).toEqual([{ id: 7 }]));
    expect(feedback.confirm).toHaveBeenCalledTimes(2);
  });
});
