import { hasOwn } from './hasOwn';

/** The value at pointer segments of a parsed document (own members only), or undefined. */
export function valueAt(doc: unknown, segments: readonly string[]): unknown {
  let current = doc;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!/^(?:0|[1-9]\d*)$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null && hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}
