import type { Strategy } from './types';
import { dayChange, spend } from './day-change';

const LINES = ['ISF', 'IGLT'] as const;

/**
 * Rotates between U.K. equities (ISF, FTSE 100) and U.K. gilts (IGLT): holds whichever is stronger
 * on the day. Holding the weaker one, it sells it; holding neither, it buys the stronger with 90%
 * of the cash (one step per decision, so a sale's proceeds are in the account before the next buy).
 */
export const ukRotation: Strategy = {
  name: 'uk_rotation',
  lines: LINES,
  decide(view) {
    const quotes = LINES.map((code) => view.quote(code));
    if (!quotes[0] || !quotes[1]) return [];
    const leader = dayChange(quotes[0]).gte(dayChange(quotes[1])) ? LINES[0] : LINES[1];
    for (const code of LINES) {
      const held = view.holdings.get(code);
      if (held?.gt(0)) return code === leader ? [] : [{ side: 'sell', code, quantity: held.toFixed() }];
    }
    const amount = spend(view.cash, '0.9');
    return amount ? [{ side: 'buy', code: leader, amount }] : [];
  },
};
