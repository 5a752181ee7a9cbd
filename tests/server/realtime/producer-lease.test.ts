import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisProducerLease, type ProducerLease } from '@server/realtime/producer-lease';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the producer lease in Redis', () => {
  const prefix = `meridian-test-${crypto.randomBytes(4).toString('hex')}`;
  const redis = new Redis(REDIS_URL);
  const leases: ProducerLease[] = [];
  afterAll(async () => {
    for (const lease of leases) await lease.close();
    await redis.del(`${prefix}:ticks:producer`);
    await redis.quit();
  });

  it('one holder at a time; a holder that died without letting go is replaced once its lease expires', async () => {
    // A holder that crashed: its key is there, nobody renews it, and it expires in 1.5 s.
    await redis.set(`${prefix}:ticks:producer`, 'crashed-instance', 'PX', 1500);
    const a = await redisProducerLease(REDIS_URL, prefix);
    const b = await redisProducerLease(REDIS_URL, prefix);
    leases.push(a, b);
    expect([a.held(), b.held()]).toEqual([false, false]);
    // Both try again every 2 s: after the expiry exactly one of them holds it.
    const deadline = Date.now() + 6_000;
    while (!a.held() && !b.held()) {
      if (Date.now() > deadline) throw new Error('nobody took the expired lease within 6 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(a.held() !== b.held()).toBe(true);
    // And it stays that way across renewals.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(a.held() !== b.held()).toBe(true);
    const holder = a.held() ? a : b;
    const other = holder === a ? b : a;
    await holder.close();
    leases.splice(leases.indexOf(holder), 1);
    const handover = Date.now() + 4_000;
    while (!other.held()) {
      if (Date.now() > handover) throw new Error('the lease released on close was not taken within 4 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 20_000);
});
