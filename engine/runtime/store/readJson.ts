import type { KeyValueBackend } from './KeyValueBackend';

/** A stored JSON value; undefined when absent or unreadable (hand-edited, from an older version). */
export function readJson(backend: KeyValueBackend, key: string): unknown {
  try {
    const raw = backend.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}
