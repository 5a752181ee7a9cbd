/** What the realtime socket tells open apps. */
export type RealtimeMessage = { type: 'bundle'; version: number };

export interface Bus {
  publish(message: RealtimeMessage): void;
  subscribe(fn: (message: RealtimeMessage) => void): () => void;
}

/** In-process fan-out to this instance's sockets; the database's NOTIFY feeds it from every instance. */
export function createBus(): Bus {
  const subscribers = new Set<(message: RealtimeMessage) => void>();
  return {
    publish(message) {
      for (const fn of subscribers) fn(message);
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}
