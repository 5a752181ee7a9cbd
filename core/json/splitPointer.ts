/**
 * The segments of an RFC 6901 JSON pointer ('' is the whole document: no segments). `~1` is undone
 * before `~0`, so "~01" is the key "~1". A pointer that does not start with '/' is not a pointer:
 * null.
 */
export function splitPointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
