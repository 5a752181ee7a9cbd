import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUpToDate, writeStamp } from '@tools/build/stamp';

// npm start skips the build when dist/ was built from exactly the sources there are now.
describe('the build stamp', () => {
  let root: string;
  const dist = () => path.join(root, 'dist');
  const inputs = ['engine', 'screens', 'vite.config.ts'];
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-stamp-'));
    write('engine/index.html', '<html></html>');
    write('screens/pages/login.json', '{"id":"login"}');
    write('vite.config.ts', 'export default {}');
    write('dist/index.html', '<html>built</html>');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is stale with no stamp, fresh once written, and stays fresh when only times change', () => {
    expect(isUpToDate(root, dist(), inputs)).toBe(false);
    writeStamp(root, dist(), inputs);
    expect(isUpToDate(root, dist(), inputs)).toBe(true);
    const later = new Date(Date.UTC(2030, 0, 1));
    fs.utimesSync(path.join(root, 'screens/pages/login.json'), later, later);
    expect(isUpToDate(root, dist(), inputs)).toBe(true);
  });

  it.each([
    ['a changed screen', () => write('screens/pages/login.json', '{"id":"login2"}')],
    ['a new file', () => write('engine/widgets/New.tsx', 'export {}')],
    ['a removed file', () => fs.rmSync(path.join(root, 'screens/pages/login.json'))],
    ['a renamed file', () => fs.renameSync(path.join(root, 'screens/pages/login.json'), path.join(root, 'screens/pages/login2.json'))],
    ['a changed build config', () => write('vite.config.ts', 'export default { base: "/" }')],
    ['a dist without index.html', () => fs.rmSync(path.join(root, 'dist/index.html'))],
  ])('is stale after %s', (_name, change) => {
    writeStamp(root, dist(), inputs);
    change();
    expect(isUpToDate(root, dist(), inputs)).toBe(false);
  });

  it('ignores files outside the inputs', () => {
    writeStamp(root, dist(), inputs);
    write('server/app.ts', 'changed');
    write('dist/assets/x.js', 'built');
    expect(isUpToDate(root, dist(), inputs)).toBe(true);
  });
});
