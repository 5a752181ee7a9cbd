import { connectRealtime, type RealtimeConnection, type RealtimeOptions } from './connectRealtime';

/** Opens a socket with these handlers: this origin's /ws in the app, a stand-in in stories and tests. */
export type RealtimeConnect = (handlers: Pick<RealtimeOptions, 'onMessage' | 'onOpen' | 'onClose'>) => RealtimeConnection;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface RealtimeListener {
  onMessage?(message: unknown): void;
  /** Each (re)open: the server has forgotten this socket's subscriptions and sign-in; send them again. */
  onOpen?(): void;
  onClose?(): void;
}

/**
 * The app's one realtime connection (/ws): quotes, publications, the chat and the studio's presence
 * read the same socket. It opens when the first reader comes and stays open while the app runs.
 */
export interface AppRealtime {
  /** Every message and every (re)open and drop, until the returned function is called. */
  listen(listener: RealtimeListener): () => void;
  /** Sends a JSON message if the socket is open; false when it is not (onOpen is where to send again). */
  send(message: unknown): boolean;
  status(): RealtimeStatus;
  onStatus(listener: () => void): () => void;
  /**
   * Signs the socket in with a session token (the chat and the studio need an identity; quotes do
   * not) until the returned function is called, again on every reconnection. The newest holder's
   * token is the one in force; when the last holder lets go the socket signs out, so nothing meant
   * for that identity reaches it afterwards.
   */
  signIn(token: string): () => void;
  close(): void;
}

/** This origin's /ws (wss on https). */
export function originConnect(options: Pick<RealtimeOptions, 'WebSocketImpl' | 'delayMs' | 'maxDelayMs'> = {}): RealtimeConnect {
  return (handlers) => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return connectRealtime({ url: `${scheme}://${window.location.host}/ws`, ...options, ...handlers });
  };
}

export function createAppRealtime(connect: RealtimeConnect): AppRealtime {
  const listeners = new Set<RealtimeListener>();
  const statusListeners = new Set<() => void>();
  // Holders of an identity, oldest first; each entry is its own object so equal tokens count twice.
  const holders: { token: string }[] = [];
  let status: RealtimeStatus = 'idle';
  let connection: RealtimeConnection | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const fn of [...statusListeners]) fn();
  };
  const current = () => holders.at(-1)?.token;
  const send = (message: unknown) => connection?.send(message) ?? false;

  const open = () => {
    if (connection) return;
    setStatus('connecting');
    connection = connect({
      onOpen: () => {
        setStatus('open');
        // Sign in before the readers resubscribe, so an identity-bound reader's first answer is the auth.
        const token = current();
        if (token) send({ type: 'auth', token });
        for (const l of [...listeners]) l.onOpen?.();
      },
      onClose: () => {
        setStatus('reconnecting');
        for (const l of [...listeners]) l.onClose?.();
      },
      onMessage: (message) => {
        for (const l of [...listeners]) l.onMessage?.(message);
      },
    });
  };

  return {
    listen(listener) {
      listeners.add(listener);
      open();
      return () => void listeners.delete(listener);
    },
    send,
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    signIn(token) {
      const hold = { token };
      holders.push(hold);
      open();
      send({ type: 'auth', token });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const before = current();
        holders.splice(holders.indexOf(hold), 1);
        const after = current();
        if (after === undefined) send({ type: 'signout' });
        else if (after !== before) send({ type: 'auth', token: after });
      };
    },
    close() {
      connection?.close();
      connection = undefined;
      setStatus('idle');
    },
  };
}
