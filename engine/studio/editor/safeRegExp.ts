const cache = new Map<string, RegExp | null>();

/** A schema's pattern as a RegExp (data, not code: no eval), or null when it does not compile. */
export function safeRegExp(source: string): RegExp | null {
  let found = cache.get(source);
  if (found === undefined) {
    try {
      found = new RegExp(source, 'u');
    } catch {
      found = null;
    }
    cache.set(source, found);
  }
  return found;
}
