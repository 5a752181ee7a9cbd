// i18n keys: every key a config uses must exist in every locale (all 13 ship together), and every
// locale must hold the same keys as the others. Literal strings in props are shown as written and
// are not keys; only $t values and the fields the DSL declares to be keys are.
//
// Plurals: i18next stores `key_one`, `key_other`, ... and languages differ in which forms they
// have, so a key counts as present when it or any plural form of it is, and parity is compared on
// the key without its plural suffix.

import { asArray, asObject, isObject, pointer } from './json';
import {
  APP_FILE,
  formFile,
  localeFile,
  promptFile,
  screenFile,
  type Bundle,
  type CatalogueIndex,
  type KeyUse,
  type ValidationError,
} from './types';
import { checkTextAreas } from './checkTextAreas';
import { Walker } from './walk';

const PLURAL = /_(zero|one|two|few|many|other)$/;

export type { KeyUse } from './types';

/** Leaf keys of a nested dictionary, dot-joined. */
export function flattenDictionary(dict: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (!isObject(dict)) return out;
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isObject(v)) flattenDictionary(v, key, out);
    else out.add(key);
  }
  return out;
}

function baseKey(key: string): string {
  return key.replace(PLURAL, '');
}

export function collectKeyUses(bundle: Bundle, catalogue: CatalogueIndex): KeyUse[] {
  const uses: KeyUse[] = [];
  const add = (key: unknown, file: string, at: string): void => {
    if (typeof key === 'string') uses.push({ key, file, pointer: at });
  };

  const app = asObject(bundle.app);
  asArray(app.routes).forEach((r, i) => {
    const route = asObject(r);
    add(route.title, APP_FILE, pointer('/routes', i, 'title'));
    add(route.plannedIn, APP_FILE, pointer('/routes', i, 'plannedIn'));
  });
  asArray(asObject(app.tabBar).items).forEach((t, i) => add(asObject(t).label, APP_FILE, pointer('/tabBar/items', i, 'label')));

  const walker = new Walker({ key: (key, at, scope) => add(key, scope.file, at) }, catalogue);
  for (const [id, screen] of Object.entries(bundle.screens)) walker.screen(screen, screenFile(id));
  for (const [id, prompt] of Object.entries(bundle.prompts)) walker.prompt(prompt, promptFile(id));
  walker.app(bundle.app, APP_FILE);

  for (const [id, form] of Object.entries(bundle.forms)) {
    const file = formFile(id);
    const f = asObject(form);
    for (const [field, ui] of Object.entries(asObject(f.uiSchema))) {
      for (const k of ['ui:title', 'ui:placeholder', 'ui:description', 'ui:help'])
        add(asObject(ui)[k], file, pointer('/uiSchema', field, k));
    }
    asArray(f.rules).forEach((r, i) => add(asObject(r).message, file, pointer('/rules', i, 'message')));
    for (const [field, byKeyword] of Object.entries(asObject(f.messages))) {
      for (const [keyword, key] of Object.entries(asObject(byKeyword))) add(key, file, pointer('/messages', field, keyword));
    }
    add(f.submitText, file, '/submitText');
  }
  return uses;
}

export function checkI18n(bundle: Bundle, catalogue: CatalogueIndex): ValidationError[] {
  const errors: ValidationError[] = [];
  const codes = Object.keys(bundle.locales).sort();
  const leaves = new Map(codes.map((code) => [code, flattenDictionary(bundle.locales[code])]));
  const bases = new Map(codes.map((code) => [code, new Set([...leaves.get(code)!].map(baseKey))]));
  const pluralBases = new Map(codes.map((code) => [code, new Set([...leaves.get(code)!].filter((k) => PLURAL.test(k)).map(baseKey))]));
  const present = (code: string, key: string): boolean => leaves.get(code)!.has(key) || pluralBases.get(code)!.has(key);

  const uses = collectKeyUses(bundle, catalogue);
  errors.push(...checkTextAreas(bundle, uses));
  for (const use of uses) {
    const missing = codes.filter((code) => !present(code, use.key));
    if (missing.length === 0) continue;
    const where = missing.length === codes.length ? 'every locale' : `locale(s) ${missing.join(', ')}`;
    errors.push({ file: use.file, pointer: use.pointer, message: `i18n key "${use.key}" is missing in ${where}` });
  }

  // Parity: a key one locale has and another lacks.
  const all = new Set<string>();
  for (const b of bases.values()) for (const k of b) all.add(k);
  for (const code of codes) {
    const mine = bases.get(code)!;
    for (const key of [...all].sort()) {
      if (mine.has(key)) continue;
      const holders = codes.filter((c) => bases.get(c)!.has(key));
      errors.push({
        file: localeFile(code),
        pointer: pointer('', ...key.split('.')),
        message: `key "${key}" is in ${holders.join(', ')} but missing here`,
      });
    }
  }
  return errors;
}
