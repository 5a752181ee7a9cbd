// The order bench's reference (issue 23): the rows one market buy writes (the member's row lock,
// its ETF account and its custody and fees sub-accounts locked in id order, the order, the entry,
// its three postings, the balances and the position), written by the bare driver in the fewest
// round trips, with no HTTP, no session, no checks. On PostgreSQL each order is one round trip
// (BEGIN; the locks; one CTE chain; COMMIT sent as one simple-protocol string) on a connection of
// its own; on PGlite, in process, two statements in a transaction. The server's orders per second
// are judged against this, measured in the same run on the same database.
import pg from 'pg';
import type { Db } from '@server/db/types';

export interface CeilingMember {
  memberId: string;
  /** The member's ETF account and its sub-accounts of custody and fees. */
  etf: string;
  custody: string;
  fees: string;
}

const VALUE = '5.00';
const FEE = '1.00';

/** One order's statements, literal values only (ids and fixed amounts made here, never input). */
function orderSql(m: CeilingMember): { lock: string; write: string } {
  const ids = [m.etf, m.custody, m.fees].map(Number).sort((a, b) => a - b);
  const lock = `SELECT 1 FROM members WHERE id = ${Number(m.memberId)} FOR NO KEY UPDATE;
    SELECT id FROM ledger_accounts WHERE id IN (${ids.join(',')}) ORDER BY id FOR UPDATE`;
  const amounts: Record<string, string> = { [m.etf]: `-${VALUE} - ${FEE}`, [m.custody]: VALUE, [m.fees]: FEE };
  const lines = [m.etf, m.custody, m.fees].sort((a, b) => Number(a) - Number(b));
  const write = `WITH o AS (SELECT nextval('etf_orders_id_seq') AS id),
    e AS (INSERT INTO journal_entries (type, memo, ref_type, ref_id, created_at) SELECT 'etf_buy', 'ceiling', 'etf_order', o.id, now() FROM o RETURNING id),
    b AS (SELECT id, balance FROM ledger_accounts WHERE id IN (${lines.join(',')})),
    p AS (INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, created_at)
      SELECT e.id, v.account, 'USDT', v.amount, b.balance + v.amount, now() FROM e, (VALUES ${lines
        .map((id, i) => `(${id}::bigint, (${amounts[id]})::numeric, ${i})`)
        .join(', ')}) AS v(account, amount, n) JOIN b ON b.id = v.account ORDER BY v.n),
    u AS (UPDATE ledger_accounts a SET balance = a.balance + v.amount FROM (VALUES ${lines
      .map((id) => `(${id}::bigint, (${amounts[id]})::numeric)`)
      .join(', ')}) AS v(account, amount) WHERE a.id = v.account),
    ord AS (INSERT INTO etf_orders (id, member_id, order_no, code, market, quote_currency, side, delegate_type, time_in_force, quantity,
        status, occupied, value, fee, fill_price, fill_time, entry_id, expires_at, created_at, ended_at)
      SELECT o.id, ${Number(m.memberId)}, 'C' || o.id, 'SPY', 'US', 'USD', 'buy', 'market', 'day', 0.01, 'transacted', 0, ${VALUE}, ${FEE},
        500, now(), e.id, now(), now(), now() FROM o, e)
    INSERT INTO etf_positions (member_id, code, quantity, cost_basis, opened_at, updated_at) VALUES (${Number(m.memberId)}, 'SPY', 0.01, 6, now(), now())
      ON CONFLICT (member_id, code) DO UPDATE SET quantity = etf_positions.quantity + 0.01, cost_basis = etf_positions.cost_basis + 6, updated_at = now()`;
  return { lock, write };
}

/** Orders per second of `total` bare orders with `concurrency` in flight, spread over the members. */
export async function ceilingOnPostgres(url: string, members: CeilingMember[], total: number, concurrency: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => undefined);
      await c.connect();
      return c;
    }),
  );
  let n = 0;
  const t0 = performance.now();
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (n < total) {
          n += 1;
          const { lock, write } = orderSql(members[n % members.length]!);
          // One round trip: the simple protocol runs the whole string as one transaction's statements.
          await c.query(`BEGIN; ${lock}; ${write}; COMMIT`);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  return total / ((performance.now() - t0) / 1000);
}

/** The same on PGlite, in process (one connection: the orders run one after another whatever the concurrency). */
export async function ceilingOnPglite(db: Db, members: CeilingMember[], total: number): Promise<number> {
  const t0 = performance.now();
  for (let n = 1; n <= total; n++) {
    const { lock, write } = orderSql(members[n % members.length]!);
    await db.tx(async (q) => {
      for (const sql of lock.split(';')) await q.query(sql);
      await q.query(write);
    });
  }
  return total / ((performance.now() - t0) / 1000);
}
