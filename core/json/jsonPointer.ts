/** Appends segments to a JSON pointer (RFC 6901 escaping). */
export function jsonPointer(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
