/** The role that may do what every role may (server/staff/roles.ts mayAct says the same). */
export const ADMIN_ROLE = 'admin';

/**
 * Whether `held` (a staff member's roles) grants `role`: it is among them, or the administrator's
 * is. No catalogue import here: the engine's conditions run on the first screen, and the names
 * they test are checked against the catalogue by `npm run validate` (staffRoles.ts).
 */
export function holdsRole(held: unknown, role: string): boolean {
  return Array.isArray(held) && (held.includes(ADMIN_ROLE) || held.includes(role));
}
