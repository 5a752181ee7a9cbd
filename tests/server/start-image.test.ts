import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyStartImage, prepareStartImage } from '@server/db/cluster-image';
import { migrationsDir } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';

// `npm start` prepares a migrated cluster once (tools/build/prepare.ts) and a new data directory
// starts as a copy of it (issue 23: a fresh start answers without running initdb first).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-start-image-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

it('a new data directory starts as a copy of the prepared, migrated cluster; an existing one is never overwritten', async () => {
  const image = path.join(scratch, 'image');
  expect(await prepareStartImage(image)).toBe(true);
  expect(await prepareStartImage(image)).toBe(false);
  const data = path.join(scratch, 'data');
  fs.mkdirSync(data);
  expect(copyStartImage(data, image)).toBe(true);
  const db = await openPglite(data);
  const applied = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  const files = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
  expect(applied.rows[0]!.n).toBe(files.length);
  await db.query('CREATE TABLE start_image_probe (id int)');
  await db.close();
  // A directory that holds a cluster keeps it: a restart never starts over from the image.
  expect(copyStartImage(data, image)).toBe(false);
  const again = await openPglite(data);
  expect((await again.query<{ n: number }>('SELECT count(*)::int AS n FROM start_image_probe')).rows[0]!.n).toBe(0);
  await again.close();
  // A directory holding anything else (a start killed during initdb) is left to PGlite, never mixed.
  const partial = path.join(scratch, 'partial');
  fs.mkdirSync(partial);
  fs.writeFileSync(path.join(partial, 'postgresql.conf'), '');
  expect(copyStartImage(partial, image)).toBe(false);
  expect(fs.readdirSync(partial)).toEqual(['postgresql.conf']);
  // Without a prepared image a start runs initdb as before.
  expect(copyStartImage(path.join(scratch, 'other'), path.join(scratch, 'missing'))).toBe(false);
}, 60_000);
