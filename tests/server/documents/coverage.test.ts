import { describe, expect, it } from 'vitest';
import manifest from '@screens/app.json';
import { localeScriptProblem } from '@core/i18n/localeScript';
import { LEGAL_KEYS, RULE_KEYS, localeCoverage, readDocumentFiles } from '@server/documents/files';

/**
 * Every document a member accepts or reads is written in every locale of the app, and each file
 * reads as its locale's language (a Turkish file for tk or an Indonesian one for idn would
 * otherwise be served as Turkmen or Hindi; core/i18n/localeScript.ts).
 */
describe('document files per locale', () => {
  const LOCALES = manifest.i18n.locales.map((l) => l.code);
  for (const [kind, keys] of [
    ['legal', LEGAL_KEYS],
    ['rule', RULE_KEYS],
  ] as const) {
    it(`every ${kind} document exists in all ${LOCALES.length} locales, each in its own language`, () => {
      const coverage = localeCoverage('.', kind);
      for (const key of keys) expect([...(coverage[key] ?? [])].sort(), `${kind} ${key}`).toEqual([...LOCALES].sort());
      const problems = readDocumentFiles('.', kind).flatMap((doc) =>
        [...doc.texts].flatMap(([locale, { title, html }]) => {
          const problem = localeScriptProblem(locale, [title, html]);
          return problem ? [`${doc.key}/${locale}.html: ${problem}`] : [];
        }),
      );
      expect(problems).toEqual([]);
    });
  }
});
