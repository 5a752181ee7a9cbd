// Bound paths must exist in the schema of what they read: data.<source>.* in the source endpoint's
// response, item.* in the items of the enclosing List's array, session.user.* in member/info's
// response, conf.* in common/conf's response, result.* in the response of the api action whose
// onSuccess holds the binding. state, storage, route, form, app and error are free-form.

import type { Schema } from '../schema/walk';
import { asObject, has, pointer, type JsonObject } from './json';
import { resolveSchemaPath } from './schemaPath';
import { listItems, sourceResponse, splitPath, type Scope } from './scope';
import {
  APP_FILE,
  CONF_ENDPOINT,
  SESSION_USER_ENDPOINT,
  promptFile,
  screenFile,
  type Bundle,
  type CatalogueIndex,
  type ValidationError,
} from './types';
import { Walker } from './walk';

/** Why `path` cannot be read in `scope`, or undefined when it can (or cannot be checked). */
export function bindingProblem(path: string, scope: Scope, catalogue: CatalogueIndex): string | undefined {
  const [root, ...rest] = splitPath(path);
  const check = (schema: Schema | undefined, segments: string[], label: string): string | undefined => {
    if (schema === undefined) return undefined;
    const r = resolveSchemaPath(schema, segments, label);
    return r.ok ? undefined : `${path}: ${r.reason}`;
  };
  switch (root) {
    case 'data': {
      const [source, ...inner] = rest;
      if (source === undefined || scope.sources === undefined) return undefined;
      if (!has(scope.sources, source)) {
        const names = Object.keys(scope.sources);
        return `${path}: no data source "${source}" on this screen${names.length ? ` (sources: ${names.join(', ')})` : ''}`;
      }
      const endpoint = asObject(scope.sources[source]).endpoint;
      return check(sourceResponse(scope, source, catalogue), inner, `data.${source} (${String(endpoint)})`);
    }
    case 'item':
      if (!scope.item) return `${path}: item is only in scope inside a List`;
      return check(scope.item.schema, rest, `item (${scope.item.label})`);
    case 'session': {
      const [key, ...inner] = rest;
      if (key !== 'user') return undefined;
      return check(catalogue.byId.get(SESSION_USER_ENDPOINT)?.response, inner, `session.user (${SESSION_USER_ENDPOINT})`);
    }
    case 'conf':
      return check(catalogue.byId.get(CONF_ENDPOINT)?.response, rest, `conf (${CONF_ENDPOINT})`);
    case 'result':
      if (!scope.result) return undefined;
      return check(scope.result.schema, rest, `result (${scope.result.endpoint})`);
    default:
      return undefined;
  }
}

export function checkBindings(bundle: Bundle, catalogue: CatalogueIndex): ValidationError[] {
  const errors: ValidationError[] = [];
  const walker = new Walker(
    {
      bind(path: string, at: string, scope: Scope) {
        const problem = bindingProblem(path, scope, catalogue);
        if (problem) errors.push({ file: scope.file, pointer: at, message: problem });
      },
      node(node: JsonObject, at: string, scope: Scope) {
        if (node.widget !== 'List') return;
        const items = listItems(node, scope, catalogue);
        if (!items.ok) errors.push({ file: scope.file, pointer: pointer(at, 'props', 'path'), message: `List path: ${items.reason}` });
      },
    },
    catalogue,
  );
  for (const [id, screen] of Object.entries(bundle.screens)) walker.screen(screen, screenFile(id));
  for (const [id, prompt] of Object.entries(bundle.prompts)) walker.prompt(prompt, promptFile(id));
  walker.app(bundle.app, APP_FILE);
  return errors;
}
