/**
 * One tick of one line as the socket sends it. Prices are the source's decimal strings in the
 * line's quote currency; change is last minus the previous close and change_rate its ratio to the
 * previous close ("0.0125" for 1.25%); time is when the source priced it (ISO 8601, milliseconds).
 */
export interface TickMessage {
  type: 'tick';
  code: string;
  bid: string;
  ask: string;
  last: string;
  change: string;
  change_rate: string;
  time: string;
  source: string;
}

/**
 * A chat event for the sockets signed in as one member (`member`, sent to that member's sockets
 * only) and for support staff's sockets (`staff`). Each part is what those sockets receive, as is;
 * memberId never leaves the server.
 */
export interface ChatBusMessage {
  type: 'chat';
  memberId: string | null;
  member?: Record<string, unknown>;
  staff?: Record<string, unknown>;
}

/** A studio change's step, for the screen editors who have the change open (an approval: its page reloads). */
export interface DraftMessage {
  type: 'draft';
  draft: number;
  event: 'approved';
}

/** What the realtime socket tells open apps. */
export type RealtimeMessage = { type: 'bundle'; version: number } | TickMessage | ChatBusMessage | DraftMessage;

export interface Bus {
  /** To the sockets of every instance: through Redis when REDIS_URL is set, else this one's. */
  publish(message: RealtimeMessage): void;
  /**
   * To this instance's sockets only, for an event every instance already hears on its own (a
   * bundle publish reaches each one through the database's NOTIFY): sending it through Redis too
   * would tell every app twice.
   */
  deliver(message: RealtimeMessage): void;
  subscribe(fn: (message: RealtimeMessage) => void): () => void;
  close(): Promise<void>;
}

/** The subscribers of one instance: what both buses hand their messages to. */
export function localFanOut(): { deliver(message: RealtimeMessage): void; subscribe(fn: (message: RealtimeMessage) => void): () => void } {
  const subscribers = new Set<(message: RealtimeMessage) => void>();
  return {
    deliver(message) {
      for (const fn of subscribers) fn(message);
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    },
  };
}

/** One instance alone (no REDIS_URL): publishing is delivering to its own sockets. */
export function createBus(): Bus {
  const local = localFanOut();
  return { publish: local.deliver, deliver: local.deliver, subscribe: local.subscribe, close: async () => undefined };
}
