import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/open';
import { migrate } from '@server/db/migrate';
import { checkLedger, platformBalances } from '@server/ledger/check';

/**
 * `npm run ledger:check`: rebuilds every balance from the postings and compares it with the stored
 * balances, frozen amounts with open holds, and each entry's zero sum per currency. Prints every
 * difference; exits 1 when there is one. Uses DATABASE_URL or the PGlite directory in DATA_DIR
 * (stop the server first on PGlite: the embedded database has one process at a time).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const counts = await db.query<{ accounts: string; entries: string; postings: string }>(
      'SELECT (SELECT count(*) FROM ledger_accounts)::text AS accounts, (SELECT count(*) FROM journal_entries)::text AS entries, (SELECT count(*) FROM postings)::text AS postings',
    );
    const { accounts, entries, postings } = counts.rows[0]!;
    const problems = await checkLedger(db);
    console.log(`ledger: ${accounts} accounts, ${entries} entries, ${postings} postings checked`);
    for (const p of problems) console.log(`  ${p.rule}: ${p.detail}`);
    // One line per purpose: custody and fees are spread over sub-accounts (migration 027), added here.
    for (const b of await platformBalances(db))
      console.log(`  platform ${b.kind} ${b.currency}: ${b.balance}${b.accounts > 1 ? ` (${b.accounts} sub-accounts)` : ''}`);
    console.log(
      problems.length === 0
        ? 'ledger: every balance equals its postings; every entry sums to zero'
        : `ledger: ${problems.length} difference(s)`,
    );
    if (problems.length) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
