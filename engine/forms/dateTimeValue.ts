/**
 * The dateTime form widget's conversions: the field holds Unix seconds (the API's Timestamp), the
 * browser's datetime-local input a wall-clock text in the viewer's own time zone, minute precision.
 */
function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Unix seconds as "YYYY-MM-DDTHH:mm" in local time; '' for no value. */
export function toLocalInput(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm" (local time, as the input gives it) as Unix seconds; undefined when empty or not a date. */
export function fromLocalInput(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const d = new Date(year, month - 1, day, hour, minute);
  // Date rolls 2026-13-45 over into 2027: a text that does not come back the same is not a date.
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day || d.getHours() !== hour || d.getMinutes() !== minute) {
    return undefined;
  }
  return Math.floor(d.getTime() / 1000);
}
