import type { Caller, Services } from '../services';
import { AppError, Codes } from './errors';
import { resolveSession } from '../member/sessions';

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
