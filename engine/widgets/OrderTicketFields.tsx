import { useEngine } from '../context/EngineContext';
import type { DelegateType, SizeMode, TrailMode } from '../runtime/market/ticket';
import { Field, Segmented } from './OrderTicketControls';
import { deviceTimeZone } from './OrderTicketMarketClosed';
import { text } from '../kit/propReaders';
import type { OrderTicketState } from './useOrderTicket';
import type { ResolvedProps } from '../kit/WidgetProps';

interface FieldsProps {
  ticket: OrderTicketState;
  props: ResolvedProps<'OrderTicket'>;
}

type Kind = 'market' | 'limit' | 'stop' | 'trailing';

/** The type as the member picks it: a stop and a stop-limit are one choice, told apart by what the stop becomes. */
function kindOf(type: DelegateType): Kind {
  return type === 'stop_limit' ? 'stop' : type;
}

/** A price (or distance) field of the ticket. */
function PriceField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field label={label}>
      {(id) => <input id={id} className="mer-input" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/**
 * Market, limit, stop or trailing stop, with the fields each needs: a limit price; a stop price and
 * what the stop becomes (a market or a limit order); a trailing distance by amount or percent, and
 * where that stop starts.
 */
export function TicketTypeFields({ ticket }: { ticket: OrderTicketState }) {
  const { t, formatters: f } = useEngine();
  const { entry } = ticket;
  const kind = kindOf(entry.delegateType);
  const currency = { currency: ticket.currency };
  return (
    <>
      <Segmented
        label={t('trade.ticket.type')}
        value={kind}
        options={[
          { key: 'market', title: t('trade.ticket.market') },
          { key: 'limit', title: t('trade.ticket.limit') },
          { key: 'stop', title: t('trade.ticket.stop') },
          { key: 'trailing', title: t('trade.ticket.trailing') },
        ]}
        onChange={(v: Kind) => entry.setDelegateType(v)}
      />
      {kind === 'stop' && (
        <>
          <PriceField label={t('trade.ticket.stopPrice', currency)} value={entry.stopPrice} onChange={entry.setStopPrice} />
          <Segmented
            label={t('trade.ticket.whenReached')}
            value={entry.delegateType === 'stop_limit' ? 'limit' : 'market'}
            options={[
              { key: 'market', title: t('trade.ticket.stopMarket') },
              { key: 'limit', title: t('trade.ticket.stopLimit') },
            ]}
            onChange={(v: 'market' | 'limit') => entry.setDelegateType(v === 'limit' ? 'stop_limit' : 'stop')}
          />
        </>
      )}
      {(entry.delegateType === 'limit' || entry.delegateType === 'stop_limit') && (
        <PriceField label={t('trade.ticket.limitPrice', currency)} value={entry.limitPrice} onChange={entry.setLimitPrice} />
      )}
      {kind === 'trailing' && (
        <>
          <Segmented
            label={t('trade.ticket.trailBy')}
            value={entry.trailMode}
            options={[
              { key: 'percent', title: t('trade.ticket.trailByPercent') },
              { key: 'amount', title: t('trade.ticket.trailByAmount') },
            ]}
            onChange={(v: TrailMode) => entry.setTrailMode(v)}
          />
          <PriceField
            label={t(entry.trailMode === 'percent' ? 'trade.ticket.trailPercent' : 'trade.ticket.trailAmount', currency)}
            value={entry.trailValue}
            onChange={entry.setTrailValue}
          />
          {ticket.preview.stop !== undefined && (
            <p className="mer-text mer-text-caption">{t('trade.ticket.stopNow', { price: f.number(ticket.preview.stop) })}</p>
          )}
        </>
      )}
    </>
  );
}

/** What the chosen type does, in a sentence the member reads before confirming. */
export function ticketTypeNote(type: DelegateType, side: 'buy' | 'sell'): string {
  if (type === 'stop') return side === 'sell' ? 'trade.ticket.stopNoteSell' : 'trade.ticket.stopNoteBuy';
  if (type === 'stop_limit') return 'trade.ticket.stopLimitNote';
  if (type === 'trailing') return side === 'sell' ? 'trade.ticket.trailingNoteSell' : 'trade.ticket.trailingNoteBuy';
  return type === 'market' ? 'trade.ticket.marketNote' : 'trade.ticket.limitNote';
}

/** The size, in shares or as an amount (each keeps its own text when the other is chosen), and what a seller holds. */
export function TicketSizeFields({ ticket, props }: FieldsProps) {
  const { t } = useEngine();
  const { entry } = ticket;
  return (
    <>
      <Segmented
        label={t('trade.ticket.size')}
        value={entry.mode}
        options={[
          { key: 'quantity', title: t('trade.ticket.byQuantity') },
          { key: 'amount', title: t('trade.ticket.byAmount') },
        ]}
        onChange={(v: SizeMode) => entry.setMode(v)}
      />
      {entry.mode === 'quantity' ? (
        <Field label={t('trade.ticket.quantity')}>
          {(id) => (
            <input
              id={id}
              className="mer-input"
              inputMode="decimal"
              value={entry.quantity}
              onChange={(e) => entry.setQuantity(e.target.value)}
            />
          )}
        </Field>
      ) : (
        <Field label={t('trade.ticket.amount')}>
          {(id) => (
            <input
              id={id}
              className="mer-input"
              inputMode="decimal"
              value={entry.amount}
              onChange={(e) => entry.setAmount(e.target.value)}
            />
          )}
        </Field>
      )}
      {ticket.side === 'sell' && text(props.holding) !== '' && (
        <p className="mer-text mer-text-caption">
          {t('trade.ticket.holding', { count: Number(text(props.holding)), shares: ticket.shares(text(props.holding)) })}
        </p>
      )}
    </>
  );
}

/** Day or good-till-cancelled, and when the order would expire. */
export function TicketTimeFields({ ticket, props }: FieldsProps) {
  const { t, formatters: f } = useEngine();
  const { entry } = ticket;
  // The server expires a market order with the day (it fills at once or is refused), so DAY's time
  // shows for it; an order that cannot be placed now has no expiry to show.
  const expiresAt = !ticket.tradable
    ? undefined
    : entry.timeInForce === 'gtc' && entry.delegateType !== 'market'
      ? props.gtcExpiresAt
      : props.dayExpiresAt;
  return (
    <>
      <Segmented
        label={t('trade.ticket.timeInForce')}
        value={entry.timeInForce}
        options={[
          { key: 'day', title: t('trade.ticket.day') },
          { key: 'gtc', title: t('trade.ticket.gtc') },
        ]}
        onChange={(v: 'day' | 'gtc') => entry.setTimeInForce(v)}
      />
      {expiresAt !== undefined && expiresAt !== null && expiresAt !== '' && (
        <p className="mer-text mer-text-caption">{t('trade.ticket.expires', { time: `${f.dateTime(expiresAt)} (${deviceTimeZone()})` })}</p>
      )}
    </>
  );
}
