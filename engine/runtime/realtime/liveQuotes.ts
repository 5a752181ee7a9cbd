import type { AppRealtime, RealtimeStatus } from './appRealtime';

/**
 * The latest tick of one line, as /ws sends it: prices are the source's decimal strings in the
 * line's quote currency (never parsed into floats here), change is last minus the previous close,
 * change_rate its ratio ("0.0125" is 1.25%), time when the source priced it (ISO 8601), and source
 * the label to show beside the price.
 */
export interface LiveTick {
  code: string;
  bid: string;
  ask: string;
  last: string;
  change: string;
  change_rate: string;
  time: string;
  source: string;
}

export type LiveStatus = RealtimeStatus;

/** Live quotes for the app: codes followed by reference count over the app's socket, the latest tick of each. */
export interface LiveQuotes {
  /** The latest tick of a code since it was first followed, or undefined before one arrived. */
  get(code: string): LiveTick | undefined;
  /** Follows codes until the returned function is called; listener runs on every tick of any of them. */
  follow(codes: readonly string[], listener: () => void): () => void;
  /** Whether ticks are flowing; a widget may say "reconnecting" rather than show a frozen price as live. */
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
}

export function createLiveQuotes(realtime: AppRealtime): LiveQuotes {
  const counts = new Map<string, number>();
  const ticks = new Map<string, LiveTick>();
  const listeners = new Map<string, Set<() => void>>();
  let listening = false;

  // The socket opens with the first code followed: screens without live prices open none.
  const listen = () => {
    if (listening) return;
    listening = true;
    realtime.listen({
      // Every (re)connection starts with no subscriptions on the server's side: send them all again.
      onOpen: () => {
        const codes = [...counts.keys()];
        if (codes.length) realtime.send({ type: 'subscribe', codes });
      },
      onMessage: (message) => {
        if (!isTick(message)) return;
        // Only codes still followed: a tick already in flight after an unsubscribe is dropped.
        if (!counts.has(message.code)) return;
        const last = ticks.get(message.code);
        // A reconnect's snapshot may be older than a tick already shown: time only moves forward.
        if (last && Date.parse(last.time) > Date.parse(message.time)) return;
        ticks.set(message.code, message);
        for (const fn of [...(listeners.get(message.code) ?? [])]) fn();
      },
    });
  };

  return {
    get: (code) => ticks.get(code),
    follow(codes, listener) {
      const unique = [...new Set(codes)];
      const added: string[] = [];
      for (const code of unique) {
        const n = counts.get(code) ?? 0;
        counts.set(code, n + 1);
        if (n === 0) added.push(code);
        let set = listeners.get(code);
        if (!set) listeners.set(code, (set = new Set()));
        set.add(listener);
      }
      listen();
      if (added.length) realtime.send({ type: 'subscribe', codes: added });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const removed: string[] = [];
        for (const code of unique) {
          listeners.get(code)?.delete(listener);
          const n = (counts.get(code) ?? 1) - 1;
          if (n > 0) counts.set(code, n);
          else {
            counts.delete(code);
            listeners.delete(code);
            ticks.delete(code);
            removed.push(code);
          }
        }
        if (removed.length) realtime.send({ type: 'unsubscribe', codes: removed });
      };
    },
    // Before the first follow the socket may be open for others (publications): quotes are idle till then.
    status: () => (listening ? realtime.status() : 'idle'),
    onStatus: (listener) => realtime.onStatus(listener),
  };
}

const PRICE = /^-?[0-9]+(\.[0-9]+)?$/;

/** A tick as the server sends it; anything else on the socket (bundle, subscribed, error) is not one. */
function isTick(message: unknown): message is LiveTick {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Record<string, unknown>;
  return (
    m.type === 'tick' &&
    typeof m.code === 'string' &&
    ['bid', 'ask', 'last', 'change', 'change_rate'].every((k) => typeof m[k] === 'string' && PRICE.test(m[k])) &&
    typeof m.time === 'string' &&
    !Number.isNaN(Date.parse(m.time)) &&
    typeof m.source === 'string'
  );
}
