import { connectRealtime, type RealtimeOptions } from './connectRealtime';

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

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** Live quotes for the app: one socket, codes followed by reference count, the latest tick of each. */
export interface LiveQuotes {
  /** The latest tick of a code since it was first followed, or undefined before one arrived. */
  get(code: string): LiveTick | undefined;
  /** Follows codes until the returned function is called; listener runs on every tick of any of them. */
  follow(codes: readonly string[], listener: () => void): () => void;
  /** Whether ticks are flowing; a widget may say "reconnecting" rather than show a frozen price as live. */
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
  /**
   * Another reader of the same socket (the bundle follower): every message and every (re)open, until
   * the returned function is called. Opens the socket, so an app holds one /ws connection, not two.
   */
  listen(handlers: { onMessage?(message: unknown): void; onOpen?(): void }): () => void;
  close(): void;
}

export type LiveQuotesOptions = Pick<RealtimeOptions, 'url' | 'WebSocketImpl' | 'delayMs' | 'maxDelayMs'>;

export function createLiveQuotes(options: LiveQuotesOptions): LiveQuotes {
  const counts = new Map<string, number>();
  const ticks = new Map<string, LiveTick>();
  const listeners = new Map<string, Set<() => void>>();
  const statusListeners = new Set<() => void>();
  const readers = new Set<{ onMessage?(message: unknown): void; onOpen?(): void }>();
  let status: LiveStatus = 'idle';
  let connection: ReturnType<typeof connectRealtime> | undefined;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const fn of [...statusListeners]) fn();
  };
  const followed = () => [...counts.keys()];

  // The socket opens with the first code followed: screens without live prices open none.
  const connect = () => {
    if (connection) return;
    setStatus('connecting');
    connection = connectRealtime({
      ...options,
      // Every (re)connection starts with no subscriptions on the server's side: send them all again.
      onOpen: () => {
        setStatus('open');
        const codes = followed();
        if (codes.length) connection?.send({ type: 'subscribe', codes });
        for (const reader of [...readers]) reader.onOpen?.();
      },
      onClose: () => setStatus('reconnecting'),
      onMessage: (message) => {
        for (const reader of [...readers]) reader.onMessage?.(message);
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
      connect();
      if (added.length) connection?.send({ type: 'subscribe', codes: added });
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
        if (removed.length) connection?.send({ type: 'unsubscribe', codes: removed });
      };
    },
    listen(handlers) {
      readers.add(handlers);
      connect();
      return () => void readers.delete(handlers);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    close() {
      connection?.close();
      connection = undefined;
      setStatus('idle');
    },
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

let appStore: LiveQuotes | undefined;

/** The app's own store: one socket to this origin's /ws, made on first use. */
export function appLiveQuotes(): LiveQuotes {
  if (!appStore) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    appStore = createLiveQuotes({ url: `${scheme}://${window.location.host}/ws` });
  }
  return appStore;
}

/**
 * Closes the app's store and forgets it, so the next use opens a fresh socket. The engine's tests
 * share one module graph across files (vitest isolate: false): each must start without the socket
 * an earlier file opened against its own fake.
 */
export function resetAppLiveQuotes(): void {
  appStore?.close();
  appStore = undefined;
}
