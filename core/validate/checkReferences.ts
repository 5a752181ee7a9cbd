// Names a screen or prompt uses must exist: endpoints in the catalogue (data sources: GETs only),
// navigate targets in app.json, prompts in screens/prompts, forms in screens/forms, List and
// refresh sources among the screen's data sources, role conditions among the catalogue's staff roles. Params are checked against the endpoint's
// request schema when it is closed (additionalProperties: false), so a misspelt field fails here
// rather than as a 400 at run time.

import { isSchemaObject } from '../schema/walk';
import { endpointIds } from '../dsl/endpointIds';
import { STAFF_ROLES } from '../staff/staffRoles';
import { asObject, has, isObject, pointer, type JsonObject } from './json';
import { routeTargets } from './routes';
import type { Scope } from './scope';
import { APP_FILE, promptFile, screenFile, type Bundle, type CatalogueIndex, type ValidationError } from './types';
import { Walker } from './walk';

function unknownParams(request: unknown, params: unknown, endpoint: string, file: string, at: string): ValidationError[] {
  if (!isSchemaObject(request) || request.additionalProperties !== false) return [];
  const known = Object.keys(asObject(request.properties));
  return Object.keys(asObject(params))
    .filter((name) => !known.includes(name))
    .map((name) => ({
      file,
      pointer: pointer(at, name),
      message: `${endpoint} takes no parameter "${name}" (parameters: ${known.join(', ') || 'none'})`,
    }));
}

/**
 * The written endpoint, or each case of one chosen by a binding: every case must exist, and each
 * param must be one that some case takes (a param only one case takes is bound to a value that is
 * empty for the others, e.g. the ticket's `agree` on a sale, and an empty value is not sent).
 */
function apiReferences(action: JsonObject, catalogue: CatalogueIndex, file: string, at: string): ValidationError[] {
  const cases = isObject(action.endpoint) ? asObject(action.endpoint.cases) : undefined;
  const errors: ValidationError[] = [];
  const found: { id: string; request: unknown }[] = [];
  for (const id of endpointIds(action.endpoint)) {
    const key = cases ? Object.keys(cases).find((k) => cases[k] === id) : undefined;
    const endpoint = catalogue.byId.get(id);
    if (endpoint) found.push({ id, request: endpoint.request });
    else
      errors.push({
        file,
        pointer: key === undefined ? pointer(at, 'endpoint') : pointer(at, 'endpoint', 'cases', key),
        message: `unknown endpoint ${id}`,
      });
  }
  if (found.length === 1) return [...errors, ...unknownParams(found[0]!.request, action.params, found[0]!.id, file, pointer(at, 'params'))];
  const each = found.map((f) => unknownParams(f.request, action.params, f.id, file, pointer(at, 'params')));
  const takenBySome = (e: ValidationError) => each.some((list) => !list.some((x) => x.pointer === e.pointer));
  return [...errors, ...(each[0] ?? []).filter((e) => !takenBySome(e))];
}

export function checkReferences(bundle: Bundle, catalogue: CatalogueIndex): ValidationError[] {
  const errors: ValidationError[] = [];
  const targets = routeTargets(bundle.app);
  const hasSource = (scope: Scope, name: string): boolean => scope.sources === undefined || has(scope.sources, name);

  const walker = new Walker(
    {
      action(action: JsonObject, at: string, scope: Scope) {
        const file = scope.file;
        if (action.type === 'api') errors.push(...apiReferences(action, catalogue, file, at));
        if (action.type === 'navigate' && typeof action.to === 'string' && !targets.has(action.to)) {
          errors.push({
            file,
            pointer: pointer(at, 'to'),
            message: `navigate to unknown route ${action.to} (not a route name, path or alias of app.json)`,
          });
        }
        if (action.type === 'guard' && typeof action.prompt === 'string' && !has(bundle.prompts, action.prompt)) {
          errors.push({ file, pointer: pointer(at, 'prompt'), message: `unknown prompt ${action.prompt}` });
        }
        if (action.type === 'refresh' && typeof action.source === 'string' && !hasSource(scope, action.source)) {
          errors.push({ file, pointer: pointer(at, 'source'), message: `refresh of unknown data source ${action.source}` });
        }
      },
      node(node: JsonObject, at: string, scope: Scope) {
        const props = asObject(node.props);
        if (node.widget === 'Form' && typeof props.form === 'string' && !has(bundle.forms, props.form)) {
          errors.push({ file: scope.file, pointer: pointer(at, 'props', 'form'), message: `unknown form ${props.form}` });
        }
        if (node.widget === 'List' && typeof props.source === 'string' && !hasSource(scope, props.source)) {
          errors.push({
            file: scope.file,
            pointer: pointer(at, 'props', 'source'),
            message: `List source ${props.source} is not a data source of this screen`,
          });
        }
      },
      source(name: string, source: JsonObject, at: string, scope: Scope) {
        if (typeof source.endpoint !== 'string') return;
        const endpoint = catalogue.byId.get(source.endpoint);
        if (!endpoint) {
          errors.push({ file: scope.file, pointer: pointer(at, 'endpoint'), message: `unknown endpoint ${source.endpoint}` });
        } else if (endpoint.method !== 'GET') {
          errors.push({
            file: scope.file,
            pointer: pointer(at, 'endpoint'),
            message: `data source ${name} uses ${endpoint.id}, a ${endpoint.method}; data sources must be GET endpoints`,
          });
        } else {
          errors.push(...unknownParams(endpoint.request, source.params, endpoint.id, scope.file, pointer(at, 'params')));
        }
      },
      role(name: string, at: string, scope: Scope) {
        if (!STAFF_ROLES.includes(name))
          errors.push({ file: scope.file, pointer: at, message: `unknown staff role ${name} (roles: ${STAFF_ROLES.join(', ')})` });
      },
      guard(prompt: string, at: string, scope: Scope) {
        if (!has(bundle.prompts, prompt)) errors.push({ file: scope.file, pointer: at, message: `unknown prompt ${prompt}` });
      },
    },
    catalogue,
  );
  for (const [id, screen] of Object.entries(bundle.screens)) walker.screen(screen, screenFile(id));
  for (const [id, prompt] of Object.entries(bundle.prompts)) walker.prompt(prompt, promptFile(id));
  walker.app(bundle.app, APP_FILE);
  return errors;
}
