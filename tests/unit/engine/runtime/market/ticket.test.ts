import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewTicket, ticketOrder, usdPerUnit, type TicketInput } from '@engine/runtime/market/ticket';

const base: TicketInput = {
  side: 'buy',
  delegateType: 'market',
  mode: 'quantity',
  quantity: '2',
  amount: '',
  limitPrice: '',
  price: '659.03',
  currency: 'USD',
  feeRate: '0.001',
};

describe('previewTicket', () => {
  it('prices a market buy by shares: value, fee rounded up to the cent, total', () => {
    expect(previewTicket(base)).toEqual({ shares: '2.0000', priceUsd: '659.0300', value: '1318.06', fee: '1.32', total: '1319.38' });
  });

  it('uses the limit price for a limit order and checks it', () => {
    expect(previewTicket({ ...base, delegateType: 'limit', limitPrice: '640' })).toMatchObject({
      value: '1280.00',
      fee: '1.28',
      total: '1281.28',
    });
    expect(previewTicket({ ...base, delegateType: 'limit', limitPrice: '' }).error).toBe('trade.ticket.priceInvalid');
    expect(previewTicket({ ...base, delegateType: 'limit', limitPrice: '1.23456' }).error).toBe('trade.ticket.priceInvalid');
    expect(previewTicket({ ...base, delegateType: 'limit', limitPrice: '0' }).error).toBe('trade.ticket.priceInvalid');
  });

  it('estimates shares from an amount, rounded down to 4 decimals', () => {
    expect(previewTicket({ ...base, mode: 'amount', amount: '1000' })).toMatchObject({
      shares: '1.5173',
      value: '1000.00',
      fee: '1.00',
      total: '1001.00',
    });
    expect(previewTicket({ ...base, mode: 'amount', amount: '10.123' }).error).toBe('trade.ticket.amountInvalid');
  });

  it('accepts fractional shares up to 4 decimals only', () => {
    expect(previewTicket({ ...base, quantity: '0.0001' }).shares).toBe('0.0001');
    expect(previewTicket({ ...base, quantity: '0.00001' }).error).toBe('trade.ticket.quantityInvalid');
    expect(previewTicket({ ...base, quantity: '0' }).error).toBe('trade.ticket.quantityInvalid');
    expect(previewTicket({ ...base, quantity: '-1' }).error).toBe('trade.ticket.quantityInvalid');
  });

  it('sells at most the holding and pays out value minus fee', () => {
    expect(previewTicket({ ...base, side: 'sell', quantity: '3.5', holding: '3' }).error).toBe('trade.ticket.overHolding');
    expect(previewTicket({ ...base, side: 'sell', quantity: '1', holding: '3' })).toMatchObject({
      value: '659.03',
      fee: '0.66',
      total: '658.37',
    });
  });

  it('converts pound and pence lines at the FX rate, and refuses without one', () => {
    const gbp = previewTicket({ ...base, currency: 'GBP', price: '100', fxRate: '1.31' });
    expect(gbp).toMatchObject({ priceUsd: '131.0000', value: '262.00' });
    const gbx = previewTicket({ ...base, currency: 'GBX', price: '912.6', fxRate: '1.31' });
    expect(gbx).toMatchObject({ priceUsd: '11.9551', value: '23.91' });
    expect(previewTicket({ ...base, currency: 'GBP', price: '100' }).error).toBe('trade.ticket.noFx');
    expect(usdPerUnit('GBX', '1.5')?.toString()).toBe('0.015');
  });

  it('has no price to preview a market order on', () => {
    expect(previewTicket({ ...base, price: undefined }).error).toBe('trade.ticket.noPrice');
  });

  it('keeps total = value + fee (buy) or value - fee (sell), fee >= value x rate, for any valid input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (qty, priceCents, feeBp) => {
          const input = {
            ...base,
            quantity: new Decimal(qty).div(10_000).toString(),
            price: new Decimal(priceCents).div(100).toString(),
            feeRate: new Decimal(feeBp).div(10_000).toString(),
          };
          for (const side of ['buy', 'sell'] as const) {
            const p = previewTicket({ ...input, side });
            expect(p.error).toBeUndefined();
            const exact = new Decimal(input.quantity).times(input.price);
            const fee = new Decimal(p.fee!);
            expect(fee.gte(exact.times(input.feeRate).toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(true);
            expect(fee.minus(exact.times(input.feeRate)).lt('0.01')).toBe(true);
            const total = side === 'buy' ? exact.plus(fee) : exact.minus(fee);
            expect(p.total).toBe(total.toFixed(2, Decimal.ROUND_HALF_UP));
          }
        },
      ),
    );
  });
});

describe('ticketOrder', () => {
  it('sends exactly one of quantity and amount, and a price only for limit orders', () => {
    expect(ticketOrder(base, 'SPY', 'day', '123456')).toEqual({
      side: 'buy',
      code: 'SPY',
      delegate_type: 'market',
      time_in_force: 'day',
      pay_password: '123456',
      quantity: '2',
    });
    const limit = ticketOrder(
      { ...base, mode: 'amount', amount: ' 500 ', delegateType: 'limit', limitPrice: '640.5' },
      'SPY',
      'gtc',
      '123456',
    );
    expect(limit).toMatchObject({ amount: '500', price: '640.5', time_in_force: 'gtc' });
    expect(limit).not.toHaveProperty('quantity');
  });
});
