import type { ReviewHours } from '../money-config';

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

// One formatter per zone: building one is far slower than using it, and lists ask per request.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** Seconds since local midnight in a time zone. */
export function secondsIntoDay(now: Date, timezone: string): number {
  let format = clocks.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timezone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 3600 + get('minute') * 60 + get('second');
}

/**
 * Whether withdrawals are reviewed now, and if not, when the window opens next. (A daylight-saving
 * shift between now and the opening moves it by that hour; the default zone, Asia/Seoul, has none.)
 */
export function reviewWindow(hours: ReviewHours, now: Date): { open: boolean; next: Date | null } {
  const into = secondsIntoDay(now, hours.timezone);
  const start = minutes(hours.start) * 60;
  const end = minutes(hours.end) * 60;
  if (into >= start && into < end) return { open: true, next: null };
  let wait = start - into;
  if (wait <= 0) wait += 86_400;
  return { open: false, next: new Date(Math.floor(now.getTime() / 1000) * 1000 + wait * 1000) };
}

/** The start of today in a time zone (for today's income). */
export function startOfDay(now: Date, timezone: string): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000 - secondsIntoDay(now, timezone) * 1000);
}
