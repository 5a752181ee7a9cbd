import type { Queryable } from '../db/types';
import type { Caller, Services } from '../services';
import { AppError, Codes } from '../errors';
import { verifyPayPassword } from './pay-password';

/**
 * Pay once, trade for a while (as brokers' "unlock trade"): a confirmed payment password unlocks
 * trading on the session it was typed in for TRADE_UNLOCK_MINUTES, sliding with each order and never
 * past the session's end. An order without the password then compares a time that came with the
 * session's own read (server/member/sessions.ts) instead of running argon2 (about 25 CPU ms, the
 * largest part of an order's cost). Only ETF orders take the unlock: withdrawals, new destinations,
 * purchases and security changes still ask every time. The unlock ends at logout (the session ends),
 * on a change of the login or payment password (every session of the member), and on etf/trade_lock.
 */
export async function payForTrade(services: Services, caller: Caller, plain: string | undefined): Promise<void> {
  const now = services.clock.now();
  if (plain === undefined) {
    const until = caller.tradeUnlockedUntil;
    if (!until || until.getTime() <= now.getTime()) throw new AppError(Codes.TRADE_LOCKED, 'server.tradeLocked');
    // The slide is written at most once a minute: an order a second costs no extra write.
    if (until.getTime() < unlockEnd(services, caller, now).getTime() - 60_000) await slideUnlock(services, caller, now);
    return;
  }
  // Wrong passwords count and lock exactly as everywhere else.
  await verifyPayPassword(services, caller.memberId, plain);
  await unlockTrade(services, caller, now);
}

function unlockEnd(services: Services, caller: Caller, now: Date): Date {
  const end = now.getTime() + services.config.limits.tradeUnlockMinutes * 60_000;
  return new Date(caller.expiresAt ? Math.min(end, caller.expiresAt.getTime()) : end);
}

async function unlockTrade(services: Services, caller: Caller, now: Date): Promise<void> {
  await services.db.query('UPDATE sessions SET trade_unlocked_until = $2 WHERE id = $1 AND revoked_at IS NULL', [
    caller.sessionId,
    unlockEnd(services, caller, now),
  ]);
}

/**
 * Moves a standing unlock on. Only while it stands: an order that read the session before a lock
 * (etf/trade_lock, a password change) and slides after it must not undo that lock.
 */
async function slideUnlock(services: Services, caller: Caller, now: Date): Promise<void> {
  await services.db.query(
    'UPDATE sessions SET trade_unlocked_until = $2 WHERE id = $1 AND revoked_at IS NULL AND trade_unlocked_until > $3',
    [caller.sessionId, unlockEnd(services, caller, now), now],
  );
}

/** etf/trade_lock: the member ends the unlock on this session. */
export async function lockTrade(services: Services, caller: Caller): Promise<void> {
  await services.db.query('UPDATE sessions SET trade_unlocked_until = NULL WHERE id = $1', [caller.sessionId]);
}

/** A changed login or payment password ends the unlock on every session of the member, this one included. */
export async function lockMemberTrade(q: Queryable, memberId: string): Promise<void> {
  await q.query('UPDATE sessions SET trade_unlocked_until = NULL WHERE member_id = $1 AND trade_unlocked_until IS NOT NULL', [memberId]);
}

/** Until when trading is unlocked on this session, in unix seconds (null: locked), for market/trade_conf. */
export function tradeUnlockedUntil(services: Services, caller: Caller | null): number | null {
  const until = caller?.tradeUnlockedUntil;
  if (!until || until.getTime() <= services.clock.now().getTime()) return null;
  return Math.floor(until.getTime() / 1000);
}
