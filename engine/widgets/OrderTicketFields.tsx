import { useEngine } from '../context/EngineContext';
import type { DelegateType, SizeMode } from '../runtime/market/ticket';
import { Field, Segmented } from './OrderTicketControls';
import { deviceTimeZone } from './OrderTicketMarketClosed';
import { text } from '../kit/propReaders';
import type { OrderTicketState } from './useOrderTicket';
import type { ResolvedProps } from '../kit/WidgetProps';

interface FieldsProps {
  ticket: OrderTicketState;
  props: ResolvedProps<'OrderTicket'>;
}

/** Market or limit; a limit order's price field comes and goes with it. */
export function TicketTypeFields({ ticket }: { ticket: OrderTicketState }) {
  const { t } = useEngine();
  const { entry } = ticket;
  return (
    <>
      <Segmented
        label={t('trade.ticket.type')}
        value={entry.delegateType}
        options={[
          { key: 'market', title: t('trade.ticket.market') },
          { key: 'limit', title: t('trade.ticket.limit') },
        ]}
        onChange={(v: DelegateType) => entry.setDelegateType(v)}
      />
      {entry.delegateType === 'limit' && (
        <Field label={t('trade.ticket.limitPrice', { currency: ticket.currency })}>
          {(id) => (
            <input
              id={id}
              className="mer-input"
              inputMode="decimal"
              value={entry.limitPrice}
              onChange={(e) => entry.setLimitPrice(e.target.value)}
            />
          )}
        </Field>
      )}
    </>
  );
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
    : entry.timeInForce === 'gtc' && entry.delegateType === 'limit'
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
