import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@engine/runtime/store/createStore';

describe('createStore', () => {
  it('gets, sets and notifies subscribers only on change', () => {
    const store = createStore({ n: 1 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.get();
    store.set(first);
    expect(listener).not.toHaveBeenCalled();
    store.set((current) => ({ n: current.n + 1 }));
    expect(store.get()).toEqual({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a stable reference between changes (useSyncExternalStore needs it)', () => {
    const store = createStore({ a: 1 });
    expect(store.get()).toBe(store.get());
  });
});
