import { locatePointer } from '@core/json/locatePointer';
import { splitPointer } from '@core/json/splitPointer';
import { isObject, asObject } from '@core/validate/json';
import { compareErrors, validateBundle } from '@core/validate/validateBundle';
import type { Bundle, CatalogueIndex, ValidationError, WidgetCatalog } from '@core/validate/types';
import type { GateError } from './gate-error';
import { toBundle } from './to-bundle';

export interface GateContext {
  catalogue: CatalogueIndex;
  widgets: WidgetCatalog;
}

export interface GateResult {
  errors: GateError[];
  /** Files the gate brought up to the current DSL version (path -> new text); publish stores these. */
  migrated: Map<string, string>;
  /** The bundle as the validator read it (parsed and migrated). */
  bundle: Bundle;
}

// The app talks to its own API only: a manifest whose base left this origin would send every
// member's token to someone else's server.
function safetyErrors(app: unknown): ValidationError[] {
  const base = asObject(asObject(app).api).base;
  if (typeof base === 'string' && !/^\/(?!\/)[A-Za-z0-9_/-]*$/.test(base)) {
    return [{ file: 'screens/app.json', pointer: '/api/base', message: 'the API base must be a path on this site (e.g. /api)' }];
  }
  return [];
}

// Locale errors name the merged locale (locales/<code>); point at the area file holding the key.
function fileOf(error: ValidationError, files: Map<string, string>): string {
  if (files.has(error.file) || !/^locales\/[^/]+$/.test(error.file)) return error.file;
  const segments = splitPointer(error.pointer) ?? [];
  for (const [path, text] of files) {
    if (!path.startsWith(`${error.file}/`)) continue;
    let node: unknown;
    try {
      node = JSON.parse(text);
    } catch {
      continue;
    }
    for (const s of segments) node = isObject(node) ? node[s] : undefined;
    if (node !== undefined) return path;
  }
  return `${error.file}/screens.json`;
}

/**
 * The publish gate: the checks of `npm run validate` (schemas, widgets, actions, prompts,
 * endpoints, bound paths, i18n keys in every locale) on a whole bundle held in memory, plus the
 * studio's own safety rules, each error placed at its line and column in the file's text.
 */
export function runGate(files: Map<string, string>, ctx: GateContext): GateResult {
  const { bundle, problems, migrated } = toBundle(files);
  const found = [...problems, ...validateBundle(bundle, ctx.catalogue, ctx.widgets), ...safetyErrors(bundle.app)].sort(compareErrors);
  const errors = found.map((e): GateError => {
    const file = fileOf(e, files);
    const known = e as { line?: number; column?: number };
    if (known.line !== undefined) return { file, pointer: e.pointer, line: known.line, column: known.column ?? 1, message: e.message };
    const text = migrated.get(file) ?? files.get(file);
    if (text === undefined) return { file, pointer: e.pointer, line: 0, column: 0, message: e.message };
    const at = locatePointer(text, e.pointer);
    return { file, pointer: e.pointer, line: at.line, column: at.column, message: e.message };
  });
  return { errors, migrated, bundle };
}
