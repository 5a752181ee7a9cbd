import type { Instrument } from '@core/market/types';
import { sessionAt, previousSession } from '@core/market/calendar';
import { priceString, simDailyBar, simStateAt } from '@core/market/sim-path';

// The simulator's rates into USDT walk like a line on the London calendar (sterling is quoted
// there): USD stays within a few basis points of par, GBP moves like sterling does.
const FX: Record<'USD' | 'GBP', Instrument> = {
  USD: fxLine('USDUSDT', '1.0000', 0.004),
  GBP: fxLine('GBPUSDT', '1.2700', 0.08),
};

function fxLine(code: string, start: string, volatility: number): Instrument {
  return {
    code,
    name: code,
    exchange: 'XLON',
    market: 'UK',
    currency: 'USD',
    category: 'broad',
    lot: { min_quantity: '1', quantity_decimals: 0 },
    tick_size: '0.0001',
    sim: { start_price: start, drift: 0, volatility },
  };
}

/** USDT per one unit of the currency at `at` (GBX lines use the GBP rate / 100). */
export function simFxRate(seed: number, currency: 'USD' | 'GBP', at: Date): string {
  const inst = FX[currency];
  const session = sessionAt(inst.market, at);
  const price = session ? simStateAt(seed, inst, session, at).last : simDailyBar(seed, inst, previousSession(inst.market, at)).close;
  return priceString(price, inst.tick_size);
}
