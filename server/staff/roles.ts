export const ROLES = ['admin', 'kyc_reviewer', 'finance_reviewer', 'support', 'screen_editor', 'content_editor'] as const;
export type Role = (typeof ROLES)[number];

/** Stored as a comma list; unknown names are dropped rather than trusted. */
export function parseRoles(text: string): Role[] {
  return text.split(',').filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}

/** An administrator may do what every role may; others only what their roles name. */
export function mayAct(held: readonly Role[], allowed: readonly Role[]): boolean {
  return held.includes('admin') || held.some((r) => allowed.includes(r));
}
