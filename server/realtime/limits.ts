// The bounds of one /ws socket (server/realtime/subscriptions.ts), in one place for the hub and the
// route that opens sockets.
export const LIMITS = {
  /** Codes one socket may follow at once: a watchlist or a positions list, not the market. */
  maxCodes: 64,
  /** A client message larger than this closes the socket (ws answers 1009). 64 codes fit in ~1 KiB. */
  maxMessageBytes: 4096,
  /** A socket whose unsent bytes exceed this misses ticks (the next one replaces them) until it drains. */
  skipAboveBytes: 64 * 1024,
  /** Ticks missed in a row before a socket that does not drain is closed (1013: try again later). */
  maxSkippedInARow: 500,
};
