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
  // No offline queue on the publisher: while Redis is away a tick is dropped (the next one replaces
  // it) instead of piling up in memory until Redis is back.
  const pub = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { lazyConnect: true });
  // ioredis reconnects by itself and resubscribes. One line per outage, not one per dropped tick.
  let reported = false;
  const report = (err: Error) => {
    if (reported) return;
    reported = true;
    console.error(`realtime redis: ${err.message} (ticks are dropped until it is back)`);
  };
  pub.on('ready', () => (reported = false));
  pub.on('error', report);
  sub.on('error', report);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    // Unreachable at start: refuse to start rather than serve apps a stream that never comes.
    pub.disconnect();
    sub.disconnect();
    throw new Error(`REDIS_URL ${redactedUrl(url)}: ${(err as Error).message}`);
  }
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
    if (value && (value.type === 'tick' || value.type === 'bundle' || value.type === 'chat' || value.type === 'draft'))
      return value as RealtimeMessage;
  } catch {
    // Not JSON: dropped.
  }
  return undefined;
}

/** The URL without its password, for an error message. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}
