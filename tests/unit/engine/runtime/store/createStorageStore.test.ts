import { describe, expect, it, vi } from 'vitest';
import { createStorageStore, STORAGE_PREFIX } from '@engine/runtime/store/createStorageStore';
import { memoryBackend } from '@engine/runtime/store/memoryBackend';

describe('createStorageStore', () => {
  it('loads its own prefixed keys only', () => {
    const backend = memoryBackend({ [`${STORAGE_PREFIX}account`]: '"kim@example.com"', other: '"x"', [`${STORAGE_PREFIX}bad`]: '{' });
    expect(createStorageStore(backend).get()).toEqual({ account: 'kim@example.com' });
  });

  it('puts values on the device and forgets them on null', () => {
    const backend = memoryBackend();
    const store = createStorageStore(backend);
    const listener = vi.fn();
    store.subscribe(listener);
    store.put('remember', true);
    expect(store.get()).toEqual({ remember: true });
    expect(backend.getItem(`${STORAGE_PREFIX}remember`)).toBe('true');
    store.put('remember', null);
    expect(store.get()).toEqual({});
    expect(backend.getItem(`${STORAGE_PREFIX}remember`)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clear forgets every remembered value on the device and nothing else', () => {
    const backend = memoryBackend({
      [`${STORAGE_PREFIX}account`]: '"kim@example.com"',
      'meridian.session.token': '"tok"',
      'meridian.theme': '"dark"',
    });
    const store = createStorageStore(backend);
    store.clear();
    expect(store.get()).toEqual({});
    expect(backend.getItem(`${STORAGE_PREFIX}account`)).toBeNull();
    expect(backend.getItem('meridian.session.token')).toBe('"tok"');
    expect(backend.getItem('meridian.theme')).toBe('"dark"');
  });
});
