/**
 * Reads a dot path ("data.asset.list.0.name") from a plain value. Only own properties are
 * followed: a run-time config must not reach prototypes (constructor, __proto__) or functions.
 * Unknown paths give undefined, never an exception.
 */
export function getPath(source: unknown, path: string | readonly string[]): unknown {
  const segments = typeof path === 'string' ? (path === '' ? [] : path.split('.')) : path;
  let current: unknown = source;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return typeof current === 'function' ? undefined : current;
}
