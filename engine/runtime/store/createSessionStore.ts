import { createStore, type Store } from './createStore';
import type { KeyValueBackend } from './KeyValueBackend';
import { readJson } from './readJson';
import { writeJson } from './writeJson';

export const TOKEN_KEY = 'meridian.session.token';
export const USER_KEY = 'meridian.session.user';

export interface SessionValue {
  token?: string;
  /** member/info data. */
  user?: unknown;
}

export interface SessionStore extends Pick<Store<SessionValue>, 'get' | 'subscribe'> {
  setToken(token: string): void;
  setUser(user: unknown): void;
  /** Removes token and user info, in memory and on the device (spec section 4, logout). */
  clear(): void;
}

/**
 * The member's session, kept on the device (spec section 3: "Session (stored locally)") so a
 * reload stays logged in; the user info is shown at once and refreshed by member/info at boot.
 * The token itself is never put in the binding scope: screens see only session.loggedIn.
 */
export function createSessionStore(backend: KeyValueBackend): SessionStore {
  const token = readJson(backend, TOKEN_KEY);
  const initial: SessionValue = typeof token === 'string' && token !== '' ? { token, user: readJson(backend, USER_KEY) } : {};
  const store = createStore<SessionValue>(initial);
  return {
    get: store.get,
    subscribe: store.subscribe,
    setToken(next) {
      writeJson(backend, TOKEN_KEY, next);
      store.set((current) => ({ ...current, token: next }));
    },
    setUser(user) {
      writeJson(backend, USER_KEY, user);
      store.set((current) => ({ ...current, user }));
    },
    clear() {
      writeJson(backend, TOKEN_KEY, null);
      writeJson(backend, USER_KEY, null);
      store.set({});
    },
  };
}
