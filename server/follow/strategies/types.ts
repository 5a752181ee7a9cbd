import type { Quote } from '../../market/market-data';
import type { Decimal } from '../../ledger/money';

/** What a strategy sees when it decides: cash and holdings of the provider's ETF account, and quotes. */
export interface StrategyView {
  /** USDT available in the ETF account (balance less what pending orders hold). */
  cash: Decimal;
  /** Shares held and not reserved by pending sells, per line. */
  holdings: ReadonlyMap<string, Decimal>;
  quote(code: string): Quote | undefined;
}

/** A market order the strategy wants: a buy by USDT amount, or a sell of a quantity. */
export type StrategyOrder = { side: 'buy'; code: string; amount: string } | { side: 'sell'; code: string; quantity: string };

/**
 * A named built-in strategy of a demo provider: the lines it trades (all of one market; it decides
 * only while that market is open) and a pure decision from what it sees now. Its orders go through
 * the members' order path, so its results are those of real orders at real quotes.
 */
export interface Strategy {
  name: string;
  lines: readonly string[];
  decide(view: StrategyView): StrategyOrder[];
}
