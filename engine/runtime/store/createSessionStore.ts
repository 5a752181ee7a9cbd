import { createStore, type Store } from './createStore';
import type { KeyValueBackend } from './KeyValueBackend';
import { readJson } from './readJson';
import { writeJson } from './writeJson';

export const TOKEN_KEY = 'meridian.session.token';
export const USER_KEY = 'meridian.session.user';
/** Where the staff session lives: its own keys, so signing one realm out never touches the other. */
export const STAFF_KEYS = { token: 'meridian.staff.token', user: 'meridian.staff.user' } as const;

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
export function createSessionStore(
  backend: KeyValueBackend,
  keys: { token: string; user: string } = { token: TOKEN_KEY, user: USER_KEY },
): SessionStore {
  const { token: TOKEN, user: USER } = keys;
  const token = readJson(backend, TOKEN);
  const initial: SessionValue = typeof token === 'string' && token !== '' ? { token, user: readJson(backend, USER) } : {};
  const store = createStore<SessionValue>(initial);
  return {
    get: store.get,
    subscribe: store.subscribe,
    setToken(next) {
      writeJson(backend, TOKEN, next);
      store.set((current) => ({ ...current, token: next }));
    },
    setUser(user) {
      writeJson(backend, USER, user);
      store.set((current) => ({ ...current, user }));
    },
    clear() {
      writeJson(backend, TOKEN, null);
      writeJson(backend, USER, null);
      store.set({});
    },
  };
}
