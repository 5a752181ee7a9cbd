/**
 * Hides the middle of an account, phone number or e-mail for display. `pattern` is
 * "<keep start>,<keep end>" (e.g. "3,4"); without it an e-mail keeps the first 2 characters of the
 * name and the domain, and anything else keeps 3 and 4 (1 and 1 when shorter than 8 characters).
 */
export function mask(value: unknown, pattern?: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (text === '') return '';
  const explicit = parsePattern(pattern);
  if (!explicit && text.includes('@')) {
    const at = text.lastIndexOf('@');
    const name = text.slice(0, at);
    return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}***${text.slice(at)}`;
  }
  const [start, end] = explicit ?? (text.length >= 8 ? [3, 4] : [1, 1]);
  if (start + end >= text.length) return text.length <= 2 ? '*'.repeat(text.length) : `${text[0]}***`;
  return `${text.slice(0, start)}****${end > 0 ? text.slice(-end) : ''}`;
}

function parsePattern(pattern: string | undefined): [number, number] | undefined {
  const match = pattern ? /^(\d+),(\d+)$/.exec(pattern.trim()) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}
