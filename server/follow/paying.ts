import { maxAffordable } from '@core/follow/maxAffordable';
import type { Services } from '../services';
import { Decimal, moneyText } from '../ledger/money';

/**
 * The account a subscription is paid from (the member's asset account), what it has available now
 * and the largest amount that leaves room for the fee on top: the subscribe screen shows these and
 * refuses what does not fit before the confirmation, by the rule follow/buy's "funds short" applies.
 */
export async function payingAccount(services: Services, memberId: string, feeRate: string) {
  const { rows } = await services.db.query<{ available: string }>(
    `SELECT (balance - frozen)::text AS available FROM ledger_accounts WHERE member_id = $1 AND kind = 'asset' AND currency = $2`,
    [memberId, services.config.money.currency],
  );
  const available = new Decimal(rows[0]?.available ?? 0);
  return { account: 'asset' as const, available: moneyText(available), max_amount: moneyText(maxAffordable(available, feeRate)) };
}
