// Every fixture test (screens/tests) against its schema, then (when `run`: the rest of the bundle
// passed) run on the bundle as the engine runs it (fragments expanded): each expectation that does
// not hold is an error at its place in the test file, saying what the screen shows or triggers
// instead. The publish gate runs this too, so a change that breaks a test cannot publish.

import { escapePointerSegment } from '../json/escapePointerSegment';
import { runFixtureTest } from '../fixtures/runFixtureTest';
import type { FixtureTest } from '../fixtures/types';
import { dslValidators } from './dslSchemas';
import { explain } from './schemaErrors';
import { testFile, type Bundle, type CatalogueIndex, type ValidationError, type WidgetCatalog } from './types';

export function checkFixtureTests(
  bundle: Bundle,
  expanded: Bundle,
  catalogue: CatalogueIndex,
  widgets: WidgetCatalog,
  run = true,
): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [id, json] of Object.entries(bundle.tests ?? {})) {
    const file = testFile(id);
    const invalid = explain(dslValidators().fixtureTest, json, file);
    if (invalid.length > 0) {
      errors.push(...invalid);
      continue;
    }
    // An answer for an endpoint the catalogue lacks (a typo) would answer nothing, silently.
    const answers = Object.keys((json as FixtureTest).answers ?? {});
    for (const endpoint of answers.filter((id) => !catalogue.byId.has(id)))
      errors.push({ file, pointer: `/answers/${escapePointerSegment(endpoint)}`, message: `unknown endpoint ${endpoint}` });
    if (!run) continue;
    for (const failure of runFixtureTest(json as FixtureTest, expanded, widgets))
      errors.push({ file, pointer: failure.pointer, message: `fixture test: ${failure.message}` });
  }
  return errors;
}
