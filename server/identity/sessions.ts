import type { Queryable } from '../db/types';
import type { Caller, Services } from '../services';
import { newToken, sha256 } from '../security/tokens';
import { forgetSessionDevices } from '../push/subscriptions';

export async function createSession(
  q: Queryable,
  services: Services,
  memberId: string,
  ip: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + services.config.sessionDays * 86_400_000);
  await q.query('INSERT INTO sessions (member_id, token_hash, created_at, expires_at, ip) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    sha256(token),
    now,
    expiresAt,
    ip,
  ]);
  return { token, expiresAt };
}

/** 'unknown' for a token never issued; 'ended' for one revoked or expired (the client hears 406). */
export async function resolveSession(services: Services, token: string): Promise<Caller | 'unknown' | 'ended'> {
  const { rows } = await services.db.query<{
    id: string;
    member_id: string;
    uid: string;
    expires_at: Date;
    revoked_at: Date | null;
    read_only: boolean;
    trade_unlocked_until: Date | null;
    verified: boolean;
    pay_set: boolean;
  }>(
    // The trading guards come with the session: an order then needs no read of its own for them.
    `SELECT s.id::text AS id, s.member_id::text AS member_id, m.uid, s.expires_at, s.revoked_at, s.read_only, s.trade_unlocked_until,
            EXISTS (SELECT 1 FROM realname_verifications v WHERE v.member_id = m.id AND v.status = 'passed') AS verified,
            m.pay_password_hash IS NOT NULL AS pay_set
       FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = $1`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.revoked_at || new Date(row.expires_at).getTime() <= services.clock.now().getTime()) return 'ended';
  return {
    memberId: row.member_id,
    uid: row.uid,
    sessionId: row.id,
    expiresAt: new Date(row.expires_at),
    ...(row.read_only ? { readOnly: true } : {}),
    ...(row.trade_unlocked_until ? { tradeUnlockedUntil: new Date(row.trade_unlocked_until) } : {}),
    mayTrade: { verified: row.verified, paySet: row.pay_set },
  };
}

/** Ends one session; its device stops hearing pushes (Web Push subscriptions are per session). */
export async function revokeSession(services: Services, sessionId: string): Promise<void> {
  await services.db.tx(async (q) => {
    await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, services.clock.now()]);
    await forgetSessionDevices(q, { sessionId });
  });
}

/** After a password change or reset every other session ends: a stolen token dies with the old password. */
export async function revokeMemberSessions(q: Queryable, memberId: string, now: Date, keepSessionId?: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL AND id::text <> $3', [
    memberId,
    now,
    keepSessionId ?? '',
  ]);
  await forgetSessionDevices(q, { memberId, exceptSessionId: keepSessionId });
}
