import { useSyncExternalStore } from 'react';

/** Subscribes a component to one of the engine's external stores. */
export function useStore<T>(store: { get(): T; subscribe(listener: () => void): () => void }): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
