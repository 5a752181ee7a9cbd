import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradeFee, tradeValue } from '@core/market/fees';
import { previewTicket, ticketLimits, ticketOrder, usdtPerUnit, type TicketInput } from '@engine/runtime/market/ticket';

const base: TicketInput = {
  side: 'buy',
  delegateType: 'market',
  mode: 'quantity',
  quantity: '2',
  amount: '',
  limitPrice: '',
  price: '659.03',
  currency: 'USD',
  fxRate: '1',
  feeRate: '0.001',
  feeMin: '0',
};

describe('previewTicket', () => {
  it('prices a market buy by shares: value, fee rounded up to the cent, total', () => {
    expect(previewTicket(base)).toEqual({
      shares: '2.0000',
      price: '659.03',
      priceUsdt: '659.0300',
      value: '1318.06',
      fee: '1.32',
      total: '1319.38',
    });
  });

  it('converts a USD line at its own USD->USDT rate, never an assumed 1', () => {
    expect(previewTicket({ ...base, fxRate: '0.9995' })).toMatchObject({ priceUsdt: '658.7005', value: '1317.41' });
    expect(previewTicket({ ...base, fxRate: undefined }).error).toBe('trade.ticket.noFx');
    expect(previewTicket({ ...base, fxRate: '0' }).error).toBe('trade.ticket.noFx');
  });

  it('prices a market buy at the ask and a sell at the bid, like the server', () => {
    const quoted = { ...base, ask: '659.10', bid: '658.90' };
    expect(previewTicket(quoted)).toMatchObject({ price: '659.1', value: '1318.20' });
    expect(previewTicket({ ...quoted, side: 'sell' })).toMatchObject({ price: '658.9', value: '1317.80' });
    // A limit order is valued at its limit whatever the quote.
    expect(previewTicket({ ...quoted, delegateType: 'limit', limitPrice: '640' })).toMatchObject({ price: '640', value: '1280.00' });
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

  it('charges at least the minimum fee', () => {
    expect(previewTicket({ ...base, quantity: '0.01', feeMin: '0.50' })).toMatchObject({ value: '6.60', fee: '0.50', total: '7.10' });
    expect(previewTicket({ ...base, feeMin: '0.50' }).fee).toBe('1.32');
  });

  it('sizes an amount order as floor(amount / (price x rate), 4) and values those shares', () => {
    expect(previewTicket({ ...base, mode: 'amount', amount: '1000' })).toMatchObject({
      shares: '1.5173',
      // 1.5173 x 659.03 = 999.946..., rounded up for a buy: what the server holds, not the amount typed.
      value: '999.95',
      fee: '1.00',
      total: '1000.95',
    });
    expect(previewTicket({ ...base, mode: 'amount', amount: '10.123' }).error).toBe('trade.ticket.amountInvalid');
    expect(previewTicket({ ...base, mode: 'amount', amount: '0.001' }).error).toBe('trade.ticket.amountInvalid');
  });

  it('accepts fractional shares up to 4 decimals only', () => {
    expect(previewTicket({ ...base, quantity: '0.0001' }).shares).toBe('0.0001');
    expect(previewTicket({ ...base, quantity: '0.00001' }).error).toBe('trade.ticket.quantityInvalid');
    expect(previewTicket({ ...base, quantity: '0' }).error).toBe('trade.ticket.quantityInvalid');
    expect(previewTicket({ ...base, quantity: '-1' }).error).toBe('trade.ticket.quantityInvalid');
  });

  it('sells at most the holding, values the sale rounded down and pays out value minus fee', () => {
    expect(previewTicket({ ...base, side: 'sell', quantity: '3.5', holding: '3' }).error).toBe('trade.ticket.overHolding');
    expect(previewTicket({ ...base, side: 'sell', quantity: '1', holding: '3' })).toMatchObject({
      value: '659.03',
      fee: '0.66',
      total: '658.37',
    });
    // 0.0001 x 659.03 = 0.065903: a buy pays 0.07, a sale receives 0.06.
    expect(previewTicket({ ...base, quantity: '0.0001' }).value).toBe('0.07');
    expect(previewTicket({ ...base, side: 'sell', quantity: '0.0001' }).value).toBe('0.06');
  });

  it('takes the published rate as given for pound and pence lines (per penny on GBX: no /100 here)', () => {
    const gbp = previewTicket({ ...base, currency: 'GBP', price: '100', fxRate: '1.31' });
    expect(gbp).toMatchObject({ priceUsdt: '131.0000', value: '262.00' });
    const gbx = previewTicket({ ...base, currency: 'GBX', price: '912.6', fxRate: '0.0131' });
    expect(gbx).toMatchObject({ priceUsdt: '11.9551', value: '23.92' });
    expect(previewTicket({ ...base, currency: 'GBP', price: '100', fxRate: undefined }).error).toBe('trade.ticket.noFx');
    expect(usdtPerUnit('0.0131')?.toString()).toBe('0.0131');
    expect(usdtPerUnit('-1')).toBeUndefined();
  });

  it('has no price to preview a market order on', () => {
    expect(previewTicket({ ...base, price: undefined }).error).toBe('trade.ticket.noPrice');
  });

  // The server's figures (server/orders/place.ts) come from core tradeValue and tradeFee: any valid
  // ticket must show exactly those, by shares or by amount, buy or sell, at any rate and minimum.
  it('equals the core fee functions the server uses, for any valid input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.boolean(),
        (qty, priceTicks, rateMicros, feeBp, feeMinCents, amountCents, byAmount) => {
          const price = new Decimal(priceTicks).div(10_000).toFixed();
          const fxRate = new Decimal(rateMicros).div(1_000_000).toFixed();
          const fees = { rate: new Decimal(feeBp).div(10_000).toFixed(), min: new Decimal(feeMinCents).div(100).toFixed(2) };
          const amount = new Decimal(amountCents).div(100).toFixed(2);
          const quantity = new Decimal(qty).div(10_000).toFixed();
          for (const side of ['buy', 'sell'] as const) {
            const p = previewTicket({
              ...base,
              side,
              mode: byAmount ? 'amount' : 'quantity',
              quantity,
              amount,
              price,
              currency: 'GBX',
              fxRate,
              feeRate: fees.rate,
              feeMin: fees.min,
            });
            const shares = byAmount
              ? new Decimal(amount).div(new Decimal(price).times(fxRate)).toDecimalPlaces(4, Decimal.ROUND_DOWN)
              : new Decimal(quantity);
            const value = tradeValue(shares, price, fxRate, side);
            if (shares.lte(0) || value.lte(0)) {
              expect(p.error).toMatch(/Invalid$/);
              continue;
            }
            const fee = tradeFee(value, fees);
            expect(p.error).toBeUndefined();
            expect(p.shares).toBe(shares.toFixed(4));
            expect(p.value).toBe(value.toFixed(2));
            expect(p.fee).toBe(fee.toFixed(2));
            expect(p.total).toBe((side === 'buy' ? value.plus(fee) : value.minus(fee)).toFixed(2));
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

describe('conditional orders on the ticket', () => {
  const quoted: TicketInput = { ...base, ask: '600.10', bid: '600.00' };

  it('values a stop at its stop and a stop-limit at its limit, and refuses a stop the market has reached, as the server', () => {
    expect(previewTicket({ ...quoted, side: 'sell', delegateType: 'stop', stopPrice: '590' })).toMatchObject({
      price: '590',
      value: '1180.00',
    });
    expect(previewTicket({ ...quoted, delegateType: 'stop_limit', stopPrice: '605', limitPrice: '606' })).toMatchObject({ price: '606' });
    expect(previewTicket({ ...quoted, side: 'sell', delegateType: 'stop', stopPrice: '600' })).toEqual({
      error: 'trade.ticket.stopAboveBid',
      errorArgs: { price: '600' },
      refusal: true,
    });
    expect(previewTicket({ ...quoted, delegateType: 'stop', stopPrice: '600.10' })).toMatchObject({
      error: 'trade.ticket.stopBelowAsk',
      refusal: true,
    });
    expect(previewTicket({ ...quoted, delegateType: 'stop', stopPrice: '' }).error).toBe('trade.ticket.stopInvalid');
    expect(previewTicket({ ...quoted, delegateType: 'stop_limit', stopPrice: '605', limitPrice: '' }).error).toBe(
      'trade.ticket.priceInvalid',
    );
  });

  it('starts a trailing stop from the bid of a sell or the ask of a buy, and refuses a distance the server would', () => {
    const trail = { ...quoted, side: 'sell' as const, delegateType: 'trailing' as const, trailMode: 'percent' as const };
    expect(previewTicket({ ...trail, trailValue: '5' })).toMatchObject({ stop: '570', price: '570' });
    expect(previewTicket({ ...trail, trailMode: 'amount', trailValue: '2.5' })).toMatchObject({ stop: '597.5' });
    expect(previewTicket({ ...trail, side: 'buy', trailMode: 'amount', trailValue: '2.5' })).toMatchObject({ stop: '602.6' });
    expect(previewTicket({ ...trail, trailValue: '0' }).error).toBe('trade.ticket.trailInvalid');
    expect(previewTicket({ ...trail, trailValue: '51' })).toMatchObject({ error: 'trade.ticket.trailTooFar', refusal: true });
    expect(previewTicket({ ...trail, trailMode: 'amount', trailValue: '600' })).toMatchObject({
      error: 'trade.ticket.trailTooFar',
      refusal: true,
    });
  });

  it('sends the stop price, the limit of a stop-limit, and the trailing distance in the field its mode names', () => {
    expect(ticketOrder({ ...quoted, delegateType: 'stop', stopPrice: ' 590 ' }, 'SPY', 'gtc', undefined)).toMatchObject({
      delegate_type: 'stop',
      stop_price: '590',
    });
    const stopLimit = ticketOrder({ ...quoted, delegateType: 'stop_limit', stopPrice: '605', limitPrice: '606' }, 'SPY', 'day', undefined);
    expect(stopLimit).toMatchObject({ stop_price: '605', price: '606' });
    const trailing = ticketOrder({ ...quoted, delegateType: 'trailing', trailMode: 'percent', trailValue: '2.5' }, 'SPY', 'day', undefined);
    expect(trailing).toMatchObject({ delegate_type: 'trailing', trail_percent: '2.5' });
    expect(trailing).not.toHaveProperty('trail_amount');
    expect(trailing).not.toHaveProperty('price');
  });
});

describe('ticketLimits', () => {
  const power: TicketInput = { ...base, ask: '660.00', feeMin: '0.50', available: '1000', quantityDecimals: 4 };

  it('finds the most shares the available balance pays with the fee, and the largest amount that buys them (worked by hand)', () => {
    // 1.5136 x 660 = 998.976 -> 998.98, fee max(0.50, 0.99898 -> 1.00): 999.98 fits 1000;
    // 1.5137 x 660 = 999.042 -> 999.05 + 1.00 = 1000.05 does not. Amounts below 1.5137 x 660 = 999.042 buy 1.5136.
    expect(ticketLimits(power)).toEqual({ maxShares: '1.5136', maxAmount: '999.04' });
    expect(ticketLimits({ ...power, available: '0.40' })).toEqual({ maxShares: '0', maxAmount: '0.00' });
    expect(ticketLimits({ ...power, side: 'sell', holding: '3.5' })).toEqual({ maxShares: '3.5' });
  });

  it('refuses before confirming what the server would refuse: funds, minimum, holding', () => {
    expect(previewTicket({ ...power, quantity: '1.5136' }).refusal).toBeUndefined();
    expect(previewTicket({ ...power, quantity: '1.5137' })).toMatchObject({
      error: 'trade.ticket.fundsShort',
      errorArgs: { amount: '1000.00', total: '1000.05' },
      refusal: true,
    });
    expect(previewTicket({ ...power, mode: 'amount', amount: '999.04' }).refusal).toBeUndefined();
    expect(previewTicket({ ...power, mode: 'amount', amount: '999.05' }).error).toBe('trade.ticket.fundsShort');
    expect(previewTicket({ ...power, quantity: '0.0075', minOrderAmount: '5' })).toMatchObject({ error: 'trade.ticket.underMin' });
    // By amount the minimum is met by what was typed, as on the server (its shares round down to 4.99 worth).
    expect(previewTicket({ ...power, mode: 'amount', amount: '5', minOrderAmount: '5' }).refusal).toBeUndefined();
    expect(previewTicket({ ...power, side: 'sell', bid: '659', holding: '0' }).error).toBe('trade.ticket.noHolding');
    expect(previewTicket({ ...power, quantity: '2000000', available: '1e12', maxQuantity: 1000000 }).error).toBe(
      'trade.ticket.overMaxQuantity',
    );
  });

  it('agrees with the preview on every balance and price: the maximum fits, one step more does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.constantFrom('0', '0.001', '0.0025'),
        fc.constantFrom('0', '0.50', '1'),
        (availableCents, askCents, feeRate, feeMin) => {
          const input: TicketInput = {
            ...base,
            ask: new Decimal(askCents).div(100).toFixed(2),
            available: new Decimal(availableCents).div(100).toFixed(2),
            feeRate,
            feeMin,
            quantityDecimals: 4,
          };
          const { maxShares, maxAmount } = ticketLimits(input);
          const fits = (q: Decimal) => {
            const v = tradeValue(q, input.ask as string, 1, 'buy');
            return v.plus(tradeFee(v, { rate: feeRate, min: feeMin })).lte(input.available as string);
          };
          const max = new Decimal(maxShares!);
          if (max.gt(0)) expect(fits(max)).toBe(true);
          expect(fits(max.plus('0.0001'))).toBe(false);
          if (max.gt(0)) {
            expect(previewTicket({ ...input, mode: 'amount', amount: maxAmount! }).shares).toBe(max.toFixed(4));
            expect(previewTicket({ ...input, mode: 'amount', amount: new Decimal(maxAmount!).plus('0.01').toFixed(2) }).shares).not.toBe(
              max.toFixed(4),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
