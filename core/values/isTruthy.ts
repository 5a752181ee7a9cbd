/** JavaScript truthiness, except that an empty array is false ("the list has items"). */
export function isTruthy(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return Boolean(v);
}
