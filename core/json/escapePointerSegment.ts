/** One JSON pointer segment as RFC 6901 writes it: `~` becomes `~0`, `/` becomes `~1`. */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
