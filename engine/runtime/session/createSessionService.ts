import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/createApiClient';
import type { SessionStore } from '../store/createSessionStore';

export const USER_INFO_ENDPOINT = 'member/info';
export const LOGOUT_ENDPOINT = 'member/logout';
/** The staff realm's equivalents: who is signed in, and sign out. */
export const STAFF_ENDPOINTS = { info: 'ops/me', logout: 'ops/logout' } as const;

export interface SessionService {
  /** Stores the token of a login, then loads member/info; false (and no session) if that load fails. */
  start(token: string): Promise<boolean>;
  /** Reloads member/info for a stored token (boot); a non-zero code clears the session. */
  refreshUser(options?: { toast?: boolean }): Promise<boolean>;
  /** member/logout only with a token, then forget everything locally and go to login. */
  logout(): Promise<void>;
  /** The server no longer accepts the session (401/406, or no token for an auth call). */
  expire(): void;
}

export interface SessionServiceOptions {
  api: Pick<ApiClient, 'call'>;
  session: SessionStore;
  /** Navigate to the login route, replacing the current entry. */
  goToLogin: () => void;
  /** Clears anything else tied to the member (in-memory state, cached data). */
  onCleared?: () => void;
  /** Defaults to the member's (member/info, member/logout); the staff realm passes its own. */
  endpoints?: { info: string; logout: string };
}

/** Login, user info and logout as spec section 4 describes them. */
export function createSessionService(options: SessionServiceOptions): SessionService {
  const { api, session, goToLogin } = options;
  const { info: infoEndpoint, logout: logoutEndpoint } = options.endpoints ?? { info: USER_INFO_ENDPOINT, logout: LOGOUT_ENDPOINT };

  function clear(): void {
    session.clear();
    options.onCleared?.();
  }

  async function loadUser(toast: boolean): Promise<boolean> {
    try {
      const user = await api.call(infoEndpoint, {}, { toast });
      session.setUser(user);
      return true;
    } catch (error) {
      // No reply is not a verdict on the session (the member may be offline); a reply is.
      if (!(error instanceof ApiError) || error.kind !== 'network') clear();
      return false;
    }
  }

  return {
    async start(token) {
      if (!token) return false;
      session.setToken(token);
      return loadUser(true);
    },
    async refreshUser({ toast = false } = {}) {
      if (!session.get().token) return false;
      return loadUser(toast);
    },
    async logout() {
      if (session.get().token) {
        try {
          await api.call(logoutEndpoint, {}, { toast: false });
        } catch {
          // The member asked to leave: a failed server call must not keep them logged in here.
        }
      }
      clear();
      goToLogin();
    },
    expire() {
      clear();
      goToLogin();
    },
  };
}
