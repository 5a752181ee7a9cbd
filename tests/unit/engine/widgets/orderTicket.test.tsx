import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { renderApp, testCatalogue, type Reply, type Sent } from '../helpers/testEngine';
import { DSL_VERSION } from '@core/dsl/version';

testCatalogue['etf/buy'] = { method: 'POST', path: 'etf/buy', auth: false };

// English texts of the keys the tests read back with their figures.
const dictionaries = {
  en: {
    trade: {
      ticket: {
        available: '{{account}} account: {{available}} USDT available',
        minOrder: 'Minimum order {{min}} USDT',
        maxBuy_one: 'At most {{shares}} share, or {{amount}} USDT',
        maxBuy_other: 'At most {{shares}} shares, or {{amount}} USDT',
        fundsShort: 'Not enough available in your {{account}} account: {{amount}} USDT (needs {{total}} USDT)',
        underMin: 'The minimum order is {{amount}} USDT',
        holding_one: 'You hold {{shares}} share',
        holding_other: 'You hold {{shares}} shares',
        nextOpen: 'Opens {{local}} ({{localZone}}), {{exchange}} ({{exchangeZone}})',
        expires: 'Expires {{time}}',
      },
    },
  },
};

function ticket(props: Record<string, unknown> = {}, submit: unknown[] = [{ type: 'set', path: 'state.sent', value: { $bind: 'form' } }]) {
  const node: NodeSpec = {
    widget: 'OrderTicket',
    props: {
      side: 'buy',
      code: 'SPY',
      price: '659.03',
      ask: '660.00',
      currency: 'USD',
      fxRate: '1',
      feeRate: '0.001',
      feeMin: '0.50',
      available: '1000',
      account: 'ETF',
      minOrderAmount: '5.00',
      quantityDecimals: 4,
      maxQuantity: 1000000,
      ...props,
    },
    on: { submit: submit as NonNullable<NodeSpec['on']>['submit'] },
  };
  return node;
}

async function renderTicket(
  node: NodeSpec,
  options: { server?: Record<string, (sent: Sent) => Reply>; screens?: Record<string, ScreenSpec> } = {},
) {
  return renderApp({
    screens: {
      login: { dslVersion: DSL_VERSION, id: 'login', title: 'fixture.title', navbar: { show: false }, body: [node] },
      ...options.screens,
    },
    path: '/',
    locale: 'en',
    server: options.server,
    dictionaries,
  });
}

