import { instrumentOf } from '@core/market/instruments';
import { isOpen } from '@core/market/calendar';
import type { Quote } from './market-data';

/**
 * Whether a quote is too old to show as current or to fill an order on: during its exchange's
 * session, older than staleSeconds (MARKET_STALE_SECONDS). Outside the session a line shows its
 * last close, which is not stale (nothing trades then; orders refuse a closed market anyway). No
 * quote at all is stale.
 */
export function isStale(quote: Quote | undefined, now: Date, staleSeconds: number): boolean {
  if (!quote) return true;
  const inst = instrumentOf(quote.code);
  if (!inst) return true;
  if (quote.time > now) return false;
  // The market's status is kept per market until its next session boundary (calendar.ts): a quote
  // list asks once per line, and sessionAt's time-zone conversion was 12% of etf/list's CPU.
  if (!isOpen(inst.market, now)) return false;
  return now.getTime() - quote.time.getTime() > staleSeconds * 1000;
}
