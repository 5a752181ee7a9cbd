import type { Db } from '@server/db/types';
import { POSTGRES_POOL } from './databases';

/** Transactions holding every connection of db until release(). */
export async function holdEveryConnection(db: Db): Promise<{ release(): Promise<void> }> {
  const capacity = db.kind === 'pglite' ? 1 : POSTGRES_POOL;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const entered: Promise<void>[] = [];
  const done: Promise<unknown>[] = [];
  for (let i = 0; i < capacity; i++) {
    entered.push(
      new Promise<void>((inside, failed) => {
        const held = db.tx(async (q) => {
          await q.query('SELECT 1');
          inside();
          await gate;
        });
        held.catch(failed);
        done.push(held);
      }),
    );
  }
  await Promise.all(entered);
  return {
    release: async () => {
      open();
      await Promise.all(done);
    },
  };
}
