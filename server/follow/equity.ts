import { instrumentOf } from '@core/market/instruments';
import { fxCurrencyOf, tradeValue, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import type { Queryable } from '../db/types';
import { Decimal } from '../ledger/money';

/** Entry types that are trades (their postings change equity by the result and fees, never by a flow). */
const TRADE_TYPES = ['etf_buy', 'etf_sell'];

export interface EquityReading {
  /** USDT: the ETF account's balance + every holding at the bid in USDT (each rounded down to the cent). */
  equity: Decimal;
  /** Net USDT moved into the ETF account by postings after `afterPosting` that are not trades (transfers, deposits, corrections). */
  flow: Decimal;
  /** The last posting of the account the reading has seen (the next reading counts flows after it). */
  lastPosting: string;
}

/**
 * Reads a provider's equity and flows in ONE statement, so balance, holdings and postings are one
 * consistent picture even while its orders fill. Holdings are valued at the last bid the market
 * data source has (whatever its age: outside the session the last price is the honest one) and
 * the FX rate of the same source. Null when a held line or its FX rate has no price at all.
 */
export async function readEquity(
  q: Queryable,
  services: Services,
  etfAccount: string,
  afterPosting: string,
): Promise<EquityReading | null> {
  const { rows } = await q.query<{
    balance: string;
    last_posting: string;
    flow: string;
    positions: { code: string; quantity: string }[] | string;
  }>(
    `SELECT a.balance::text AS balance,
            COALESCE((SELECT max(p.id) FROM postings p WHERE p.account_id = a.id), 0)::text AS last_posting,
            COALESCE((SELECT sum(p.amount) FROM postings p JOIN journal_entries e ON e.id = p.entry_id
                       WHERE p.account_id = a.id AND p.id > $2 AND e.type <> ALL($3::text[])), 0)::text AS flow,
            COALESCE((SELECT json_agg(json_build_object('code', x.code, 'quantity', x.quantity::text) ORDER BY x.code)
                        FROM etf_positions x WHERE x.member_id = a.member_id AND x.quantity > 0), '[]'::json) AS positions
       FROM ledger_accounts a WHERE a.id = $1`,
    [etfAccount, afterPosting, TRADE_TYPES],
  );
  const row = rows[0]!;
  const positions = typeof row.positions === 'string' ? (JSON.parse(row.positions) as { code: string; quantity: string }[]) : row.positions;
  let equity = new Decimal(row.balance);
  for (const p of positions) {
    const instrument = instrumentOf(p.code);
    const quote = services.market.quote(p.code);
    if (!instrument || !quote) return null;
    const fx = services.market.fx(fxCurrencyOf(instrument.currency));
    if (!fx) return null;
    equity = equity.plus(tradeValue(p.quantity, quote.bid, usdtPerQuoteUnit(instrument.currency, fx.rate), 'sell'));
  }
  return { equity, flow: new Decimal(row.flow), lastPosting: row.last_posting };
}
