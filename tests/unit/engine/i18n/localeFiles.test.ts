import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@locales/en/engine.json';
import ko from '@locales/ko/engine.json';
import deTeam from '@locales/de/team.json';
import { bundledLocaleFiles, LATER_AREAS } from '@engine/i18n/localeLoaders';
import { LOCALE_AREAS } from '@core/dsl/bundlePaths';

function leaves(dict: unknown, prefix = ''): string[] {
  if (dict === null || typeof dict !== 'object') return [prefix];
  return Object.entries(dict).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('engine dictionaries', () => {
  it('English and Korean hold the same keys (plural forms aside)', () => {
    expect([...new Set(leaves(en).map(base))].sort()).toEqual([...new Set(leaves(ko).map(base))].sort());
  });

  it('carry the texts the spec fixes', () => {
    expect(en.engine.requestError).toBe('Request error, try again later');
    expect(en.engine.networkError).toBe('Network connection failed. Please refresh the page and try again.');
    expect(en.engine.networkErrorTitle).toBe('Error');
    expect(en.engine.reload).toBe('Reload');
    expect(en.engine.validation.email).toBe('Please enter the correct email');
    expect(en.engine.validation.mismatch).toBe('Two passwords are inconsistent');
  });

  it('are found by the bundled loaders under their bundle paths, without the server messages', () => {
    const paths = Object.keys(bundledLocaleFiles());
    for (const code of ['en', 'ko'])
      for (const area of ['engine', 'screens', 'staff']) expect(paths).toContain(`locales/${code}/${area}.json`);
    expect(paths.filter((p) => p.endsWith('/server.json'))).toEqual([]);
  });

  // The loaders of every area but engine and screens are a chunk of their own (localeLoaders.ts),
  // so the entry names those areas itself: a dictionary area added to locales/ must be named there.
  it('name every area on disk: engine and screens first, the rest later, in every locale', () => {
    const dir = path.resolve('locales');
    const codes = fs.readdirSync(dir);
    expect(codes).toHaveLength(13);
    const onDisk = codes.flatMap((code) => fs.readdirSync(path.join(dir, code)).map((f) => `locales/${code}/${f}`));
    const expected = onDisk.filter((p) => !p.endsWith('/server.json')).sort();
    expect(Object.keys(bundledLocaleFiles()).sort()).toEqual(expected);
    const areas = new Set(onDisk.map((p) => p.split('/')[2]!.replace(/\.json$/, '')));
    expect([...areas].filter((a) => !['engine', 'screens', 'server'].includes(a)).sort()).toEqual([...LATER_AREAS]);
    // The studio stores, checks and publishes exactly the areas the bundle's paths name: a new area
    // missing there left its keys out of the publish gate's bundle (every key "missing in every locale").
    expect([...areas].filter((a) => a !== 'server').sort()).toEqual([...LOCALE_AREAS].sort());
  });

  it('load a later area through its chunk', async () => {
    expect(await bundledLocaleFiles()['locales/de/team.json']!()).toEqual(deTeam);
  });
});
