// `npm start` runs this before the server, in one process (each npm or tsx start costs this machine
// about 0.7 s): it builds the app when dist/ is older than its sources (stamp.ts), then prepares the
// migrated PGlite data directory a fresh one starts as a copy of (server/db/cluster-image.ts), once per
// PGlite version and migration set, so the server listens without running initdb first. With both
// up to date it only hashes the inputs and the migrations. DATABASE_URL (PostgreSQL) needs no image.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareStartImage, startImageDir } from '../../server/db/cluster-image';
import { isUpToDate } from './stamp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (isUpToDate(root, path.join(root, 'dist'))) {
  console.log('dist/ is up to date with its sources: no build');
} else {
  console.log('dist/ is missing or older than its sources: building');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!process.env.DATABASE_URL && !fs.existsSync(path.join(startImageDir(), 'PG_VERSION'))) {
  const started = performance.now();
  console.log('Preparing the embedded database (once per migration set)...');
  await prepareStartImage();
  console.log(`Embedded database ready to copy in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
