import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, holdsRole } from '@core/staff/holdsRole';
import { STAFF_ROLES } from '@core/staff/staffRoles';
import { ROLES, mayAct } from '@server/staff/roles';

// The role condition's names come from the catalogue's staff roles; the server's list and its rule
// (an administrator may do everything) must say the same, or a screen would show what the server refuses.
describe('staff roles', () => {
  it("are the catalogue's list, the one the server checks against", () => {
    expect([...STAFF_ROLES].sort()).toEqual([...ROLES].sort());
    expect(STAFF_ROLES).toContain(ADMIN_ROLE);
  });

  it('grant what the server grants: a held role, and every role to the administrator', () => {
    for (const role of ROLES) {
      for (const held of ROLES) expect(holdsRole([held], role), `${held} -> ${role}`).toBe(mayAct([held], [role]));
    }
    expect(holdsRole(undefined, 'support')).toBe(false);
    expect(holdsRole([], 'support')).toBe(false);
  });
});
