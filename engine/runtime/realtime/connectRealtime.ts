export interface RealtimeOptions {
  url: string;
  onMessage(message: unknown): void;
  /** Each (re)connection: messages sent while disconnected are lost, so the caller catches up here. */
  onOpen?(): void;
  /** Each drop, before the pause and the next attempt. */
  onClose?(): void;
  WebSocketImpl?: typeof WebSocket;
  /** First retry delay; it doubles up to maxDelayMs. */
  delayMs?: number;
  maxDelayMs?: number;
}

export interface RealtimeConnection {
  /** Sends a JSON message if the socket is open; false when it is not (onOpen is where to send again). */
  send(message: unknown): boolean;
  close(): void;
}

/**
 * The app's realtime socket: JSON messages from the server, reconnecting with a growing pause when
 * the connection drops (a deploy, a network change), until close() is called.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  const first = options.delayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  let delay = first;
  let closed = false;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (closed || !Impl) return;
    socket = new Impl(options.url);
    socket.onopen = () => {
      delay = first;
      options.onOpen?.();
    };
    socket.onmessage = (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data)) as unknown;
      } catch {
        return; // Not JSON: not for us.
      }
      // Outside the try: a failing handler is a bug to surface, not a message to ignore.
      options.onMessage(message);
    };
    socket.onclose = () => {
      if (closed) return;
      options.onClose?.();
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, max);
    };
  };
  open();
  return {
    send(message) {
      // WebSocket.OPEN is 1; read from the instance's constants would need the real class in tests.
      if (!socket || socket.readyState !== 1) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    },
  };
}
