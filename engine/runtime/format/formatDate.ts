import { languageTag } from '@core/i18n/languageTag';
import { toMillis } from './toMillis';

export const DEFAULT_DATE_PATTERN = 'yyyy-mm-dd';
/** A time says its zone (the member may trade on an exchange in another one): "2026-11-24 15:01:06 GMT+9". */
export const DEFAULT_DATE_TIME_PATTERN = 'yyyy-mm-dd hh:MM:ss zzz';

// The spec's own notation: mm is the month and MM the minute, hh a 24-hour hour; zzz (ours) the
// device's time zone as Intl names it for that moment in the member's language (GMT+9, UTC, EST,
// "MEZ" in German, "JST" in Japanese: daylight saving included). The digits stay the spec's
// yyyy-mm-dd (section 9), which reads the same in every product locale.
const TOKENS = /yyyy|mm|dd|hh|MM|ss|zzz/g;
const zones = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(locale: string | undefined): Intl.DateTimeFormat {
  const code = locale || 'en';
  let format = zones.get(code);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(code), { timeZoneName: 'short' });
    zones.set(code, format);
  }
  return format;
}

/** Formats a timestamp (seconds, milliseconds or a date string) in the device's time zone. */
export function formatDate(value: unknown, pattern: string = DEFAULT_DATE_PATTERN, locale?: string): string {
  const ms = toMillis(value);
  if (ms === undefined) return '';
  const d = new Date(ms);
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    mm: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    hh: pad(d.getHours()),
    MM: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  // Intl's parts are the slow step (a list's rows show no zone): asked only by a pattern with zzz.
  return pattern.replace(TOKENS, (token) =>
    token === 'zzz'
      ? (zoneFormat(locale)
          .formatToParts(d)
          .find((p) => p.type === 'timeZoneName')?.value ?? '')
      : (parts[token] ?? token),
  );
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
