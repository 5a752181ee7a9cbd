import { mirroredValue } from '@core/follow/mirroredValue';
import { instrumentOf } from '@core/market/instruments';
import { fxCurrencyOf, usdtPerQuoteUnit } from '@core/market/fees';
import type { Services } from '../services';
import { Decimal, floor2 } from '../ledger/money';
import { liveNav, lastSnapshot } from '../follow/nav';
import { providerById } from '../follow/providers';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_FROM, type SubscriptionRow } from '../follow/subscriptions';

/** Income over two windows: since the account opened, and since the start of today. */
export interface Income {
  today: Decimal;
  total: Decimal;
}

/**
 * What a member holds beyond the ledger's balances, and what the ETF and copy-trading accounts
 * earned (docs/account-figures.md has the formulas):
 * - ETF: realised results of sales (net of the sale fee and of the buy fees in the cost) plus the
 *   unrealised result of holdings at the bid (market value less cost, buy fees included);
 * - copy trading: each subscription's result less its subscription fee: settled, what reached the
 *   asset account less the amount; active, its value at the provider's NAV now less the amount.
 * Today's income is the total now less the total at the start of the day, every part valued then
 * as it stood then (holdings at the last minute's close before the day began, subscriptions at the
 * NAV snapshot before it), so today's and yesterday's figures add up to the total.
 */
export interface Holdings {
  /** ETF holdings at the bid, USDT. */
  etfValue: Decimal;
  /** Active copy subscriptions at the provider's NAV now, and their principal (held in the follow account). */
  copyValue: Decimal;
  copyPrincipal: Decimal;
  etf: Income;
  follow: Income;
}

export async function holdingsOf(services: Services, memberId: string, now: Date, dayStart: Date): Promise<Holdings> {
  const etf = await etfPart(services, memberId, dayStart);
  const follow = await followPart(services, memberId, now, dayStart);
  return { etfValue: etf.value, copyValue: follow.value, copyPrincipal: follow.principal, etf: etf.income, follow: follow.income };
}

async function etfPart(services: Services, memberId: string, dayStart: Date) {
  const db = services.db;
  const { rows: realised } = await db.query<{ total: string; today: string }>(
    `SELECT COALESCE(sum(profit), 0)::text AS total, COALESCE(sum(profit) FILTER (WHERE fill_time >= $2), 0)::text AS today
       FROM etf_orders WHERE member_id = $1 AND side = 'sell' AND status = 'transacted'`,
    [memberId, dayStart],
  );
  // Block-trade shares in their lock-up are the member's too (paid at the close, docs/blocks.md):
  // they count with the line's holding, at its bid, as they will once the lock-up ends.
  const { rows: positions } = await db.query<{ code: string; quantity: string; cost_basis: string }>(
    `SELECT code, sum(quantity)::text AS quantity, sum(cost_basis)::text AS cost_basis FROM (
       SELECT code, quantity, cost_basis FROM etf_positions WHERE member_id = $1
       UNION ALL
       SELECT code, quantity, cost FROM block_holdings WHERE member_id = $1 AND released_at IS NULL
     ) p GROUP BY code`,
    [memberId],
  );
  // Today's fills, undone to find each line as it stood when the day began.
  const { rows: fills } = await db.query<{ code: string; side: 'buy' | 'sell'; quantity: string; cost_basis: string }>(
    `SELECT code, side, quantity::text AS quantity, cost_basis::text AS cost_basis FROM etf_orders
      WHERE member_id = $1 AND status = 'transacted' AND fill_time >= $2
     UNION ALL
     SELECT code, 'buy', quantity::text, cost::text FROM block_holdings WHERE member_id = $1 AND allocated_at >= $2`,
    [memberId, dayStart],
  );
  let value = new Decimal(0);
  let unrealisedNow = new Decimal(0);
  let unrealisedThen = new Decimal(0);
  for (const p of positions) {
    const instrument = instrumentOf(p.code);
    const quote = services.market.quote(p.code);
    const fx = instrument ? services.market.fx(fxCurrencyOf(instrument.currency)) : undefined;
    const perUnit = instrument && fx ? usdtPerQuoteUnit(instrument.currency, fx.rate) : null;
    const qty = new Decimal(p.quantity);
    const cost = new Decimal(p.cost_basis);
    // Without a price a holding counts at its cost: no gain or loss is claimed that cannot be measured.
    const now = quote && perUnit ? floor2(qty.times(quote.bid).times(perUnit)) : cost;
    value = value.plus(now);
    unrealisedNow = unrealisedNow.plus(now.minus(cost));
    let qtyThen = qty;
    let costThen = cost;
    for (const f of fills.filter((x) => x.code === p.code)) {
      const sign = f.side === 'buy' ? -1 : 1;
      qtyThen = qtyThen.plus(new Decimal(f.quantity).times(sign));
      costThen = costThen.plus(new Decimal(f.cost_basis).times(sign));
    }
    if (qtyThen.lte(0)) continue;
    const priceThen = await priceBefore(services, p.code, dayStart);
    const then = priceThen && perUnit ? floor2(qtyThen.times(priceThen).times(perUnit)) : costThen;
    unrealisedThen = unrealisedThen.plus(then.minus(costThen));
  }
  const total = new Decimal(realised[0]!.total).plus(unrealisedNow);
  const today = new Decimal(realised[0]!.today).plus(unrealisedNow).minus(unrealisedThen);
  return { value, income: { total, today } };
}

