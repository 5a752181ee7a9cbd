import type { Strategy } from './types';
import { dayChange, spend } from './day-change';

const STRETCH = '0.003';

/** Bets on the Nasdaq-100 (QQQ) coming back: buys with 90% of the cash after a 0.3% fall on the day, sells after a 0.3% rise. */
export const meanReversion: Strategy = {
  name: 'mean_reversion',
  lines: ['QQQ'],
  decide(view) {
    const quote = view.quote('QQQ');
    if (!quote) return [];
    const change = dayChange(quote);
    const held = view.holdings.get('QQQ');
    if (held?.gt(0)) return change.gte(STRETCH) ? [{ side: 'sell', code: 'QQQ', quantity: held.toFixed() }] : [];
    const amount = change.lte(`-${STRETCH}`) ? spend(view.cash, '0.9') : null;
    return amount ? [{ side: 'buy', code: 'QQQ', amount }] : [];
  },
};
