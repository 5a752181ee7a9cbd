// npx tsx tools/i18n/moveArea.ts <area> <group>[,<group>...] [--keep <dotted.key>,...]
// Moves top-level key groups from every locale's screens.json into locales/<code>/<area>.json (a
// dictionary the engine loads only with the routes that declare the area), values untouched.
// --keep leaves the named leaves in screens.json: texts a screen every visitor may open needs
// (the account screen's group title), so that screen does not pull in the whole area.

import fs from 'node:fs';
import path from 'node:path';

type Dict = Record<string, unknown>;

function take(from: Dict, to: Dict, prefix: string, keep: Set<string>): void {
  for (const [k, v] of Object.entries(from)) {
    const key = `${prefix}.${k}`;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const child: Dict = {};
      take(v as Dict, child, key, keep);
      if (Object.keys(child).length > 0) to[k] = child;
      if (Object.keys(v as Dict).length === 0) delete from[k];
    } else if (!keep.has(key)) {
      to[k] = v;
      delete from[k];
    }
  }
}

function main(): void {
  const [area, groupList] = process.argv.slice(2);
  const keepAt = process.argv.indexOf('--keep');
  const keep = new Set(keepAt > 0 ? process.argv[keepAt + 1]!.split(',') : []);
  if (!area || !groupList) throw new Error('usage: moveArea.ts <area> <group>[,<group>...] [--keep key,...]');
  const root = path.resolve('locales');
  for (const code of fs.readdirSync(root).sort()) {
    const screensPath = path.join(root, code, 'screens.json');
    if (!fs.existsSync(screensPath)) continue;
    const screens = JSON.parse(fs.readFileSync(screensPath, 'utf8')) as Dict;
    const areaPath = path.join(root, code, `${area}.json`);
    const target = (fs.existsSync(areaPath) ? JSON.parse(fs.readFileSync(areaPath, 'utf8')) : {}) as Dict;
    for (const group of groupList.split(',')) {
      const from = screens[group];
      if (!from || typeof from !== 'object') continue;
      const moved: Dict = {};
      take(from as Dict, moved, group, keep);
      if (Object.keys(from as Dict).length === 0) delete screens[group];
      target[group] = { ...((target[group] as Dict | undefined) ?? {}), ...moved };
    }
    fs.writeFileSync(screensPath, `${JSON.stringify(screens, null, 2)}\n`);
    fs.writeFileSync(areaPath, `${JSON.stringify(target, null, 2)}\n`);
  }
}

main();
