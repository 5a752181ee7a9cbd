import type { Formatters } from '../runtime/format/createFormatters';
import type { TicketLimits } from '../runtime/market/ticket';

interface BuyingPowerProps {
  t: (key: string, args?: Record<string, unknown>) => string;
  f: Formatters;
  side: 'buy' | 'sell';
  /** The paying account's name, e.g. "ETF". */
  account: string;
  available: unknown;
  minOrderAmount: unknown;
  limits: TicketLimits;
  /** A count of shares with the locale's separators, its decimals kept. */
  shares: (value: string) => string;
  /** Opens the transfer screen; absent when the screen gives no route. */
  onTransfer?: () => void;
}

/**
 * What the member can spend before typing anything: the paying account by name with its available
 * balance (a Transfer shortcut beside it), the minimum order, and the most this order can be (by
 * shares and by amount, the fee included) at the price the server would check it at.
 */
export function BuyingPower({ t, f, side, account, available, minOrderAmount, limits, shares, onTransfer }: BuyingPowerProps) {
  const hasAvailable = available !== undefined && available !== null && available !== '';
  return (
    <div className="mer-ticket-power">
      {side === 'buy' && hasAvailable && (
        <div className="mer-ticket-power-line">
          <span className="mer-text">{t('trade.ticket.available', { account, available: f.money(available) })}</span>
          {onTransfer && (
            <button type="button" className="mer-link" onClick={onTransfer}>
              {t('trade.ticket.transfer')}
            </button>
          )}
        </div>
      )}
      {minOrderAmount !== undefined && minOrderAmount !== null && minOrderAmount !== '' && (
        <p className="mer-text mer-text-caption">{t('trade.ticket.minOrder', { min: f.money(minOrderAmount) })}</p>
      )}
      {limits.maxShares !== undefined && (
        <p className="mer-text mer-text-caption">
          {side === 'buy' && limits.maxAmount !== undefined
            ? t('trade.ticket.maxBuy', {
                count: Number(limits.maxShares),
                shares: shares(limits.maxShares),
                amount: f.money(limits.maxAmount),
              })
            : t('trade.ticket.maxSell', { count: Number(limits.maxShares), shares: shares(limits.maxShares) })}
        </p>
      )}
    </div>
  );
}
