/** Keys whose values the inspector never shows: a session's token, a password, a secret. */
const SECRET = /token|passw|secret|pwd|pin$/i;
export const REDACTED = '••••••';
const MAX_ITEMS = 100;
const MAX_TEXT = 2000;
const MAX_DEPTH = 12;

/**
 * A value as the studio's inspector may receive it: plain data postMessage can copy, secrets
 * blanked by key, long lists and texts cut (with a note of what was left out), errors as their
 * code and message. The preview's data is sample data or a read-only test member's, but a token
 * has no business on the staff member's screen either way.
 */
export function inspectable(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (+${value.length - MAX_TEXT})` : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '…';
  if (value instanceof Error) {
    const json = (value as { toJSON?: () => unknown }).toJSON?.();
    return json !== undefined ? inspectable(json, depth + 1) : { msg: value.message };
  }
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_ITEMS).map((item) => inspectable(item, depth + 1));
    return value.length > MAX_ITEMS ? [...shown, `… (+${value.length - MAX_ITEMS})`] : shown;
  }
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (typeof member === 'function') continue;
    // Only a text or number is a secret: a flag such as has_pay_password says nothing to hide.
    const secret = SECRET.test(key) && ((typeof member === 'string' && member !== '') || typeof member === 'number');
    out[key] = secret ? REDACTED : inspectable(member, depth + 1);
  }
  return out;
}
