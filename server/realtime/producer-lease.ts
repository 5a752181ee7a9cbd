import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** Whether this instance is the one whose market data source feeds the shared tick stream. */
export interface ProducerLease {
  held(): boolean;
  close(): Promise<void>;
}

/** One instance alone: it is the producer. */
export const soleProducer: ProducerLease = { held: () => true, close: async () => undefined };

const TTL_MS = 6_000;
const RENEW_MS = 2_000;

// Extend the lease only if it is still ours, in one step: a GET then PEXPIRE could extend a lease
// another instance took in between. (A Redis server-side script, not code run in this process.)
const RENEW_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * With several instances, every one runs a market data source but only the holder of a Redis lease
 * publishes its ticks, so apps never hear two streams. The lease lives TTL_MS and its holder renews
 * it every RENEW_MS; when the holder dies another instance takes it within TTL_MS + RENEW_MS.
 * The holder stops publishing as soon as a renewal fails, before the lease could pass to another.
 */
export async function redisProducerLease(url: string, prefix: string, onChange?: (held: boolean) => void): Promise<ProducerLease> {
  const key = `${prefix}:ticks:producer`;
  const id = crypto.randomUUID();
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', (err: Error) => console.error(`realtime lease: ${err.message}`));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw err;
  }
  let held = false;
  let heldUntil = 0;
  const set = (value: boolean) => {
    if (value !== held) onChange?.(value);
    held = value;
  };
  const attempt = async () => {
    const started = Date.now();
    try {
      const ok = held
        ? (await redis.call('EVAL', RENEW_SCRIPT, '1', key, id, String(TTL_MS))) === 1
        : (await redis.set(key, id, 'PX', TTL_MS, 'NX')) === 'OK';
      if (ok) heldUntil = started + TTL_MS;
      set(ok);
    } catch {
      set(false);
    }
  };
  await attempt();
  const timer = setInterval(() => void attempt(), RENEW_MS);
  timer.unref();
  return {
    // Past its expiry a lease is not trusted even if no renewal has answered yet (Redis unreachable).
    held: () => held && Date.now() < heldUntil,
    async close() {
      clearInterval(timer);
      if (held)
        await redis
          .call('EVAL', `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`, '1', key, id)
          .catch(() => 0);
      held = false;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
