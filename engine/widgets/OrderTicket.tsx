import AdmButton from 'antd-mobile/es/components/button';
import { useEngine } from '../context/EngineContext';
import { BuyingPower } from './OrderTicketBuyingPower';
import { TicketSizeFields, TicketTimeFields, TicketTypeFields, ticketTypeNote } from './OrderTicketFields';
import { MarketClosed } from './OrderTicketMarketClosed';
import { TicketProblems, TicketTerms } from './OrderTicketNotices';
import { TicketPassword } from './OrderTicketPassword';
import { TicketPreview } from './OrderTicketPreview';
import { text } from '../kit/propReaders';
import { useOrderTicket } from './useOrderTicket';
import type { WidgetProps } from '../kit/WidgetProps';

/** A route and its query from a prop ({to, query}), e.g. the transfer screen or the trading terms. */
function routeOf(value: unknown): { to: string; query?: Record<string, unknown> } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { to, query } = value as { to?: unknown; query?: unknown };
  if (typeof to !== 'string' || !to) return undefined;
  return { to, query: query && typeof query === 'object' ? (query as Record<string, unknown>) : undefined };
}

/**
 * The order ticket. Not a JSON form: the price field comes and goes with the order type, the size
 * is shares or an amount, and the fee and total follow every keystroke, which the DSL forms cannot
 * express. It only prepares the order: the screen's submit actions confirm, check the payment
 * password prompt and call the endpoint, like any form. Its state lives in useOrderTicket; the
 * parts below only render it.
 */
export function OrderTicket({ props, emit }: WidgetProps<'OrderTicket'>) {
  const engine = useEngine();
  const { t, formatters: f } = engine;
  const ticket = useOrderTicket(props, emit);
  const { side } = ticket;
  const transfer = routeOf(props.transfer);
  return (
    <form
      className="mer-ticket"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        ticket.submit();
      }}
    >
      <BuyingPower
        t={t}
        f={f}
        side={side}
        account={ticket.account}
        available={props.available}
        minOrderAmount={props.minOrderAmount}
        limits={ticket.limits}
        shares={ticket.shares}
        onTransfer={transfer ? () => engine.navigation.navigate(transfer.to, { query: transfer.query }) : undefined}
      />
      <TicketTypeFields ticket={ticket} />
      <TicketSizeFields ticket={ticket} props={props} />
      <TicketTimeFields ticket={ticket} props={props} />
      <TicketPassword ticket={ticket} emit={emit} />
      <TicketPreview ticket={ticket} props={props} />
      <p className="mer-text mer-text-muted">{t(ticketTypeNote(ticket.entry.delegateType, side))}</p>
      {side === 'buy' && <TicketTerms ticket={ticket} terms={routeOf(props.terms)} />}
      <TicketProblems ticket={ticket} />
      {!ticket.tradable && <MarketClosed t={t} nextOpen={props.nextOpen} timezone={text(props.timezone)} />}
      <AdmButton
        className="mer-button"
        type="submit"
        color={side === 'buy' ? 'success' : 'danger'}
        block
        loading={ticket.sending.running}
        disabled={!ticket.tradable || ticket.problem.refused}
      >
        {text(props.submitText) || t(side === 'buy' ? 'trade.ticket.buy' : 'trade.ticket.sell')}
      </AdmButton>
    </form>
  );
}
