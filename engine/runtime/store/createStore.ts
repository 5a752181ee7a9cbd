export type Listener = () => void;

export interface Store<T> {
  get(): T;
  /** Replaces the value (or derives it from the current one) and notifies when it changed. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: Listener): () => void;
}

/**
 * The smallest external store React's useSyncExternalStore accepts: get returns a stable
 * reference until set replaces it, so components re-render only on a real change.
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
