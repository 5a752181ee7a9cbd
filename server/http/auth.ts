import type { Caller, Services } from '../services';
import { AppError, Codes } from '../errors';
import { resolveSession } from '../identity/sessions';

/**
 * The Authorization header is "<scheme> <token>". A missing or unknown token is 401; a token that
 * was revoked (logout, password reset) or has expired is 406, which the client treats the same way.
 */
export async function authenticate(header: string | undefined, services: Services): Promise<Caller> {
  const token = header?.trim().split(/\s+/).pop();
  if (!token || token.length < 20 || token.length > 200) throw new AppError(Codes.UNAUTHENTICATED, 'server.unauthenticated');
  const found = await resolveSession(services, token);
  if (found === 'unknown') throw new AppError(Codes.UNAUTHENTICATED, 'server.unauthenticated');
  if (found === 'ended') throw new AppError(Codes.SESSION_ENDED, 'server.sessionEnded');
  return found;
}

/**
 * The member of a public call that carries a session (a signed-in member reading a quote sees their
 * own favourite mark); a visitor, or a token that no longer opens a session, reads as nobody.
 */
export async function optionalCaller(header: string | undefined, services: Services): Promise<Caller | null> {
  const token = header?.trim().split(/\s+/).pop();
  if (!token || token.length < 20 || token.length > 200) return null;
  const found = await resolveSession(services, token);
  return typeof found === 'string' ? null : found;
}
