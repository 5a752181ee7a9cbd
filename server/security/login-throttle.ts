import type { Queryable } from '../db/types';
import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { hitWindow, peekWindow } from './rate-window';

/**
 * Throttles wrong sign-in secrets without letting anyone lock an account. Failures are counted per
 * (account, client address) and per account. An address that failed loginFailuresPerClient times on
 * an account is refused (429 with seconds) before its secret is even checked; once the account as a
 * whole has loginFailuresPerAccount failures it is "guarded" and a single failure is enough to refuse
 * an address. An address that has not been failing always gets its secret checked, so the owner signs
 * in with the right password however many guesses others made.
 *
 * scope separates member and staff accounts ('login' / 'ops'); account is the normalised address.
 */
export interface ThrottleKey {
  scope: 'login' | 'ops' | 'code';
  account: string;
  ip: string;
}

const accountBucket = (k: ThrottleKey) => `${k.scope}:fail:${k.account}`;
const clientBucket = (k: ThrottleKey) => `${k.scope}:failc:${k.account}|${k.ip}`;

function windowSeconds(services: Services): number {
  return services.config.limits.loginLockMinutes * 60;
}

async function allowance(services: Services, k: ThrottleKey, now: Date): Promise<number> {
  const { limits } = services.config;
  const account = await peekWindow(services.db, accountBucket(k), windowSeconds(services), now);
  return account.hits >= limits.loginFailuresPerAccount ? 1 : limits.loginFailuresPerClient;
}

/** Refuses an address that has used up its failures on this account; call before checking the secret. */
export async function assertMayTry(services: Services, k: ThrottleKey): Promise<void> {
  const now = services.clock.now();
  const client = await peekWindow(services.db, clientBucket(k), windowSeconds(services), now);
  if (client.hits > 0 && client.hits >= (await allowance(services, k, now))) {
    throw new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: client.retryAfter });
  }
}

/** Counts a wrong secret; answers the refusal to send (429 once this address is used up, else `wrong`). */
export async function recordFailure(services: Services, k: ThrottleKey, wrong: AppError): Promise<AppError> {
  const now = services.clock.now();
  const window = windowSeconds(services);
  await hitWindow(services.db, accountBucket(k), window, now);
  const client = await hitWindow(services.db, clientBucket(k), window, now);
  if (client.hits >= (await allowance(services, k, now)))
    return new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: client.retryAfter });
  return wrong;
}

/** A right secret forgives this address its failures; the account-wide count runs out by itself. */
export async function recordSuccess(services: Services, k: ThrottleKey): Promise<void> {
  await services.db.query('DELETE FROM rate_windows WHERE bucket = $1', [clientBucket(k)]);
}

/** Forgets every failure on an account (its owner proved control another way, or an admin reset it). */
export async function clearAccountFailures(q: Queryable, scope: ThrottleKey['scope'], account: string): Promise<void> {
  const prefix = `${scope}:failc:${account}|`;
  await q.query('DELETE FROM rate_windows WHERE bucket = $1 OR left(bucket, $3) = $2', [`${scope}:fail:${account}`, prefix, prefix.length]);
}
