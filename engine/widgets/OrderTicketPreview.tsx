import { useEngine } from '../context/EngineContext';
import { text } from '../kit/propReaders';
import type { OrderTicketState } from './useOrderTicket';
import type { ResolvedProps } from '../kit/WidgetProps';

/** The estimate as typed: shares, value, fee (and how it is worked out), total or proceeds, and the rate into USDT. */
export function TicketPreview({ ticket, props }: { ticket: OrderTicketState; props: ResolvedProps<'OrderTicket'> }) {
  const { t, formatters: f } = useEngine();
  const { preview } = ticket;
  return (
    <dl className="mer-ticket-preview" aria-live="polite">
      <dt>{t('trade.ticket.estShares')}</dt>
      <dd>{preview.shares ?? '-'}</dd>
      <dt>{t('trade.ticket.value')}</dt>
      <dd>{preview.value ? `${f.money(preview.value)} USDT` : '-'}</dd>
      <dt>{t('trade.ticket.fee')}</dt>
      <dd>{preview.fee ? `${f.money(preview.fee)} USDT` : '-'}</dd>
      {text(props.feeMin) !== '' && text(props.feeRate) !== '' && (
        <>
          <dt>{t('trade.ticket.feeFormula')}</dt>
          <dd>{t('trade.ticket.feeFormulaText', { min: f.money(props.feeMin), rate: f.rate(props.feeRate) })}</dd>
        </>
      )}
      <dt>{ticket.side === 'buy' ? t('trade.ticket.total') : t('trade.ticket.proceeds')}</dt>
      <dd>{preview.total ? `${f.money(preview.total)} USDT` : '-'}</dd>
      {/* Every line converts into USDT, USD included: the rate used, its time and source always show. */}
      <dt>{t('trade.ticket.fx')}</dt>
      <dd>
        {text(props.fxRate)
          ? t('trade.ticket.fxLine', {
              currency: ticket.currency,
              // The rate exactly as published and used (a GBX rate per penny has more than 4 decimals).
              rate: text(props.fxRate),
              source: text(props.fxSource) || '-',
              time: f.dateTime(props.fxTime),
            })
          : '-'}
      </dd>
    </dl>
  );
}
