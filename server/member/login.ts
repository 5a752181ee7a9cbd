import type { Services } from '../services';
import { AppError, Codes } from '../http/errors';
import { type Login, targetOf } from './addresses';
import { findByLogin } from './members';
import { createSession } from './sessions';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';
import { clearWindow, hitWindow, peekWindow } from '../security/rate-window';

/**
 * Password login, limited twice: per client address (every attempt counts) and per account (only
 * failures count; five in a row lock the account for a while, whoever tries). The reply never says
 * whether the address exists.
 */
export async function login(services: Services, address: Login, password: string, ip: string) {
  const { db, clock, config } = services;
  const { limits } = config;
  const now = clock.now();
  const lockWindow = limits.loginLockMinutes * 60;
  const perClient = await hitWindow(db, `login:ip:${ip}`, 900, now);
  if (perClient.hits > limits.loginPerAddress) throw new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: perClient.retryAfter });
  const failBucket = `login:fail:${targetOf(address)}`;
  const failures = await peekWindow(db, failBucket, lockWindow, now);
  if (failures.hits >= limits.loginFailuresPerAccount) {
    throw new AppError(Codes.RATE_LIMITED, 'server.loginLocked', { minutes: Math.ceil(failures.retryAfter / 60) });
  }
  const member = await findByLogin(db, address);
  const ok = member ? await verifyPassword(member.password_hash, password) : (await burnPasswordCheck(password), false);
  if (!member || !ok) {
    const after = await hitWindow(db, failBucket, lockWindow, now);
    if (after.hits >= limits.loginFailuresPerAccount) {
      throw new AppError(Codes.RATE_LIMITED, 'server.loginLocked', { minutes: Math.ceil(after.retryAfter / 60) });
    }
    throw new AppError(Codes.RULE, 'server.badCredentials');
  }
  await clearWindow(db, failBucket);
  const session = await createSession(db, services, member.id, ip);
  return { token: session.token, uid: member.uid, expires_at: Math.floor(session.expiresAt.getTime() / 1000) };
}
