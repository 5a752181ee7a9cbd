import { instrumentOf } from '@core/market/instruments';
import { fxCurrencyOf, tradeFee, tradeValue, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';
import type { Quote } from '../market/market-data';
import type { Strategy } from './strategies/types';

/** One simulated end-of-day snapshot: the NAV the strategy's paper account had at that day's close. */
export interface SimulatedPoint {
  time: Date;
  equity: Decimal;
  nav: Decimal;
}

interface DailyClose {
  code: string;
  date: string;
  upto: Date;
  close: string;
}

/**
 * A demo provider's simulated track record: its strategy decides once a day on the backfilled daily
 * closes (the day's move is close over the previous close), and its orders fill at that close under
 * the published fee rule and minimum order, on paper. No ledger posting: the provider's real account
 * is untouched. FX is today's rate (the history has no FX candles), which moves no NAV of a USD line.
 * The first point is NAV 1 with `funds`; days that are not complete before `before` are left out, so
 * the live record starts after the last one. Empty when the history is under two common sessions or
 * a line has no price or FX rate.
 */
export async function simulateRecord(
  q: Queryable,
  services: Services,
  strategy: Strategy,
  funds: Decimal,
  before: Date,
): Promise<SimulatedPoint[]> {
  const lines = strategy.lines.map((code) => instrumentOf(code));
  const perUnit = new Map<string, Decimal>();
  for (const inst of lines) {
    if (!inst) return [];
    const fx = services.market.fx(fxCurrencyOf(inst.currency));
    if (!fx) return [];
    perUnit.set(inst.code, usdtPerQuoteUnit(inst.currency, fx.rate));
  }
  const { rows } = await q.query<DailyClose>(
    `SELECT code, date::text AS date, upto, close::text AS close FROM market_candles_1d
      WHERE code = ANY($1::text[]) AND upto < $2 ORDER BY date`,
    [strategy.lines, before],
  );
  const byDate = new Map<string, Map<string, DailyClose>>();
  for (const r of rows) byDate.set(r.date, (byDate.get(r.date) ?? new Map<string, DailyClose>()).set(r.code, r));
  // Only the sessions every line traded: a strategy comparing two lines needs both days' moves.
  const days = [...byDate.values()].filter((d) => d.size === strategy.lines.length);
  if (days.length < 2) return [];

  const fees = { rate: services.config.trading.feeRate, min: services.config.trading.feeMin };
  const minimum = new Decimal(services.config.trading.minOrderAmount);
  let cash = funds;
  const holdings = new Map<string, Decimal>();
  const equityAt = (day: Map<string, DailyClose>): Decimal =>
    [...holdings].reduce((sum, [code, qty]) => sum.plus(tradeValue(qty, day.get(code)!.close, perUnit.get(code)!, 'sell')), cash);
  const timeOf = (day: Map<string, DailyClose>): Date => new Date(Math.max(...[...day.values()].map((c) => new Date(c.upto).getTime())));
  const points: SimulatedPoint[] = [{ time: timeOf(days[0]!), equity: funds, nav: new Decimal(1) }];

  for (let i = 1; i < days.length; i++) {
    const day = days[i]!;
    const prev = days[i - 1]!;
    const quote = (code: string): Quote | undefined => {
      const c = day.get(code);
      const p = prev.get(code);
      if (!c || !p) return undefined;
      const at = new Date(c.upto);
      return {
        code,
        bid: c.close,
        ask: c.close,
        last: c.close,
        open: p.close,
        high: c.close,
        low: c.close,
        prev_close: p.close,
        volume: 0,
        time: at,
        source: 'simulated',
      };
    };
    const orders = strategy.decide({ cash, holdings: new Map(holdings), quote });
    for (const order of orders) {
      const close = day.get(order.code)!.close;
      const unit = perUnit.get(order.code)!;
      const decimals = instrumentOf(order.code)!.lot.quantity_decimals;
      if (order.side === 'buy') {
        const quantity = new Decimal(order.amount).div(new Decimal(close).times(unit)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
        const value = tradeValue(quantity, close, unit, 'buy');
        const fee = tradeFee(value, fees);
        // The terms the order path applies: the minimum, and what the cash holds.
        if (quantity.lte(0) || new Decimal(order.amount).lt(minimum) || value.plus(fee).gt(cash)) continue;
        cash = cash.minus(value).minus(fee);
        holdings.set(order.code, (holdings.get(order.code) ?? new Decimal(0)).plus(quantity));
      } else {
        const quantity = new Decimal(order.quantity);
        const value = tradeValue(quantity, close, unit, 'sell');
        cash = cash.plus(value).minus(tradeFee(value, fees));
        const left = (holdings.get(order.code) ?? new Decimal(0)).minus(quantity);
        if (left.gt(0)) holdings.set(order.code, left);
        else holdings.delete(order.code);
      }
    }
    const equity = equityAt(day);
    // No flows after the first day: the units are the funds, as the unit method would count them.
    points.push({ time: timeOf(day), equity, nav: equity.div(funds).toDecimalPlaces(12, Decimal.ROUND_HALF_UP) });
  }
  return points;
}

/** Writes the simulated points as the provider's snapshots, flagged simulated (no flow after the first; no posting seen). */
export async function writeSimulated(q: Queryable, providerId: string, funds: Decimal, points: readonly SimulatedPoint[]): Promise<void> {
  const params: unknown[] = [providerId, funds.toFixed()];
  const values = points.map((p, i) => {
    params.push(p.time, p.equity.toFixed(), p.nav.toFixed(), i === 0 ? funds.toFixed() : '0');
    const n = params.length;
    return `($1, $${n - 3}, $${n - 2}, $2, $${n - 1}, $${n}, 0, true)`;
  });
  if (values.length === 0) return;
  await q.query(
    `INSERT INTO follow_nav (provider_id, time, equity, units, nav, flow, last_posting, simulated) VALUES ${values.join(', ')}`,
    params,
  );
  await q.query('UPDATE follow_providers SET since = $2 WHERE id = $1', [providerId, points[0]!.time]);
}
