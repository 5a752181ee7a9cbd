// A column is at least 220px wide, about this many characters of body text before a line wraps.
// Estimated rather than measured so the height is right on the first paint and in jsdom.
const CHARS_PER_LINE = 28;
const MIN_ROWS = 1;
const MAX_ROWS = 6;

/** The rows attribute that fits `text`: 1 for a short label, at most 6 before it scrolls. */
export function textareaRows(text: string): number {
  let rows = 0;
  for (const line of text.split('\n')) rows += Math.max(1, Math.ceil([...line].length / CHARS_PER_LINE));
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, rows));
}
