import { createStore, type Store } from './createStore';
import type { KeyValueBackend } from './KeyValueBackend';
import { readJson } from './readJson';
import { writeJson } from './writeJson';

export const STORAGE_PREFIX = 'meridian.storage.';

export interface StorageStore extends Pick<Store<Record<string, unknown>>, 'get' | 'subscribe'> {
  /** Remembers a value on this device; null or undefined forgets it. */
  put(key: string, value: unknown): void;
  /** Forgets every remembered value (clear cache). */
  clear(): void;
}

/**
 * The `storage` scope: values a screen asks to remember on this device (e.g. the account of
 * "remember account"). Each key is its own localStorage entry under a prefix, so the app never
 * reads or clears entries it does not own.
 */
export function createStorageStore(backend: KeyValueBackend, prefix: string = STORAGE_PREFIX): StorageStore {
  const initial: Record<string, unknown> = {};
  for (let i = 0; i < backend.length; i += 1) {
    const key = backend.key(i);
    if (key?.startsWith(prefix)) {
      const value = readJson(backend, key);
      if (value !== undefined) initial[key.slice(prefix.length)] = value;
    }
  }
  const store = createStore<Record<string, unknown>>(initial);
  return {
    get: store.get,
    subscribe: store.subscribe,
    put(key, value) {
      writeJson(backend, prefix + key, value);
      store.set((current) => {
        const next = { ...current };
        if (value === undefined || value === null) delete next[key];
        else next[key] = value;
        return next;
      });
    },
    clear() {
      for (const key of Object.keys(store.get())) writeJson(backend, prefix + key, null);
      store.set({});
    },
  };
}
