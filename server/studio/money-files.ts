import { endpointIds } from '@core/dsl/endpointIds';
import type { Catalogue } from '@core/catalogue/buildCatalogue';
import { usedFragments } from '@core/fragments/usedFragments';
import { expandBundle } from '@core/validate/expandBundle';
import { asObject, isObject, type JsonObject } from '@core/validate/json';
import { formFile, fragmentFile, screenFile, type Bundle } from '@core/validate/types';
import { Walker } from '@core/validate/walk';

export interface MoneyFiles {
  /** Screen, form and fragment files that move money -> the screen (or fragment) and the endpoint that make it so. */
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

/** The money writes (idempotent catalogue entries) and the forms a tree's actions and nodes name. */
function moneyWrites(catalogue: Pick<Catalogue, 'byId'>, visit: (walker: Walker) => void): { writes: Set<string>; forms: Set<string> } {
  const writes = new Set<string>();
  const forms = new Set<string>();
  visit(
    new Walker(
      {
        action(action) {
          if (action.type !== 'api') return;
          // Each case of an endpoint chosen by a binding (etf/buy or etf/sell) counts.
          for (const id of endpointIds(action.endpoint)) if (catalogue.byId.get(id)?.idempotent) writes.add(id);
        },
        node(node: JsonObject) {
          const form = asObject(node.props).form;
          if (node.widget === 'Form' && typeof form === 'string') forms.add(form);
        },
      },
      catalogue,
    ),
  );
  return { writes, forms };
}

/**
 * Which screens move money: those with an api action on a money write (an `idempotent` catalogue
 * entry: withdrawal, transfers, orders, purchases as they come), the forms and fragments they
 * show, and every text they show. A fragment that itself holds a money write counts even before a
 * screen uses it. Derived from the bundle (fragments expanded, as the app runs it), so a screen
 * that starts moving money is caught the day it does, without a list to keep.
 */
export function moneyFiles(bundle: Bundle, catalogue: Pick<Catalogue, 'byId'>): MoneyFiles {
  let byCatalogue = known.get(bundle);
  if (!byCatalogue) known.set(bundle, (byCatalogue = new WeakMap()));
  let found = byCatalogue.get(catalogue);
  if (!found) byCatalogue.set(catalogue, (found = computeMoneyFiles(bundle, catalogue)));
  return found;
}

/**
 * Answers already worked out, per bundle object: the studio's bundles come from gate-memo.ts, one
 * object per distinct file set, so a change's checks, its approval rules and its file list read
 * the walk of the published bundle and of the change once each (every check walked both again:
 * 1.6 s of a 12 s studio suite's profile). Callers only read the answer.
 */
const known = new WeakMap<Bundle, WeakMap<object, MoneyFiles>>();

function computeMoneyFiles(bundle: Bundle, catalogue: Pick<Catalogue, 'byId'>): MoneyFiles {
  const files = new Map<string, string>();
  const keys = new Map<string, string>();
  const expanded = expandBundle(bundle).bundle;
  for (const [id, screen] of Object.entries(expanded.screens)) {
    const { writes, forms } = moneyWrites(catalogue, (w) => w.screen(screen, screenFile(id)));
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
    for (const fragment of usedFragments(bundle.screens[id], bundle.fragments)) {
      if (fragment in bundle.fragments) files.set(fragmentFile(fragment), why);
    }
    for (const s of strings) if (/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(s) && !keys.has(s)) keys.set(s, id);
  }
  for (const [id, fragment] of Object.entries(bundle.fragments)) {
    if (files.has(fragmentFile(id))) continue;
    const { writes } = moneyWrites(catalogue, (w) =>
      w.node(asObject(fragment).node, '/node', { file: fragmentFile(id), sources: undefined }),
    );
    if (writes.size > 0) files.set(fragmentFile(id), `fragment ${id} (${[...writes].sort().join(', ')})`);
  }
  return { files, keys };
}
