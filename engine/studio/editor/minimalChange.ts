/**
 * The one replacement that turns `before` into `after`, trimmed to the part that differs, so a
 * whole-text edit from outside the editor (the props inspector) keeps the cursor and folds around
 * it and is one step in the undo history. Null when the texts are equal.
 */
export function minimalChange(before: string, after: string): { from: number; to: number; insert: string } | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end += 1;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
