import { calendarNotices } from '@core/market/notices';
import { marketTimeZone } from '@core/market/calendar';
import type { MarketId } from '@core/market/types';

export interface ComingEvent {
  kind: 'holiday' | 'early_close';
  /** The exchange-local date (YYYY-MM-DD). */
  date: string;
  /** Early closes: the exchange-local closing time (HH:MM); empty for a holiday. */
  time: string;
  /** The exchange's time zone, named beside every time shown. */
  timezone: string;
}

/**
 * The first holiday or early close of a line's market in the coming week, shown on the line's page
 * (the News tab lists them all, from the same calendar): null when the week is regular.
 */
export function comingEvent(market: MarketId, now: Date): ComingEvent | null {
  const next = calendarNotices(now, 7, [market])[0];
  if (!next) return null;
  return { kind: next.kind, date: next.date, time: next.time ?? '', timezone: marketTimeZone(market) };
}
