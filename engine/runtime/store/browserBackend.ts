import type { KeyValueBackend } from './KeyValueBackend';
import { memoryBackend } from './memoryBackend';

/**
 * localStorage when it works, otherwise an in-memory stand-in: Safari private mode and some
 * embedded web views throw on access, and the app must still run (it just forgets on reload).
 */
export function browserBackend(): KeyValueBackend {
  try {
    const storage = globalThis.localStorage;
    const probe = '__meridian_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryBackend();
  }
}
