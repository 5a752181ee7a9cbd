// The valid fixture bundle and catalogue every validator test starts from; each test breaks a
// fresh copy in one place.

import path from 'node:path';
import { loadCatalogue } from '@server/catalogue/loadCatalogue';
import { loadBundle, loadWidgetCatalog } from '@tools/validate/loadBundle';
import type { Bundle } from '@core/validate/types';

const here = import.meta.dirname;
const repo = path.resolve(here, '../../..');

export const FIXTURE_BUNDLE_DIR = path.join(here, 'fixtures/bundle');
export const FIXTURE_API_DIR = path.join(here, 'fixtures/api');

export const fixtureCatalogue = loadCatalogue(FIXTURE_API_DIR, {
  schemaFile: path.join(repo, 'schemas/api/catalogue.schema.json'),
  defsFile: path.join(repo, 'schemas/api/defs.json'),
});

export const widgetCatalog = loadWidgetCatalog(path.join(repo, 'schemas/dsl/widgets.json'));

const loaded = loadBundle(FIXTURE_BUNDLE_DIR);
if (loaded.problems.length > 0) throw new Error(`fixture bundle does not load: ${JSON.stringify(loaded.problems)}`);

/** A deep copy of the fixture bundle, free to break. */
export function fixtureBundle(): Bundle {
  return structuredClone(loaded.bundle);
}

/** Loose access into parsed JSON for the tests' surgical edits. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
