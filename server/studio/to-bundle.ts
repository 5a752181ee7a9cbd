import { formatJson } from '@core/json/formatJson';
import { parseBundlePath } from '@core/dsl/bundlePaths';
import { DslVersionError, migrateDoc } from '@core/dsl/migrateDoc';
import type { DocKind, JsonObject } from '@core/dsl/types';
import { isObject } from '@core/validate/json';
import { flattenDictionary } from '@core/validate/checkI18n';
import { mergeLocaleArea } from '@core/validate/mergeLocaleArea';
import { localeFile, type Bundle, type ValidationError } from '@core/validate/types';
import { parseFile } from './parse-file';

export interface BundleRead {
  bundle: Bundle;
  /** Problems before validation: bad paths, text that is not JSON, a DSL newer than the server. */
  problems: (ValidationError & { line?: number; column?: number })[];
  /** Files an older DSL version brought up to date: path -> the migrated text. */
  migrated: Map<string, string>;
}

const FOLDERS = { screen: 'screens', form: 'forms', prompt: 'prompts', fragment: 'fragments' } as const;

/**
 * Reads a bundle held as path -> text into the validator's shape: each DSL file parsed and
 * migrated to the current DSL version, each locale merged from its area files.
 */
export function toBundle(files: Map<string, string>): BundleRead {
  const problems: BundleRead['problems'] = [];
  const migrated = new Map<string, string>();
  const bundle: Bundle = { app: undefined, screens: {}, forms: {}, prompts: {}, fragments: {}, locales: {} };
  for (const [path, text] of [...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const where = parseBundlePath(path);
    if (!where) {
      problems.push({ file: path, pointer: '', message: 'not a file a screen bundle may hold' });
      continue;
    }
    const parsed = parseFile(text);
    if (!parsed.ok) {
      problems.push({ file: path, pointer: '', message: `not JSON: ${parsed.message}`, line: parsed.line, column: parsed.column });
      continue;
    }
    if (where.kind === 'locale') {
      const merged = (bundle.locales[where.id] ??= {}) as JsonObject;
      if (isObject(parsed.value)) {
        mergeLocaleArea(merged, parsed.value, localeFile(where.id), '', problems);
        if (where.area !== 'engine' && where.area !== 'screens')
          for (const key of flattenDictionary(parsed.value)) (bundle.areaKeys ??= {})[key] = where.area!;
      } else problems.push({ file: path, pointer: '', message: 'a locale file must hold an object' });
      continue;
    }
    // Fixture tests are not DSL: nothing to migrate.
    if (where.kind === 'test') {
      (bundle.tests ??= {})[where.id] = parsed.value;
      continue;
    }
    let doc = parsed.value;
    if (isObject(doc)) {
      try {
        const result = migrateDoc(where.kind as DocKind, doc);
        if (result.applied.length > 0) {
          doc = result.doc;
          migrated.set(path, formatJson(doc));
        }
      } catch (error) {
        if (!(error instanceof DslVersionError)) throw error;
        problems.push({ file: path, pointer: '/dslVersion', message: error.message });
      }
    }
    if (where.kind === 'app') bundle.app = doc;
    else bundle[FOLDERS[where.kind]][where.id] = doc;
  }
  return { bundle, problems, migrated };
}
