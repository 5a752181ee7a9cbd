import { toMillis } from '../runtime/format/toMillis';

/** "2026-11-24 09:30" at an instant in a named time zone (the exchange's), or the device's when none is named. */
export function zonedDateTime(value: unknown, timeZone?: string): string {
  const ms = toMillis(value);
  if (ms === undefined) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The device's time zone, named: every time on the ticket says its zone. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Why the ticket cannot place an order now and when it can: the next open in the member's time zone
 * and in the exchange's, each naming its zone (market/trade_conf next_open and timezone).
 */
export function MarketClosed(props: { t: (key: string, args?: Record<string, unknown>) => string; nextOpen: unknown; timezone: string }) {
  const { t, nextOpen, timezone } = props;
  const local = zonedDateTime(nextOpen);
  return (
    <div className="mer-ticket-closed" role="status">
      <p className="mer-text">{t('trade.ticket.closed')}</p>
      {local && (
        <p className="mer-text mer-text-caption">
          {t('trade.ticket.nextOpen', {
            local,
            localZone: deviceTimeZone(),
            exchange: timezone ? zonedDateTime(nextOpen, timezone) : '',
            exchangeZone: timezone,
          })}
        </p>
      )}
    </div>
  );
}
