import type { Decorator } from '@storybook/react-vite';
import Decimal from 'decimal.js';
import type { LiveTick } from '@engine/runtime/realtime/liveQuotes';
import { LiveQuotesContext } from '@engine/context/useLiveQuotes';
import { fixedLiveQuotes } from './liveQuotes';

/**
 * Live quotes for a screen story, with no socket: the story's screen follows these ticks (or none:
 * its rows show the server's figures, as before a first tick). Without it a screen with a LiveQuote
 * would open a socket to Storybook's own server, which has no /ws.
 */
export function withTicks(ticks: LiveTick[], status: 'open' | 'reconnecting' = 'open'): Decorator {
  const store = fixedLiveQuotes(ticks, status);
  return (Story) => (
    <LiveQuotesContext.Provider value={store}>
      <Story />
    </LiveQuotesContext.Provider>
  );
}

/**
 * A tick derived from a recorded line: its price moved by `move` (a fraction, "0.01" is +1%), a
 * one-cent spread around it, at `time`. The recording holds one moment; a tick after it is derived.
 */
export function movedTick(
  line: { code: string; price: string; change?: string | null; source: string | null },
  move: string,
  time: string,
): LiveTick {
  const base = new Decimal(line.price);
  const last = base.times(new Decimal(1).plus(move)).toDecimalPlaces(2);
  // The day's change runs from the previous close (price less the recorded change).
  const prevClose = base.minus(line.change ?? 0);
  const change = last.minus(prevClose);
  return {
    code: line.code,
    bid: last.minus('0.01').toFixed(2),
    ask: last.plus('0.01').toFixed(2),
    last: last.toFixed(2),
    change: change.toFixed(2),
    change_rate: change.div(prevClose).toDecimalPlaces(8).toFixed(),
    time,
    source: line.source ?? 'Simulated',
  };
}