/** The line's last traded price before `at`: the close of the last minute candle, else of the last day. */
async function priceBefore(services: Services, code: string, at: Date): Promise<string | undefined> {
  const { rows } = await services.db.query<{ close: string }>(
    `SELECT close::text AS close FROM (
       (SELECT close, time FROM market_candles_1m WHERE code = $1 AND time < $2 ORDER BY time DESC LIMIT 1)
       UNION ALL
       (SELECT close, time FROM market_candles_1d WHERE code = $1 AND time < $2 ORDER BY time DESC LIMIT 1)
     ) c ORDER BY time DESC LIMIT 1`,
    [code, at],
  );
  return rows[0]?.close;
}

async function followPart(services: Services, memberId: string, now: Date, dayStart: Date) {
  const db = services.db;
  const { rows } = await db.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM} WHERE s.member_id = $1`, [
    memberId,
  ]);
  const navNow = new Map<string, Decimal>();
  const navThen = new Map<string, Decimal | null>();
  let value = new Decimal(0);
  let principal = new Decimal(0);
  let total = new Decimal(0);
  let totalThen = new Decimal(0);
  for (const s of rows) {
    const amount = new Decimal(s.amount);
    const fee = new Decimal(s.fee);
    if (s.status === 'settled') {
      const result = new Decimal(s.settled_amount!).minus(amount).minus(fee);
      total = total.plus(result);
      if (s.settled_at! < dayStart) totalThen = totalThen.plus(result);
      else if (s.start_at < dayStart) totalThen = totalThen.plus(await activeThen(s));
      continue;
    }
    if (!navNow.has(s.provider_id)) {
      const provider = await providerById(db, s.provider_id);
      navNow.set(s.provider_id, provider ? (await liveNav(db, services, provider, now)).nav : new Decimal(s.nav_start));
    }
    const worth = mirroredValue(amount, s.nav_start, navNow.get(s.provider_id)!);
    value = value.plus(worth);
    principal = principal.plus(amount);
    total = total.plus(worth.minus(amount).minus(fee));
    if (s.start_at < dayStart) totalThen = totalThen.plus(await activeThen(s));
  }
  return { value, principal, income: { total, today: total.minus(totalThen) } };

  /** A subscription's result when the day began: its value at the NAV snapshot before then, less amount and fee. */
  async function activeThen(s: SubscriptionRow): Promise<Decimal> {
    if (!navThen.has(s.provider_id)) navThen.set(s.provider_id, (await lastSnapshot(db, s.provider_id, dayStart))?.nav ?? null);
    const nav = navThen.get(s.provider_id) ?? new Decimal(s.nav_start);
    return mirroredValue(s.amount, s.nav_start, nav).minus(s.amount).minus(s.fee);
  }
}
