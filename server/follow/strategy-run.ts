import { isOpen } from '@core/market/calendar';
import { instrumentOf } from '@core/market/instruments';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { memberAccount } from '../ledger/accounts';
import { Decimal } from '../ledger/money';
import { ticketOf, writeOrder } from '../orders/place';
import type { ProviderRow } from './providers';
import { STRATEGIES } from './strategies';

/**
 * One decision of a demo provider's named strategy, in the job's transaction: only while its
 * lines' market is open, with the provider's real cash and holdings, and every order through the
 * members' order path (ticketOf, writeOrder: the same checks, fees, fills and postings). An order
 * the terms refuse (no fresh quote, too small) is rolled back to its savepoint and skipped; the
 * next decision comes at the next period. Returns how many orders were written.
 */
export async function runStrategy(q: Queryable, services: Services, provider: ProviderRow, now: Date): Promise<number> {
  const strategy = STRATEGIES[provider.strategy];
  const market = strategy && instrumentOf(strategy.lines[0]!)?.market;
  if (!strategy || !market || !isOpen(market, now)) return 0;
  const account = await memberAccount(q, provider.member_id, 'etf', services.config.money.currency, now);
  const cash = await q.query<{ available: string }>('SELECT (balance - frozen)::text AS available FROM ledger_accounts WHERE id = $1', [
    account,
  ]);
  const held = await q.query<{ code: string; available: string }>(
    'SELECT code, (quantity - reserved)::text AS available FROM etf_positions WHERE member_id = $1 AND quantity > reserved',
    [provider.member_id],
  );
  const orders = strategy.decide({
    cash: new Decimal(cash.rows[0]!.available),
    holdings: new Map(held.rows.map((r) => [r.code, new Decimal(r.available)])),
    quote: (code) => services.market.quote(code),
  });
  let written = 0;
  for (const order of orders) {
    await q.query('SAVEPOINT strategy_order');
    try {
      const input =
        order.side === 'buy'
          ? { code: order.code, delegate_type: 'market' as const, amount: order.amount }
          : { code: order.code, delegate_type: 'market' as const, quantity: order.quantity };
      await writeOrder(q, services, provider.member_id, ticketOf(services, order.side, input, now), now);
      await q.query('RELEASE SAVEPOINT strategy_order');
      written += 1;
    } catch {
      await q.query('ROLLBACK TO SAVEPOINT strategy_order');
    }
  }
  return written;
}
