import { useEngine } from '../context/EngineContext';
import { ticketErrorArgs, type OrderTicketState } from './useOrderTicket';

/** Spec section 5: a buyer confirms the contract terms, which the screen may offer to read first. */
export function TicketTerms({ ticket, terms }: { ticket: OrderTicketState; terms?: { to: string; query?: Record<string, unknown> } }) {
  const engine = useEngine();
  const { t } = engine;
  return (
    <div className="mer-ticket-agree">
      <label>
        <input type="checkbox" checked={ticket.entry.agree} onChange={(e) => ticket.entry.setAgree(e.target.checked)} />{' '}
        {t('trade.ticket.agree')}
      </label>
      {terms && (
        <button type="button" className="mer-link" onClick={() => engine.navigation.navigate(terms.to, { query: terms.query })}>
          {t('trade.ticket.readTerms')}
        </button>
      )}
    </div>
  );
}

/** What stops the order: the ticket's own error line, then the server's refusal, kept until dismissed. */
export function TicketProblems({ ticket }: { ticket: OrderTicketState }) {
  const { t, formatters: f } = useEngine();
  const { problem, sending } = ticket;
  return (
    <>
      {problem.showError && problem.error && (
        <p className="mer-text mer-text-danger" role="alert">
          {t(problem.error, ticketErrorArgs(ticket.preview, ticket.account, ticket.shares, f))}
        </p>
      )}
      {sending.refusal && (
        <div className="mer-form-refusal mer-ticket-refusal" role="alert">
          <span>{sending.refusal}</span>
          <button type="button" className="mer-link" onClick={() => sending.dismiss()}>
            {t('trade.ticket.dismiss')}
          </button>
        </div>
      )}
    </>
  );
}
