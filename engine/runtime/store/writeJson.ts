import type { KeyValueBackend } from './KeyValueBackend';

/** Stores a value as JSON; null or undefined removes the key. */
export function writeJson(backend: KeyValueBackend, key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) backend.removeItem(key);
    else backend.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value still lives in memory for this visit.
  }
}
