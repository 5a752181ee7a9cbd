import { getPath } from '@core/values/getPath';
import { setPath } from '../setPath';
import { createStore, type Store } from './createStore';

export interface StateStore extends Pick<Store<Record<string, unknown>>, 'get' | 'subscribe'> {
  /** Writes at a path below state ("area.dial", without the "state." prefix; or its segments). */
  setIn(path: string | readonly string[], value: unknown): void;
  getIn(path: string | readonly string[]): unknown;
  /** Writes each key only where nothing is set yet (a screen's initial `state`). */
  setDefaults(defaults: Record<string, unknown>): void;
  clear(): void;
}

/**
 * The `state` scope: in-memory app state that outlives a screen (a picked area code, a form's
 * values while the member visits the area picker) but not a reload.
 */
export function createStateStore(initial: Record<string, unknown> = {}): StateStore {
  const store = createStore<Record<string, unknown>>(initial);
  return {
    get: store.get,
    subscribe: store.subscribe,
    getIn: (path) => getPath(store.get(), path),
    setIn: (path, value) => store.set((current) => setPath(current, path, value)),
    setDefaults(defaults) {
      const missing = Object.entries(defaults).filter(([key]) => store.get()[key] === undefined);
      if (missing.length === 0) return;
      store.set((current) => ({ ...current, ...Object.fromEntries(missing) }));
    },
    clear: () => store.set({}),
  };
}
