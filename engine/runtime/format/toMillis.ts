const NUMERIC = /^-?\d+(\.\d+)?$/;
const SQL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(:\d{2})?)$/;

/**
 * Turns a server timestamp into epoch milliseconds. The API sends Unix seconds (spec section 9:
 * timestamps under 13 digits are seconds) but some payloads carry milliseconds or date strings.
 * Returns undefined for anything that is not a time, so a bad value renders as empty text.
 */
export function toMillis(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (NUMERIC.test(text)) return fromNumber(Number(text));
  // Safari cannot parse "yyyy-mm-dd hh:mm:ss"; the ISO form with a T means the same local time.
  const iso = SQL_DATE_TIME.test(text) ? text.replace(' ', 'T') : text;
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? undefined : parsed;
}

function fromNumber(n: number): number | undefined {
  if (!Number.isFinite(n)) return undefined;
  const digits = String(Math.trunc(Math.abs(n))).length;
  return digits < 13 ? Math.round(n * 1000) : Math.round(n);
}
