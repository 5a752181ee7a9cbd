import defs from '@schemas/api/defs.json';
import { useEngine } from '../context/EngineContext';
import { Field } from './OrderTicketControls';
import type { OrderTicketState } from './useOrderTicket';
import type { WidgetProps } from '../kit/WidgetProps';

// The catalogue's rule (defs.json PayPassword), which etf/buy and etf/sell validate with: the field
// holds no more than it allows, and useOrderTicket checks the typed text against its pattern.
const PAY_PASSWORD = defs.$defs.PayPassword;
// Typing filter only (a numeric keypad can still paste letters); the pattern decides validity.
const NOT_A_DIGIT = /\D/g;

/**
 * The payment password, or, while trading is unlocked on this session, until when and a way to lock
 * it again (the screen's lock actions end the unlock on the server too).
 */
export function TicketPassword({ ticket, emit }: { ticket: OrderTicketState; emit: WidgetProps<'OrderTicket'>['emit'] }) {
  const { t, formatters: f } = useEngine();
  const { entry, lock } = ticket;
  if (lock.unlocked)
    return (
      <div className="mer-ticket-unlocked">
        <span>{t('trade.ticket.unlockedUntil', { time: f.dateTime(lock.unlockedUntil, 'hh:MM zzz') })}</span>
        <button
          type="button"
          className="mer-link"
          onClick={() => {
            lock.relock();
            void emit('lock', {});
          }}
        >
          {t('trade.ticket.lock')}
        </button>
      </div>
    );
  return (
    <Field label={t('payPassword.password')}>
      {(id) => (
        <>
          <input
            id={id}
            className="mer-input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PAY_PASSWORD.maxLength}
            aria-describedby={lock.unlockMinutes ? `${id}-unlock` : undefined}
            value={entry.payPassword}
            onChange={(e) => entry.setPayPassword(e.target.value.replace(NOT_A_DIGIT, ''))}
          />
          {/* The time is the server's published one (trade_conf), said only when it is known. */}
          {lock.unlockMinutes && (
            <p id={`${id}-unlock`} className="mer-text mer-text-caption">
              {t('trade.ticket.unlockNote', { minutes: f.number(lock.unlockMinutes, '0') })}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
