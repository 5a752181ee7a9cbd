import type { Quote } from '@server/market/market-data';

/** A quote of a line as a source would give it, bid and ask a cent either side of last. */
export function quoteOf(code: string, last: string, time: Date, prevClose = '500.00'): Quote {
  const cents = Math.round(Number(last) * 100);
  const price = (c: number) => (c / 100).toFixed(2);
  return {
    code,
    bid: price(cents - 1),
    ask: price(cents + 1),
    last,
    open: prevClose,
    high: last,
    low: last,
    prev_close: prevClose,
    volume: 100,
    time,
    source: 'Fed',
  };
}

/** Reads a socket's messages until one matches, skipping the rest; the socket's own time limit bounds it. */
export async function until<T>(
  next: () => Promise<{ at: number; message: unknown }>,
  match: (m: T) => boolean,
): Promise<{ at: number; message: T }> {
  for (;;) {
    const got = (await next()) as { at: number; message: T };
    if (match(got.message)) return got;
  }
}
