import { Redis } from 'ioredis';
import { localFanOut, type Bus, type RealtimeMessage } from './bus';

/**
 * Fan-out across instances: publish goes to one Redis channel and every instance, the publisher
 * included, delivers what the channel sends to its own sockets. So a tick reaches every app once,
 * whichever instance produced it, and in the order Redis received it. Two connections: one in
 * subscriber mode can send nothing else.
 */
export async function createRedisBus(url: string, prefix: string): Promise<Bus> {
  const channel = `${prefix}:realtime`;
  const local = localFanOut();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true });
  // ioredis reconnects by itself and resubscribes; a logged error is all an outage needs here.
  const report = (err: Error) => console.error(`realtime redis: ${err.message}`);
  pub.on('error', report);
  sub.on('error', report);
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message) local.deliver(message);
  });
  await sub.subscribe(channel);
  return {
    publish(message) {
      // A publish lost while Redis is away is a tick the next one replaces: not worth a queue.
      pub.publish(channel, JSON.stringify(message)).catch(report);
    },
    deliver: local.deliver,
    subscribe: local.subscribe,
    async close() {
      await Promise.all([sub.quit().catch(() => sub.disconnect()), pub.quit().catch(() => pub.disconnect())]);
    },
  };
}

/** What the channel carries is ours, but a foreign or older publisher must not crash the delivery. */
function parseMessage(text: string): RealtimeMessage | undefined {
  try {
    const value = JSON.parse(text) as { type?: unknown };
    if (value && (value.type === 'tick' || value.type === 'bundle')) return value as RealtimeMessage;
  } catch {
    // Not JSON: dropped.
  }
  return undefined;
}
