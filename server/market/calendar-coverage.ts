import { calendarCoversUntil } from '@core/market/calendar';
import type { MarketId } from '@core/market/types';
import { addDays } from '@core/market/zonedTime';

const MARKETS: MarketId[] = ['US', 'UK'];

/**
 * What `npm start` warns about the trading calendars: a market whose reviewed span ends within 12
 * months. Past that date every order on the market is refused, so the operator has a year to review
 * the next years' schedules (core/market/data/calendars.json says how).
 */
export function calendarCoverageWarnings(now: Date): string[] {
  const today = now.toISOString().slice(0, 10);
  const inAYear = addDays(today, 365);
  return MARKETS.filter((m) => calendarCoversUntil(m) < inAYear).map(
    (m) =>
      `the ${m} trading calendar is reviewed only until ${calendarCoversUntil(m)}${calendarCoversUntil(m) < today ? ' (already past: every order on it is refused)' : ''}; orders on later days will be refused. Review the exchange's schedule and extend core/market/data/calendars.json.`,
  );
}
