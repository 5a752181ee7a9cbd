const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Returns a copy of `target` with `value` at the dot path (or at these segments, which a bound path
 * resolved to: each one key as it is, dots included), copying only the objects along the path so
 * useSyncExternalStore subscribers see a new reference exactly where something changed.
 * Undefined removes the key.
 */
export function setPath<T extends Record<string, unknown>>(target: T, path: string | readonly string[], value: unknown): T {
  const segments = typeof path === 'string' ? path.split('.').filter((s) => s !== '') : [...path];
  if (segments.length === 0) return target;
  if (segments.some((s) => FORBIDDEN.has(s))) throw new Error(`Refusing to write path ${segments.join('.')}`);
  return write(target, segments, value) as T;
}

function write(node: unknown, segments: string[], value: unknown): unknown {
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(node) && /^\d+$/.test(head)) {
    const copy = [...node];
    const index = Number(head);
    copy[index] = rest.length === 0 ? value : write(copy[index], rest, value);
    return copy;
  }
  const base: Record<string, unknown> =
    node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...(node as Record<string, unknown>) } : {};
  if (rest.length === 0) {
    if (value === undefined) delete base[head];
    else base[head] = value;
    return base;
  }
  base[head] = write(base[head], rest, value);
  return base;
}
