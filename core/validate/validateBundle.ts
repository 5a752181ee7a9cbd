// The bundle gate: `npm run validate` runs it on the folders, the studio's publish step will run it
// on a bundle in memory. Pure: no file system, no network; everything it needs is passed in.

import { checkApp } from './checkApp';
import { checkBindings } from './checkBindings';
import { checkFixtureTests } from './checkFixtureTests';
import { checkForms } from './checkForms';
import { checkFragments } from './checkFragments';
import { checkI18n } from './checkI18n';
import { checkIdentifierTexts } from './checkIdentifierTexts';
import { checkLocaleScripts } from './checkLocaleScripts';
import { checkReferences } from './checkReferences';
import { checkSchemas, checkScreenSchemas } from './checkSchemas';
import { checkWidgets } from './checkWidgets';
import { expandBundle } from './expandBundle';
import type { Bundle, CatalogueIndex, ValidationError, WidgetCatalog } from './types';

export type { Bundle, ValidationError, WidgetCatalog } from './types';

// File, then pointer with array indexes compared as numbers (/routes/2 before /routes/10).
function comparePointers(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const x = as[i]!;
    const y = bs[i]!;
    if (x === y) continue;
    if (/^[0-9]+$/.test(x) && /^[0-9]+$/.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return as.length - bs.length;
}

export function compareErrors(a: ValidationError, b: ValidationError): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.pointer !== b.pointer) return comparePointers(a.pointer, b.pointer);
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

export function validateBundle(bundle: Bundle, catalogue: CatalogueIndex, widgetCatalog: WidgetCatalog): ValidationError[] {
  // Files are checked against their schemas as written; everything else on the screens as the
  // engine runs them, fragments expanded (their schema check too: a fragment's node is only a
  // node once its args are in).
  const expanded = expandBundle(bundle);
  const expandedScreens = Object.fromEntries(expanded.expandedScreens.map((id) => [id, expanded.bundle.screens[id]]));
  const found = [
    ...checkScreenSchemas(expandedScreens),
    ...checkApp(expanded.bundle),
    ...checkWidgets(expanded.bundle, catalogue, widgetCatalog),
    ...checkReferences(expanded.bundle, catalogue),
    ...checkBindings(expanded.bundle, catalogue),
    ...checkIdentifierTexts(expanded.bundle, catalogue),
    ...checkForms(expanded.bundle, widgetCatalog),
    ...checkI18n(expanded.bundle, catalogue),
  ].map((e) => expanded.locate(e));
  const others = [...checkSchemas(bundle), ...checkFragments(bundle), ...checkLocaleScripts(bundle), ...found];
  // Fixture tests run on a bundle that passes everything else: a broken binding would otherwise be
  // reported again by every test of its screen, burying the one error that says what to fix.
  const tests = checkFixtureTests(bundle, expanded.bundle, catalogue, widgetCatalog, others.length === 0);
  return uniqueErrors([...others, ...tests]).sort(compareErrors);
}

// A fragment used twice with the same mistake, or a screen file checked as written and as
// expanded, would otherwise say the same thing twice.
function uniqueErrors(errors: ValidationError[]): ValidationError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}\u0000${e.pointer}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
