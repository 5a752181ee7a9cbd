import type { Queryable } from '../db/types';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { newToken, sha256 } from '../security/tokens';
import { mayAct, parseRoles, type Role } from './roles';
import type { StaffCaller } from './caller';

// Staff sessions are short: a review shift, not a month.
const STAFF_SESSION_HOURS = 12;

export async function createStaffSession(q: Queryable, services: Services, staffId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = services.clock.now();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await q.query('INSERT INTO staff_sessions (staff_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    staffId,
    sha256(token),
    now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/**
 * What a staff member whose password must still be replaced may call: the change itself, who is
 * signed in (the engine loads it when the session starts) and signing out.
 */
export const BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set(['ops/password', 'ops/me', 'ops/logout']);

/**
 * A staff token, looked up only among staff sessions: a member token never opens an operations call.
 * Missing or unknown -> 401; ended -> 406; a role that does not fit -> 403; a password that must
 * still be replaced -> 1009 unless `endpoint` is one of BEFORE_PASSWORD_CHANGE.
 */
export async function authenticateStaff(
  header: string | undefined,
  services: Services,
  allowed: readonly Role[],
  endpoint = '',
): Promise<StaffCaller> {
  const token = header?.trim().split(/\s+/).pop();
  if (!token || token.length < 20 || token.length > 200) throw new AppError(Codes.UNAUTHENTICATED, 'server.unauthenticated');
  const { rows } = await services.db.query<{
    id: string;
    staff_id: string;
    name: string;
    roles: string;
    expires_at: Date;
    revoked_at: Date | null;
    disabled_at: Date | null;
    must_change_password: boolean;
  }>(
    `SELECT s.id::text AS id, s.staff_id::text AS staff_id, t.name, t.roles, s.expires_at, s.revoked_at, t.disabled_at, t.must_change_password
       FROM staff_sessions s JOIN staff t ON t.id = s.staff_id WHERE s.token_hash = $1`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) throw new AppError(Codes.UNAUTHENTICATED, 'server.unauthenticated');
  if (row.revoked_at || row.disabled_at || new Date(row.expires_at).getTime() <= services.clock.now().getTime()) {
    throw new AppError(Codes.SESSION_ENDED, 'server.sessionEnded');
  }
  const roles = parseRoles(row.roles);
  if (!mayAct(roles, allowed)) throw new AppError(Codes.FORBIDDEN, 'server.forbidden');
  if (row.must_change_password && !BEFORE_PASSWORD_CHANGE.has(endpoint))
    throw new AppError(Codes.PASSWORD_CHANGE_REQUIRED, 'server.passwordChangeRequired');
  return { staffId: row.staff_id, name: row.name, roles, sessionId: row.id };
}

/** Ends every open session of a staff member (new roles or a disabled account take effect at once). */
export async function revokeStaffSessions(q: Queryable, staffId: string, at: Date): Promise<void> {
  await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [staffId, at]);
}

/** Ends every open session of a staff member but the one in use. */
export async function revokeOtherStaffSessions(q: Queryable, staffId: string, keepSessionId: string, at: Date): Promise<void> {
  await q.query('UPDATE staff_sessions SET revoked_at = $3 WHERE staff_id = $1 AND id <> $2 AND revoked_at IS NULL', [
    staffId,
    keepSessionId,
    at,
  ]);
}

/** Ends one session (signing out). */
export async function revokeStaffSession(q: Queryable, sessionId: string, at: Date): Promise<void> {
  await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
}
