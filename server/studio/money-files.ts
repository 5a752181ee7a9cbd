import type { Catalogue } from '../../core/catalogue/buildCatalogue';
import { asObject, isObject } from '../../core/validate/json';
import { formFile, screenFile, type Bundle } from '../../core/validate/types';
import { Walker } from '../../core/validate/walk';

export interface MoneyFiles {
  /** Screen and form files that move money -> the screen and the endpoint that make it so. */
  files: Map<string, string>;
  /** i18n key -> the money-moving screen that shows it (its text is part of what members agree to). */
  keys: Map<string, string>;
}

// Every string inside a file that could be an i18n key ($t values, uiSchema titles and
// placeholders, prompt messages): over-inclusive on purpose, a stray match only asks for approval.
function collectStrings(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, out));
  else if (isObject(value)) Object.values(value).forEach((v) => collectStrings(v, out));
}

/**
 * Which screens move money: those with an api action on a money write (an `idempotent` catalogue
 * entry: withdrawal, transfers, orders, purchases as they come), the forms they show, and every
 * text they show. Derived from the bundle, so a screen that starts moving money is caught the day
 * it does, without a list to keep.
 */
export function moneyFiles(bundle: Bundle, catalogue: Pick<Catalogue, 'byId'>): MoneyFiles {
  const files = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const [id, screen] of Object.entries(bundle.screens)) {
    const writes = new Set<string>();
    const forms = new Set<string>();
    new Walker(
      {
        action(action) {
          const endpoint = typeof action.endpoint === 'string' ? catalogue.byId.get(action.endpoint) : undefined;
          if (action.type === 'api' && endpoint?.idempotent) writes.add(endpoint.id);
        },
        node(node) {
          const form = asObject(node.props).form;
          if (node.widget === 'Form' && typeof form === 'string') forms.add(form);
        },
      },
      catalogue,
    ).screen(screen, screenFile(id));
    if (writes.size === 0) continue;
    const why = `${id} (${[...writes].sort().join(', ')})`;
    files.set(screenFile(id), why);
    const strings = new Set<string>();
    collectStrings(screen, strings);
    for (const form of forms) {
      if (!(form in bundle.forms)) continue;
      files.set(formFile(form), why);
      collectStrings(bundle.forms[form], strings);
    }
    for (const s of strings) if (/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(s) && !keys.has(s)) keys.set(s, id);
  }
  return { files, keys };
}
