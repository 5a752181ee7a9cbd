import type { Translate } from '../scope';
import { toMillis } from './toMillis';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "now" under 5 minutes, then minutes, hours, days up to 30, months, years (spec section 9).
 * The words come from engine.time.* keys so each locale phrases and pluralises them itself.
 * A time in the future (clock skew between device and server) also reads as "now".
 */
export function relativeTime(value: unknown, t: Translate, now: number = Date.now()): string {
  const ms = toMillis(value);
  if (ms === undefined) return '';
  const elapsed = now - ms;
  if (elapsed < 5 * MINUTE) return t('engine.time.now');
  if (elapsed < HOUR) return t('engine.time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('engine.time.hours', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days <= 30) return t('engine.time.days', { count: days });
  if (days < 365) return t('engine.time.months', { count: Math.min(11, Math.max(1, Math.floor(days / 30))) });
  return t('engine.time.years', { count: Math.floor(days / 365) });
}
