import crypto from 'node:crypto';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { assertPasswordStrength, hashPassword } from '../security/passwords';
import { parseRoles, type Role } from './roles';
import { writeAudit } from '../audit/audit';
import { clearAccountFailures } from '../security/login-throttle';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: string;
  disabled_at: Date | null;
}

/**
 * One staff row; the password is already hashed. Answers its id. Whoever chose that password, it is
 * not the person's own: they must replace it at their first sign-in (must_change_password).
 */
export async function insertStaff(
  q: Queryable,
  s: { email: string; name: string; passwordHash: string; roles: readonly Role[]; at: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO staff (email, name, password_hash, roles, created_at, must_change_password) VALUES ($1, $2, $3, $4, $5, true) RETURNING id::text AS id',
    [s.email.trim().toLowerCase(), s.name, s.passwordHash, s.roles.join(','), s.at],
  );
  return rows[0]!.id;
}

export async function createStaff(
  services: Services,
  s: { email: string; name: string; password: string; roles: Role[] },
): Promise<string> {
  assertPasswordStrength(s.password);
  return insertStaff(services.db, { ...s, passwordHash: await hashPassword(s.password), at: services.clock.now() });
}

export async function findStaffByEmail(services: Pick<Services, 'db'>, email: string): Promise<StaffRow | undefined> {
  const { rows } = await services.db.query<StaffRow>(
    'SELECT id::text AS id, email, name, password_hash, roles, disabled_at FROM staff WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0];
}

/** A staff member's name, roles and whether disabled (who may be given a conversation); undefined when no such id. */
export async function staffStanding(
  q: Queryable,
  id: string,
): Promise<{ name: string; roles: string; disabled_at: Date | null } | undefined> {
  const { rows } = await q.query<{ name: string; roles: string; disabled_at: Date | null }>(
    'SELECT name, roles, disabled_at FROM staff WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface StaffListRow {
  id: string;
  email: string;
  name: string;
  roles: string;
  disabled_at: Date | null;
  created_at: Date;
}

/** Every staff account, oldest first. */
export async function staffList(q: Queryable): Promise<StaffListRow[]> {
  const { rows } = await q.query<StaffListRow>('SELECT id::text AS id, email, name, roles, disabled_at, created_at FROM staff ORDER BY id');
  return rows;
}

/** One staff account, locked for the rest of the transaction. */
export async function staffForUpdate(q: Queryable, id: number): Promise<StaffListRow | undefined> {
  const { rows } = await q.query<StaffListRow>(
    'SELECT id::text AS id, email, name, roles, disabled_at, created_at FROM staff WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

export async function staffEmailTaken(q: Queryable, email: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM staff WHERE email = $1', [email]);
  return rows.length > 0;
}

export async function setStaffRoles(q: Queryable, id: string, roles: readonly Role[], disabledAt: Date | null): Promise<void> {
  await q.query('UPDATE staff SET roles = $2, disabled_at = $3 WHERE id = $1', [id, roles.join(','), disabledAt]);
}

export async function staffPasswordHash(q: Queryable, id: string): Promise<{ password_hash: string } | undefined> {
  const { rows } = await q.query<{ password_hash: string }>('SELECT password_hash FROM staff WHERE id = $1', [id]);
  return rows[0];
}

/** The staff member's own new password: no longer one someone else chose (must_change_password). */
export async function setOwnStaffPassword(q: Queryable, id: string, hash: string): Promise<void> {
  await q.query('UPDATE staff SET password_hash = $2, must_change_password = false WHERE id = $1', [id, hash]);
}

export async function staffEmail(q: Queryable, id: string): Promise<{ email: string } | undefined> {
  const { rows } = await q.query<{ email: string }>('SELECT email FROM staff WHERE id = $1', [id]);
  return rows[0];
}

/**
 * The first administrator, on an empty staff table only. The password comes from OPS_ADMIN_PASSWORD
 * or is generated here and printed once at start-up; nothing well-known ever guards operations.
 */
export async function seedFirstAdmin(
  services: Services,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ email: string; password: string } | undefined> {
  const { rows } = await services.db.query<{ n: string }>('SELECT count(*)::text AS n FROM staff');
  if (rows[0]?.n !== '0') return undefined;
  const { email, password } = adminSignIn(env);
  await createStaff(services, { email, name: 'Administrator', password, roles: ['admin'] });
  return { email, password };
}

function adminSignIn(env: NodeJS.ProcessEnv): { email: string; password: string } {
  return {
    email: (env.OPS_ADMIN_EMAIL ?? 'admin@meridian.local').trim().toLowerCase(),
    password: env.OPS_ADMIN_PASSWORD ?? `Ops-${crypto.randomBytes(9).toString('base64url')}1`,
  };
}

/**
 * `npm run ops:admin`: the way back in when the administrator's password is lost. The account of
 * OPS_ADMIN_EMAIL gets a new password (OPS_ADMIN_PASSWORD or a generated one), the admin role and is
 * enabled; its open sessions end and failed sign-ins at that address are forgotten. Created when missing. Audited as done by that account itself.
 */
export async function resetAdmin(
  services: Pick<Services, 'db' | 'clock'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ email: string; password: string; created: boolean }> {
  const { email, password } = adminSignIn(env);
  assertPasswordStrength(password);
  const hash = await hashPassword(password);
  const now = services.clock.now();
  return services.db.tx(async (q) => {
    // Whatever others guessed at this address before, the new password signs in at once from anywhere.
    await clearAccountFailures(q, 'ops', email);
    const { rows } = await q.query<{ id: string; roles: string; disabled_at: Date | null }>(
      'SELECT id::text AS id, roles, disabled_at FROM staff WHERE email = $1 FOR UPDATE',
      [email],
    );
    const found = rows[0];
    if (!found) {
      const id = await insertStaff(q, { email, name: 'Administrator', passwordHash: hash, roles: ['admin'], at: now });
      await writeAudit(q, {
        staffId: id,
        action: 'staff.reset_admin',
        subjectType: 'staff',
        subjectId: id,
        before: null,
        after: { roles: ['admin'], disabled: false },
        at: now,
      });
      return { email, password, created: true };
    }
    const roles = [...new Set<Role>([...parseRoles(found.roles), 'admin'])];
    // The new password was printed on a console: it must be replaced at the next sign-in.
    await q.query('UPDATE staff SET password_hash = $2, roles = $3, disabled_at = NULL, must_change_password = true WHERE id = $1', [
      found.id,
      hash,
      roles.join(','),
    ]);
    await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [found.id, now]);
    await writeAudit(q, {
      staffId: found.id,
      action: 'staff.reset_admin',
      subjectType: 'staff',
      subjectId: found.id,
      before: { roles: parseRoles(found.roles), disabled: found.disabled_at !== null },
      after: { roles, disabled: false },
      at: now,
    });
    return { email, password, created: false };
  });
}