describe('OrderTicket buying power', () => {
  it('names the paying account with its available balance, the minimum and the most the balance buys, fee included', async () => {
    await renderTicket(ticket());
    expect(await screen.findByText('ETF account: 1,000.00 USDT available')).toBeTruthy();
    expect(screen.getByText('Minimum order 5.00 USDT')).toBeTruthy();
    // Worked by hand in tests/unit/engine/runtime/market/ticket.test.ts: 1.5136 shares at 660 with the fee cost 999.98.
    expect(screen.getByText('At most 1.5136 shares, or 999.04 USDT')).toBeTruthy();
  });

  it('refuses an order the balance cannot pay inline, as it is typed, and does not offer the confirmation', async () => {
    const { engine } = await renderTicket(ticket());
    fireEvent.change(await screen.findByLabelText('trade.ticket.quantity'), { target: { value: '1.5137' } });
    // No submit was tried: the refusal is there before any confirmation.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not enough available in your ETF account: 1,000.00 USDT (needs 1,000.05 USDT)',
    );
    const buy = screen.getByRole('button', { name: 'trade.ticket.buy' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(buy);
    expect(engine.stores.state.getIn('sent')).toBeUndefined();
    fireEvent.change(screen.getByLabelText('trade.ticket.quantity'), { target: { value: '1.5136' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((screen.getByRole('button', { name: 'trade.ticket.buy' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses an order under the minimum inline', async () => {
    await renderTicket(ticket());
    fireEvent.click(await screen.findByRole('radio', { name: 'trade.ticket.byAmount' }));
    fireEvent.change(screen.getByLabelText('trade.ticket.amount'), { target: { value: '4.99' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum order is 5.00 USDT');
    expect((screen.getByRole('button', { name: 'trade.ticket.buy' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "1 share", not "1 shares"', async () => {
    await renderTicket(ticket({ side: 'sell', bid: '659', holding: '1' }));
    expect(await screen.findByText('You hold 1 share')).toBeTruthy();
  });

  it('keeps a refusal from the server after confirming on screen until dismissed', async () => {
    const msg = 'Not enough available in your ETF account: 12.30 USDT';
    await renderTicket(ticket({}, [{ type: 'api', endpoint: 'etf/buy', params: { code: { $bind: 'form.code' } } }]), {
      server: { 'etf/buy': () => ({ code: 422, msg }) },
    });
    fireEvent.change(await screen.findByLabelText('trade.ticket.quantity'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('payPassword.password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.buy' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(msg);
    // Whatever the toast does, the refusal stays, naming the account, until the member dismisses it.
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('links the trading terms it asks the buyer to accept', async () => {
    await renderTicket(ticket({ terms: { to: 'news', query: { doc: 'risk_etf' } } }), {
      screens: {
        news: {
          dslVersion: DSL_VERSION,
          id: 'news',
          title: 'fixture.title',
          body: [{ widget: 'Text', props: { text: { $bind: 'route.query.doc' } } }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'trade.ticket.readTerms' }));
    expect(await screen.findByText('risk_etf')).toBeTruthy();
  });
});

describe('OrderTicket payment password', () => {
  it('checks it by the catalogue’s PayPassword rule with the one message every screen uses', async () => {
    const { engine } = await renderTicket(ticket());
    fireEvent.change(await screen.findByLabelText('trade.ticket.quantity'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('payPassword.password'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.buy' }));
    expect((await screen.findByRole('alert')).textContent).toBe('payPassword.invalid');
    expect(engine.stores.state.getIn('sent')).toBeUndefined();
  });
});

describe('OrderTicket with trading unlocked on this session', () => {
  const inAMinute = () => Math.floor(Date.now() / 1000) + 600;

  it('asks no password while unlocked, sends none, and offers to lock', async () => {
    const sent: Sent[] = [];
    const { engine } = await renderTicket(
      ticket({ unlockedUntil: inAMinute() }, [
        { type: 'set', path: 'state.sent', value: { $bind: 'form' } },
        { type: 'api', endpoint: 'etf/buy', params: { code: { $bind: 'form.code' }, pay_password: { $bind: 'form.pay_password' } } },
      ]),
      { server: { 'etf/buy': (x) => (sent.push(x), { code: 0, msg: '', data: null }) } },
    );
    expect(await screen.findByText(/^trade\.ticket\.unlockedUntil/)).toBeTruthy();
    expect(screen.queryByLabelText('payPassword.password')).toBeNull();
    fireEvent.change(screen.getByLabelText('trade.ticket.quantity'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.buy' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(engine.stores.state.getIn('sent')).not.toHaveProperty('pay_password');
    expect(sent[0]!.body).not.toHaveProperty('pay_password');
  });

  it('asks for the password again when the server says the unlock has ended (1004), keeping the reason', async () => {
    const msg = 'Enter your payment password to trade: trading is locked on this device';
    await renderTicket(
      ticket({ unlockedUntil: inAMinute() }, [{ type: 'api', endpoint: 'etf/buy', params: { code: { $bind: 'form.code' } } }]),
      { server: { 'etf/buy': () => ({ code: 1004, msg }) } },
    );
    fireEvent.change(await screen.findByLabelText('trade.ticket.quantity'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'trade.ticket.buy' }));
    expect(await screen.findByLabelText('payPassword.password')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(msg);
  });

  it('locks at once on Lock, and asks for the password when the server says it is locked (null)', async () => {
    await renderTicket(ticket({ unlockedUntil: inAMinute() }, []));
    fireEvent.click(await screen.findByRole('button', { name: 'trade.ticket.lock' }));
    expect(await screen.findByLabelText('payPassword.password')).toBeTruthy();
    cleanup();
    await renderTicket(ticket({ unlockedUntil: null, unlockMinutes: 15 }));
    expect(await screen.findByLabelText('payPassword.password')).toBeTruthy();
    expect(screen.queryByText(/^trade\.ticket\.unlockedUntil/)).toBeNull();
    // How long the password unlocks trading, as the server publishes it; nothing said without it.
    expect(screen.getByText(/^trade\.ticket\.unlockNote/)).toBeTruthy();
    cleanup();
    await renderTicket(ticket({ unlockedUntil: null }));
    expect(await screen.findByLabelText('payPassword.password')).toBeTruthy();
    expect(screen.queryByText(/^trade\.ticket\.unlockNote/)).toBeNull();
  });

  it('takes the server’s time as it stands, even one this device’s clock has passed (the clocks may differ)', async () => {
    await renderTicket(ticket({ unlockedUntil: Math.floor(Date.now() / 1000) - 3600 }));
    expect(await screen.findByText(/^trade\.ticket\.unlockedUntil/)).toBeTruthy();
    expect(screen.queryByLabelText('payPassword.password')).toBeNull();
  });
});

describe('OrderTicket on a closed market', () => {
  it('disables Buy with the reason and the next open in the member’s zone and the exchange’s, and shows no expiry', async () => {
    await renderTicket(
      // Monday 23 November 2026 14:30 UTC: 09:30 in New York.
      ticket({ tradable: false, nextOpen: 1795444200, timezone: 'America/New_York', dayExpiresAt: 1795467600 }),
    );
    expect(await screen.findByText('trade.ticket.closed')).toBeTruthy();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const next = screen.getByText(/^Opens /).textContent!;
    expect(next).toContain('2026-11-23 09:30 (America/New_York)');
    expect(next).toContain(`(${zone})`);
    expect((screen.getByRole('button', { name: 'trade.ticket.buy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/^Expires /)).toBeNull();
  });
});
