import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { verifyPassword } from './passwords';
import { clearWindow, hitWindow, windowState } from './rate-window';

/**
 * Checks a member's payment password before anything pays. Wrong answers in a row are counted per
 * member (not per device), and the limit locks payment for a while; a right answer clears the count.
 */
export async function verifyPayPassword(services: Services, memberId: string, plain: string): Promise<void> {
  const { db, clock, config } = services;
  const { payFailuresPerMember, payLockMinutes } = config.limits;
  const now = clock.now();
  const bucket = `pay:fail:${memberId}`;
  const window = payLockMinutes * 60;
  // The hash and the failures' window in one read; a success clears a window only when there is one.
  const { rows } = await db.query<{ pay_password_hash: string | null; hits: number | null; window_start: Date | null }>(
    `SELECT m.pay_password_hash, w.hits, w.window_start
       FROM members m LEFT JOIN rate_windows w ON w.bucket = $2 WHERE m.id = $1`,
    [memberId, bucket],
  );
  const hash = rows[0]?.pay_password_hash;
  if (!hash) throw new AppError(Codes.PAY_PASSWORD_REQUIRED, 'server.payPasswordRequired');
  const row = rows[0]!;
  const before = windowState(row.hits === null ? undefined : { hits: row.hits, window_start: row.window_start! }, window, now);
  if (before.hits >= payFailuresPerMember)
    throw new AppError(Codes.RATE_LIMITED, 'server.payLocked', { minutes: Math.ceil(before.retryAfter / 60) });
  if (await verifyPassword(hash, plain)) {
    if (row.hits !== null) await clearWindow(db, bucket);
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
