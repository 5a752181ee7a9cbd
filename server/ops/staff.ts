import crypto from 'node:crypto';
import type { Services } from '../services';
import { assertPasswordStrength, hashPassword } from '../security/passwords';
import type { Role } from './roles';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  roles: string;
  disabled_at: Date | null;
}

export async function createStaff(services: Services, s: { email: string; name: string; password: string; roles: Role[] }): Promise<string> {
  assertPasswordStrength(s.password);
  const { rows } = await services.db.query<{ id: string }>(
    'INSERT INTO staff (email, name, password_hash, roles, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
    [s.email.trim().toLowerCase(), s.name, await hashPassword(s.password), s.roles.join(','), services.clock.now()],
  );
  return rows[0]!.id;
}

export async function findStaffByEmail(services: Services, email: string): Promise<StaffRow | undefined> {
  const { rows } = await services.db.query<StaffRow>(
    'SELECT id::text AS id, email, name, password_hash, roles, disabled_at FROM staff WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0];
}

/**
 * The first administrator, on an empty staff table only. The password comes from OPS_ADMIN_PASSWORD
 * or is generated here and printed once at start-up; nothing well-known ever guards operations.
 */
export async function seedFirstAdmin(services: Services, env: NodeJS.ProcessEnv = process.env): Promise<{ email: string; password: string } | undefined> {
  const { rows } = await services.db.query<{ n: string }>('SELECT count(*)::text AS n FROM staff');
  if (rows[0]?.n !== '0') return undefined;
  const email = (env.OPS_ADMIN_EMAIL ?? 'admin@meridian.local').toLowerCase();
  const password = env.OPS_ADMIN_PASSWORD ?? `Ops-${crypto.randomBytes(9).toString('base64url')}1`;
  await createStaff(services, { email, name: 'Administrator', password, roles: ['admin'] });
  return { email, password };
}
