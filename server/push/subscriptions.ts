import type { Queryable } from '../db/types';
import type { Caller } from '../services';
import { AppError, Codes } from '../errors';
import { isLoopback } from '../config';
import { eventFlags, type PushEvent } from '../notices/push-events';

export interface DeviceSubscription {
  endpoint: string;
  /** The browser's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes), base64url as PushSubscription.toJSON gives them. */
  p256dh: string;
  auth: string;
  events: Record<string, boolean>;
}

/**
 * A push endpoint the server will POST to: https only (the browsers' push services), or an http
 * loopback address where the config allows it (the suites' stand-in). Anything else would let a
 * member point the server's requests at an address of their choosing.
 */
export function checkEndpoint(endpoint: string, loopbackAllowed: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError(Codes.RULE, 'server.push.endpointInvalid');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const ok =
    url.protocol === 'https:' ? !isLoopback(host) || loopbackAllowed : url.protocol === 'http:' && loopbackAllowed && isLoopback(host);
  if (!ok || url.username !== '' || url.password !== '') throw new AppError(Codes.RULE, 'server.push.endpointInvalid');
}

/** The keys must be what a browser makes: an uncompressed P-256 point and a 16-byte secret; otherwise encryption would fail at every send. */
export function checkKeys(p256dh: string, auth: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  const secret = Buffer.from(auth, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || secret.length !== 16) throw new AppError(Codes.RULE, 'server.push.keysInvalid');
}

/**
 * Subscribes this device for the caller's session. One session is one device: a new endpoint
 * replaces the session's old one. An endpoint already held by another member's live session is
 * refused (a member cannot take over, or silence, someone else's device); one left by an ended
 * session is taken over, since the browser keeps its subscription across accounts.
 */
export async function subscribeDevice(
  q: Queryable,
  caller: Caller,
  sub: DeviceSubscription,
  lan: string | undefined,
  now: Date,
): Promise<void> {
  await q.query('DELETE FROM push_subscriptions WHERE session_id = $1 AND endpoint <> $2', [caller.sessionId, sub.endpoint]);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO push_subscriptions (member_id, session_id, endpoint, p256dh, auth, events, lan, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (endpoint) DO UPDATE SET member_id = EXCLUDED.member_id, session_id = EXCLUDED.session_id, p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth, events = EXCLUDED.events, lan = EXCLUDED.lan, created_at = EXCLUDED.created_at
     WHERE push_subscriptions.member_id = EXCLUDED.member_id
        OR NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = push_subscriptions.session_id AND s.revoked_at IS NULL AND s.expires_at > $8)
     RETURNING id::text AS id`,
    [caller.memberId, caller.sessionId, sub.endpoint, sub.p256dh, sub.auth, JSON.stringify(eventFlags(sub.events)), lan ?? null, now],
  );
  if (rows.length === 0) throw new AppError(Codes.CONFLICT, 'server.push.endpointTaken');
}

/** This session's device, if it is subscribed. */
export async function deviceOf(q: Queryable, sessionId: string): Promise<{ events: Record<PushEvent, boolean> } | undefined> {
  const { rows } = await q.query<{ events: unknown }>('SELECT events FROM push_subscriptions WHERE session_id = $1 LIMIT 1', [sessionId]);
  return rows[0] ? { events: eventFlags(typeof rows[0].events === 'string' ? JSON.parse(rows[0].events) : rows[0].events) } : undefined;
}

/** Sets which events this session's device is pushed (and the language it reads); false when it is not subscribed. */
export async function setDeviceEvents(
  q: Queryable,
  sessionId: string,
  events: Record<string, boolean>,
  lan: string | undefined,
): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE push_subscriptions SET events = $2, lan = COALESCE($3, lan) WHERE session_id = $1 RETURNING id::text AS id',
    [sessionId, JSON.stringify(eventFlags(events)), lan ?? null],
  );
  return rows.length > 0;
}

/** Ends pushes to the devices of these sessions (logout, sessions revoked after a password change). */
export async function forgetSessionDevices(
  q: Queryable,
  where: { sessionId: string } | { memberId: string; exceptSessionId?: string },
): Promise<void> {
  if ('sessionId' in where) {
    await q.query('DELETE FROM push_subscriptions WHERE session_id = $1', [where.sessionId]);
    return;
  }
  await q.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND session_id::text <> $2', [
    where.memberId,
    where.exceptSessionId ?? '',
  ]);
}
