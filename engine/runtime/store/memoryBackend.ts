import type { KeyValueBackend } from './KeyValueBackend';

/** An in-memory KeyValueBackend: tests, previews, and browsers whose storage is unusable. */
export function memoryBackend(initial: Record<string, string> = {}): KeyValueBackend {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}
