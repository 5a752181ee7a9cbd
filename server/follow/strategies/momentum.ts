import type { Strategy } from './types';
import { dayChange, spend } from './day-change';

/** Threshold of the day's move that counts as a trend. */
const TREND = '0.003';

/** Follows the S&P 500 (SPY): in with 90% of the cash when it is up 0.3% on the day, out when it is down 0.3%. */
export const momentum: Strategy = {
  name: 'momentum',
  lines: ['SPY'],
  decide(view) {
    const quote = view.quote('SPY');
    if (!quote) return [];
    const change = dayChange(quote);
    const held = view.holdings.get('SPY');
    if (held?.gt(0)) return change.lte(-TREND) ? [{ side: 'sell', code: 'SPY', quantity: held.toFixed() }] : [];
    const amount = change.gte(TREND) ? spend(view.cash, '0.9') : null;
    return amount ? [{ side: 'buy', code: 'SPY', amount }] : [];
  },
};
