// npx tsx tools/pwa/icons-cli.ts          draw the app's icons from engine/assets/logo.svg into engine/public/
// npx tsx tools/pwa/icons-cli.ts --check  exit 1 listing every icon that is missing or stale (like tools/gen --check)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderIcons, staleIcons } from './icons';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const icons = await renderIcons(ROOT);
  const stale = staleIcons(ROOT, icons);
  if (process.argv.includes('--check')) {
    if (stale.length > 0) {
      console.error(`icons are out of date (run npx tsx tools/pwa/icons-cli.ts):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`icons: ${icons.length} files up to date`);
    return;
  }
  for (const file of stale) {
    const abs = path.join(ROOT, file);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, icons.find((i) => i.path === file)!.bytes);
  }
  console.log(`icons: ${icons.length} files, ${stale.length} written${stale.length ? `:\n  ${stale.join('\n  ')}` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
