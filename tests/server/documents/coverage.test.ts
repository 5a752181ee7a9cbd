import { describe, expect, it } from 'vitest';
import { LEGAL_KEYS, RULE_KEYS, localeCoverage } from '@server/documents/files';

/**
 * Which locales each document has a file in. Translators add the other eleven locales in parallel:
 * until then a locale reads English, so only English and Korean (the default locale) are required.
 * The table is printed so CI's log shows what is still to translate.
 */
describe('document files per locale', () => {
  const LOCALES = ['en', 'ko', 'jp', 'zh', 'zh-Hant', 'es', 'isr', 'de', 'fr', 'id', 'idn', 'rs', 'tk'];
  for (const [kind, keys] of [
    ['legal', LEGAL_KEYS],
    ['rule', RULE_KEYS],
  ] as const) {
    it(`every ${kind} document exists in en and ko; the missing locales are listed`, () => {
      const coverage = localeCoverage('.', kind);
      const missing: Record<string, string[]> = {};
      for (const key of keys) {
        const have = coverage[key] ?? [];
        expect(have, `${kind} ${key}`).toEqual(expect.arrayContaining(['en', 'ko']));
        missing[key] = LOCALES.filter((l) => !have.includes(l));
        // A file for a locale the app does not have would never be served.
        expect(
          have.filter((l) => !LOCALES.includes(l)),
          `${kind} ${key}: unknown locale files`,
        ).toEqual([]);
      }
      console.log(`${kind} documents still in English only:`, JSON.stringify(missing));
    });
  }
});
