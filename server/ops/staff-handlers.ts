import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../security/passwords';
import { hitWindow, peekWindow } from '../security/rate-window';
import { writeAudit } from '../audit/audit';
import { parseRoles, type Role } from '../staff/roles';
import {
  insertStaff,
  setOwnStaffPassword,
  setStaffRoles,
  staffEmailTaken,
  staffForUpdate,
  staffList,
  staffPasswordHash,
  type StaffListRow,
} from '../staff/accounts';
import { revokeOtherStaffSessions, revokeStaffSessions } from '../staff/sessions';
import { unixSeconds } from '../clock';

/** Staff accounts, managed by administrators only; every change is audited in its own transaction. */
export const opsStaffHandlers: HandlerMap = {
  'ops/staff_list': async (_ctx, services) => {
    return { list: (await staffList(services.db)).map(view) };
  },

  'ops/staff_create': async ({ input, staff }, services) => {
    assertPasswordStrength(input.password);
    const email = input.email.trim().toLowerCase();
    const name = input.name.trim();
    if (!name) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'name' });
    const roles = [...new Set(input.roles)] as Role[];
    const hash = await hashPassword(input.password);
    const now = services.clock.now();
    return services.db.tx(async (q) => {
      if (await staffEmailTaken(q, email)) throw new AppError(Codes.CONFLICT, 'server.staffExists');
      const id = await insertStaff(q, { email, name, passwordHash: hash, roles, at: now });
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'staff.create',
        subjectType: 'staff',
        subjectId: id,
        before: null,
        after: { email, name, roles },
        at: now,
      });
      return { id: Number(id) };
    });
  },

  'ops/staff_update': async ({ input, staff }, services) => {
    const now = services.clock.now();
    return services.db.tx(async (q) => {
      const row = await staffForUpdate(q, input.id);
      if (!row) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      const before = { roles: parseRoles(row.roles), disabled: row.disabled_at !== null };
      const after = {
        roles: input.roles ? ([...new Set(input.roles)] as Role[]) : before.roles,
        disabled: input.disabled ?? before.disabled,
      };
      // An administrator cannot lock themselves out: the last way back in would be a database edit.
      if (row.id === staff.staffId && (after.disabled || !after.roles.includes('admin')))
        throw new AppError(Codes.RULE, 'server.staffSelf');
      await setStaffRoles(q, row.id, after.roles, after.disabled ? (row.disabled_at ?? now) : null);
      // New roles or a disabled account take effect at once: open sessions end.
      await revokeStaffSessions(q, row.id, now);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'staff.update',
        subjectType: 'staff',
        subjectId: row.id,
        before,
        after,
        at: now,
      });
      return null;
    });
  },

  'ops/password': async ({ input, staff }, services) => {
    assertPasswordStrength(input.password);
    const own = await staffPasswordHash(services.db, staff.staffId);
    const { loginFailuresPerClient, loginLockMinutes } = services.config.limits;
    // A borrowed staff session must not become a password oracle: its own count, apart from sign-in's.
    const bucket = `ops:pwcheck:${staff.staffId}`;
    const window = loginLockMinutes * 60;
    const now = services.clock.now();
    const locked = await peekWindow(services.db, bucket, window, now);
    if (locked.hits >= loginFailuresPerClient)
      throw new AppError(Codes.RATE_LIMITED, 'server.loginLocked', { minutes: Math.ceil(locked.retryAfter / 60) });
    if (!(await verifyPassword(own!.password_hash, input.old_password))) {
      await hitWindow(services.db, bucket, window, now);
      throw new AppError(Codes.RULE, 'server.oldPasswordWrong');
    }
    // A password someone else chose must really be replaced, not typed again.
    if (input.password === input.old_password) throw new AppError(Codes.RULE, 'server.passwordSame');
    const hash = await hashPassword(input.password);
    await services.db.tx(async (q) => {
      await setOwnStaffPassword(q, staff.staffId, hash);
      // Every other session of this staff member ends; the one in use stays.
      await revokeOtherStaffSessions(q, staff.staffId, staff.sessionId, now);
      await writeAudit(q, {
        staffId: staff.staffId,
        action: 'staff.password',
        subjectType: 'staff',
        subjectId: staff.staffId,
        before: null,
        after: null,
        at: now,
      });
    });
    return null;
  },
};

function view(r: StaffListRow) {
  return {
    id: Number(r.id),
    email: r.email,
    name: r.name,
    roles: parseRoles(r.roles),
    disabled: r.disabled_at !== null,
    created_at: unixSeconds(r.created_at),
  };
}
