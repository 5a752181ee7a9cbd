import type { Strategy } from './types';
import { spend } from './day-change';

/** Buys the U.S. total market (VTI) with 95% of the cash once, and holds it. */
export const buyAndHold: Strategy = {
  name: 'buy_and_hold',
  lines: ['VTI'],
  decide(view) {
    if ((view.holdings.get('VTI') ?? null)?.gt(0)) return [];
    const amount = spend(view.cash, '0.95');
    return amount ? [{ side: 'buy', code: 'VTI', amount }] : [];
  },
};
