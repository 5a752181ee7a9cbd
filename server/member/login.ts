import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { type Login, targetOf } from '../identity/addresses';
import { findByLogin } from '../identity/members';
import { createSession } from '../identity/sessions';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';
import { hitWindow } from '../security/rate-window';
import { assertMayTry, recordFailure, recordSuccess } from '../security/login-throttle';

/**
 * Password login, limited per client address (every attempt counts) and throttled per
 * (account, address) with an account-wide guard (security/login-throttle): others' wrong guesses
 * never refuse the right password from an address that has not been failing. The reply never says
 * whether the address exists.
 */
export async function login(services: Services, address: Login, password: string, ip: string) {
  const { db, clock, config } = services;
  const now = clock.now();
  const perClient = await hitWindow(db, `login:ip:${ip}`, 900, now);
  if (perClient.hits > config.limits.loginPerAddress)
    throw new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: perClient.retryAfter });
  const key = { scope: 'login' as const, account: targetOf(address), ip };
  await assertMayTry(services, key);
  const member = await findByLogin(db, address);
  const ok = member ? await verifyPassword(member.password_hash, password) : (await burnPasswordCheck(password), false);
  if (!member || !ok) throw await recordFailure(services, key, new AppError(Codes.RULE, 'server.badCredentials'));
  await recordSuccess(services, key);
  const session = await createSession(db, services, member.id, ip);
  return { token: session.token, uid: member.uid, expires_at: Math.floor(session.expiresAt.getTime() / 1000) };
}
