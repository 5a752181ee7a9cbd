import type { Services } from '../services';
import { AppError, Codes } from '../http/errors';
import { verifyPassword } from './passwords';
import { clearWindow, hitWindow, peekWindow } from './rate-window';

/**
 * Checks a member's payment password before anything pays. Wrong answers in a row are counted per
 * member (not per device), and the limit locks payment for a while; a right answer clears the count.
 */
export async function verifyPayPassword(services: Services, memberId: string, plain: string): Promise<void> {
  const { db, clock, config } = services;
  const { payFailuresPerMember, payLockMinutes } = config.limits;
  const now = clock.now();
  const { rows } = await db.query<{ pay_password_hash: string | null }>('SELECT pay_password_hash FROM members WHERE id = $1', [memberId]);
  const hash = rows[0]?.pay_password_hash;
  if (!hash) throw new AppError(Codes.PAY_PASSWORD_REQUIRED, 'server.payPasswordRequired');
  const bucket = `pay:fail:${memberId}`;
  const window = payLockMinutes * 60;
  const before = await peekWindow(db, bucket, window, now);
  if (before.hits >= payFailuresPerMember)
    throw new AppError(Codes.RATE_LIMITED, 'server.payLocked', { minutes: Math.ceil(before.retryAfter / 60) });
  if (await verifyPassword(hash, plain)) {
    await clearWindow(db, bucket);
    return;
  }
  const after = await hitWindow(db, bucket, window, now);
  if (after.hits >= payFailuresPerMember)
    throw new AppError(Codes.RATE_LIMITED, 'server.payLocked', { minutes: Math.ceil(after.retryAfter / 60) });
  throw new AppError(Codes.RULE, 'server.payPasswordWrong', { left: payFailuresPerMember - after.hits });
}

/** A new payment password (set or changed with a code) starts with a clean count. */
export async function clearPayFailures(services: Services, memberId: string): Promise<void> {
  await clearWindow(services.db, `pay:fail:${memberId}`);
}
