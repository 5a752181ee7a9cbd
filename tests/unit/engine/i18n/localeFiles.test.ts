import { describe, expect, it } from 'vitest';
import en from '@locales/en/engine.json';
import ko from '@locales/ko/engine.json';
import { bundledLocaleFiles } from '@engine/i18n/localeLoaders';

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
});
