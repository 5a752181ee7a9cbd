import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import type { CorrectionGuard } from '../ledger/corrections';
import { moneyText } from '../ledger/money';
import { reserveAccount, reserveState } from './reserve';

/** Entries that fund the Top 10 income reserve: reversed only while the reserve still covers what it owes. */
const RESERVE_ENTRY_TYPES: readonly string[] = ['top10_reserve_add'];

/**
 * The Top 10's word on ledger corrections: a purchase's principal, each day's income and its
 * settlement are the contract's own rows and never corrected; a reserve funding is reversed only if,
 * after the reversal (the reserve account locked by its posting, so no sale can commit cover
 * meanwhile), the reserve still holds the income running purchases are owed.
 */
export const top10CorrectionGuard: CorrectionGuard = {
  contractTypes: ['top10_buy', 'top10_income', 'top10_settle'],
  async afterReversal(q: Queryable, entry, at) {
    if (!RESERVE_ENTRY_TYPES.includes(entry.type)) return;
    const state = await reserveState(q, await reserveAccount(q, entry.currency, at));
    if (state.free.lt(0)) throw new AppError(Codes.RULE, 'server.top10.reserveCoverNeeded', { committed: moneyText(state.committed) });
  },
};
