import type { Queryable } from '../db/types';

export interface LedgerProblem {
  rule: 'balance' | 'frozen' | 'zero-sum' | 'negative' | 'running-balance' | 'empty-entry';
  detail: string;
}

/**
 * Rebuilds every balance from the postings and every frozen amount from the open holds, and checks
 * that each entry sums to zero per currency and no member account is below zero. An empty list
 * means the stored balances are exactly what the postings say.
 */
export async function checkLedger(q: Queryable): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const balances = await q.query<{ id: string; stored: string; rebuilt: string }>(
    `SELECT a.id::text AS id, a.balance::text AS stored, COALESCE(p.total, 0)::text AS rebuilt
       FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) p ON p.account_id = a.id
      WHERE a.balance <> COALESCE(p.total, 0) ORDER BY a.id`,
  );
  for (const r of balances.rows)
    problems.push({ rule: 'balance', detail: `account ${r.id}: stored ${r.stored}, postings give ${r.rebuilt}` });

  const frozen = await q.query<{ id: string; stored: string; rebuilt: string }>(
    `SELECT a.id::text AS id, a.frozen::text AS stored, COALESCE(h.total, 0)::text AS rebuilt
       FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM holds WHERE status = 'held' GROUP BY account_id) h ON h.account_id = a.id
      WHERE a.frozen <> COALESCE(h.total, 0) ORDER BY a.id`,
  );
  for (const r of frozen.rows)
    problems.push({ rule: 'frozen', detail: `account ${r.id}: frozen ${r.stored}, open holds give ${r.rebuilt}` });

  const unbalanced = await q.query<{ entry_id: string; currency: string; total: string }>(
    'SELECT entry_id::text AS entry_id, currency, sum(amount)::text AS total FROM postings GROUP BY entry_id, currency HAVING sum(amount) <> 0 ORDER BY entry_id',
  );
  for (const r of unbalanced.rows) problems.push({ rule: 'zero-sum', detail: `entry ${r.entry_id}: ${r.currency} sums to ${r.total}` });

  const empty = await q.query<{ id: string }>(
    'SELECT e.id::text AS id FROM journal_entries e WHERE NOT EXISTS (SELECT 1 FROM postings p WHERE p.entry_id = e.id) ORDER BY e.id',
  );
  for (const r of empty.rows) problems.push({ rule: 'empty-entry', detail: `entry ${r.id} has no postings` });

  const negative = await q.query<{ id: string; balance: string; frozen: string }>(
    'SELECT id::text AS id, balance::text AS balance, frozen::text AS frozen FROM ledger_accounts WHERE member_id IS NOT NULL AND (balance < frozen OR frozen < 0) ORDER BY id',
  );
  for (const r of negative.rows)
    problems.push({ rule: 'negative', detail: `member account ${r.id}: balance ${r.balance}, frozen ${r.frozen}` });

  const running = await q.query<{ id: string; account_id: string; balance_after: string; running: string }>(
    `SELECT id::text AS id, account_id::text AS account_id, balance_after::text AS balance_after, running::text AS running FROM (
       SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM postings
     ) p WHERE balance_after <> running ORDER BY id LIMIT 100`,
  );
  for (const r of running.rows)
    problems.push({
      rule: 'running-balance',
      detail: `posting ${r.id} (account ${r.account_id}): balance_after ${r.balance_after}, running sum ${r.running}`,
    });
  return problems;
}

/**
 * The platform's balances by purpose and currency, its sub-accounts added together (migration
 * 027): what ledger:check and reports show as the one custody or fees account.
 */
export async function platformBalances(q: Queryable): Promise<{ kind: string; currency: string; balance: string; accounts: number }[]> {
  const { rows } = await q.query<{ kind: string; currency: string; balance: string; accounts: string }>(
    `SELECT kind, currency, sum(balance)::text AS balance, count(*)::text AS accounts FROM ledger_accounts
      WHERE member_id IS NULL GROUP BY kind, currency ORDER BY kind, currency`,
  );
  return rows.map((r) => ({ ...r, accounts: Number(r.accounts) }));
}
