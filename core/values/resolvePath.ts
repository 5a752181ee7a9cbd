// Names no segment may carry: getPath only follows own properties, but setPath would create them.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The segments a DSL path names (value.schema.json#/definitions/anyPath). A dot path splits at its
 * dots. A bound path ["state.contentDraft", {"$bind": "item"}, "title"] splits its literal members
 * at their dots and takes each bound member's value, read by `value`, as one segment as it is, so a
 * bound "zh-Hant" or "a.b" stays one key. A bound member that is not a non-empty string or a whole
 * number (absent, an object, a boolean) leaves the path unresolved: undefined, so a read gives its
 * default and a write does nothing rather than landing somewhere else.
 */
export function resolvePath(path: unknown, value: (bound: unknown) => unknown): string[] | undefined {
  if (typeof path === 'string') return split(path);
  if (!Array.isArray(path) || path.length === 0) return undefined;
  const segments: string[] = [];
  for (const member of path) {
    if (typeof member === 'string') segments.push(...split(member));
    else if (isWhole(member)) segments.push(String(member));
    else {
      const bound = value(member);
      if (typeof bound === 'string' && bound !== '' && !FORBIDDEN.has(bound)) segments.push(bound);
      else if (isWhole(bound)) segments.push(String(bound));
      else return undefined;
    }
  }
  return segments;
}

function split(path: string): string[] {
  return path.split('.').filter((s) => s !== '');
}

function isWhole(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}
