import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import type { Login } from '../identity/addresses';
import type { MemberRow } from '../identity/members';
import { verifyPassword } from '../security/passwords';
import { hitWindow, peekWindow } from '../security/rate-window';

export function loginOfMember(m: MemberRow): Login {
  return m.email ? { kind: 'email', email: m.email } : { kind: 'phone', areaCode: m.area_code!, mobile: m.mobile! };
}

/**
 * Asks a signed-in member for the login password again before a change a stolen session must not
 * make alone (a new password, a new email or phone). A stolen session must not become a
 * password-guessing oracle, so failures are counted per member, apart from sign-in's (others' failed
 * sign-ins must never stop the member from changing the password).
 */
export async function confirmLoginPassword(services: Services, member: MemberRow, plain: string): Promise<void> {
  const { loginFailuresPerClient, loginLockMinutes } = services.config.limits;
  const bucket = `pwcheck:${member.id}`;
  const window = loginLockMinutes * 60;
  const now = services.clock.now();
  const locked = await peekWindow(services.db, bucket, window, now);
  if (locked.hits >= loginFailuresPerClient)
    throw new AppError(Codes.RATE_LIMITED, 'server.loginLocked', { minutes: Math.ceil(locked.retryAfter / 60) });
  if (!(await verifyPassword(member.password_hash, plain))) {
    await hitWindow(services.db, bucket, window, now);
    throw new AppError(Codes.RULE, 'server.oldPasswordWrong');
  }
}
