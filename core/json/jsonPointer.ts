/** Appends segments to a JSON pointer (RFC 6901 escaping). */
export function jsonPointer(base: string, ...segments: (string | number)[]): string {
  // A plain loop: the validator's walk builds a pointer for every value of every screen, and most
  // segments need no escaping.
  let out = base;
  for (const segment of segments) {
    const s = String(segment);
    out += s.includes('~') || s.includes('/') ? `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}` : `/${s}`;
  }
  return out;
}
