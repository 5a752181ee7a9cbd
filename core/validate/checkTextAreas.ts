// Deferred dictionary areas: the engine's first download holds engine.json and screens.json only;
// staff.json loads with a staff screen and every other area with the routes that name it in
// `texts` (app.json). A key from such an area, used where no route loads it, would show as a raw
// key, so each use is checked against the areas its screen's routes load (a form or prompt:
// those of the screens that open it). Keys in engine or screens are always there.

import { asArray, asObject, isObject } from './json';
import { APP_FILE, type Bundle, type KeyUse, type ValidationError } from './types';

const FILE = /^screens\/(pages|forms|prompts)\/([A-Za-z][A-Za-z0-9_-]*)\.json$/;

/** Ids a node tree names under the given property (a form a FormWidget shows, a prompt an action opens). */
function namedIds(node: unknown, prop: string, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const n of node) namedIds(n, prop, out);
  else if (isObject(node))
    for (const [k, v] of Object.entries(node)) {
      if (k === prop && typeof v === 'string') out.add(v);
      else namedIds(v, prop, out);
    }
  return out;
}

export function checkTextAreas(bundle: Bundle, uses: KeyUse[]): ValidationError[] {
  if (!bundle.areaKeys) return [];
  const app = asObject(bundle.app);
  const staffPrefix = asObject(app.staff).pathPrefix;
  // As the engine decides (deferredAreas): staff and every area a route names; any other loads up front.
  const deferred = new Set(['staff', ...asArray(app.routes).flatMap((r) => asArray(asObject(r).texts))]);
  const keyAreas = Object.fromEntries(Object.entries(bundle.areaKeys).filter(([, area]) => deferred.has(area)));

  // Screen id -> the areas its routes load.
  const byScreen = new Map<string, Set<string>>();
  for (const r of asArray(app.routes)) {
    const route = asObject(r);
    if (typeof route.screen !== 'string') continue;
    const areas = byScreen.get(route.screen) ?? new Set<string>();
    for (const a of asArray(route.texts)) if (typeof a === 'string') areas.add(a);
    if (
      typeof staffPrefix === 'string' &&
      typeof route.path === 'string' &&
      (route.path === staffPrefix || route.path.startsWith(`${staffPrefix}/`))
    )
      areas.add('staff');
    byScreen.set(route.screen, areas);
  }
  // A form or prompt: the areas of every screen that opens it.
  const byDoc = { forms: new Map<string, Set<string>>(), prompts: new Map<string, Set<string>>() };
  for (const [id, screen] of Object.entries(bundle.screens)) {
    const areas = byScreen.get(id) ?? new Set<string>();
    for (const [kind, prop] of [
      ['forms', 'form'],
      ['prompts', 'prompt'],
    ] as const)
      for (const ref of namedIds(screen, prop, new Set())) byDoc[kind].set(ref, new Set([...(byDoc[kind].get(ref) ?? []), ...areas]));
  }

  const errors: ValidationError[] = [];
  for (const use of uses) {
    const area = keyAreas[use.key] ?? keyAreas[use.key.replace(/_(zero|one|two|few|many|other)$/, '')];
    if (!area || use.file === APP_FILE) continue;
    const m = FILE.exec(use.file);
    if (!m) continue;
    const [, folder, id] = m;
    const loaded = folder === 'pages' ? byScreen.get(id!) : byDoc[folder as 'forms' | 'prompts'].get(id!);
    if (loaded?.has(area)) continue;
    const fix = area === 'staff' ? 'only staff screens load it' : `add "${area}" to the texts of the routes that show it`;
    errors.push({
      file: use.file,
      pointer: use.pointer,
      message: `i18n key "${use.key}" is in ${area}.json, which this screen does not load (${fix})`,
    });
  }
  return errors;
}
