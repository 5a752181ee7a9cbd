import webpush from 'web-push';
import type { Db, Queryable } from '../db/types';
import type { Config } from '../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cached = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The key pair that signs every push (VAPID, RFC 8292). Configured (VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY) or else generated once and kept in push_vapid, so all instances and restarts
 * sign with the key browsers subscribed with. Two instances generating at once: the first insert
 * wins and both read it back.
 */
export function vapidKeys(db: Db, config: Pick<Config, 'push'>): Promise<VapidKeys> {
  const subject = config.push.subject;
  if (config.push.vapid) return Promise.resolve({ ...config.push.vapid, subject });
  let keys = cached.get(db);
  if (!keys) {
    keys = storedKeys(db, subject);
    cached.set(db, keys);
    keys.catch(() => cached.delete(db));
  }
  return keys;
}

/**
 * The signing keys as a job running in a transaction reads them: through its own connection (on
 * PGlite, one connection, a query on the pool would wait for this very transaction), and never
 * generated there. A device can only hold a subscription made with the published key, so the row
 * exists and is committed whenever there is something to push; it is cached as vapidKeys caches it.
 */
export async function signingKeys(q: Queryable, db: Db, config: Pick<Config, 'push'>): Promise<VapidKeys> {
  const subject = config.push.subject;
  if (config.push.vapid) return { ...config.push.vapid, subject };
  const known = cached.get(db);
  if (known) return known;
  const { rows } = await q.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid WHERE id = 1',
  );
  const row = rows[0];
  if (!row) throw new Error('push: no VAPID key pair stored yet');
  const keys = { publicKey: row.public_key, privateKey: row.private_key, subject };
  cached.set(db, Promise.resolve(keys));
  return keys;
}

async function storedKeys(db: Db, subject: string): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db.query(`INSERT INTO push_vapid (id, public_key, private_key, created_at) VALUES (1, $1, $2, now()) ON CONFLICT (id) DO NOTHING`, [
    fresh.publicKey,
    fresh.privateKey,
  ]);
  const { rows } = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid WHERE id = 1',
  );
  const row = rows[0]!;
  return { publicKey: row.public_key, privateKey: row.private_key, subject };
}
