export interface RealtimeOptions {
  url: string;
  onMessage(message: unknown): void;
  /** Each (re)connection: messages sent while disconnected are lost, so the caller catches up here. */
  onOpen?(): void;
  WebSocketImpl?: typeof WebSocket;
  /** First retry delay; it doubles up to maxDelayMs. */
  delayMs?: number;
  maxDelayMs?: number;
}

/**
 * The app's realtime socket: JSON messages from the server, reconnecting with a growing pause when
 * the connection drops (a deploy, a network change), until close() is called.
 */
export function connectRealtime(options: RealtimeOptions): { close(): void } {
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
      try {
        options.onMessage(JSON.parse(String(event.data)) as unknown);
      } catch {
        // Not JSON: not for us.
      }
    };
    socket.onclose = () => {
      if (closed) return;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, max);
    };
  };
  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    },
  };
}
