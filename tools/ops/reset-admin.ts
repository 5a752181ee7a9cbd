import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/open';
import { migrate } from '@server/db/migrate';
import { systemClock } from '@server/clock';
import { resetAdmin } from '@server/staff/accounts';

/**
 * `npm run ops:admin`: gives the operations administrator (OPS_ADMIN_EMAIL, default
 * admin@meridian.local) a new password and prints it once. Stop the server first when it runs on
 * PGlite: the embedded database has one process at a time.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const { email, password, created } = await resetAdmin({ db, clock: systemClock });
    console.log(`${created ? 'Created' : 'Reset'} the operations administrator: ${email} / ${password}`);
    console.log('Every open session of this account has ended. This password is shown only now.');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
