// Bound paths must exist in the schema of what they read: data.<source>.* in the source endpoint's
// response, item.* in the items of the enclosing List's or repeat's array (index only there too), session.user.* in member/info's
// response, conf.* in common/conf's response, result.* in the response of the api action whose
// onSuccess holds the binding, app.* in what the engine puts there. state, storage, route, form and
// error are free-form. A repeat must go over an array, and a bound path segment must be able to
// name a key (a string or a whole number): one bound to an object never resolves.

import { asObject, pointer, type JsonObject } from './json';
import { bindingSchema, bindingTarget } from './bindingSchema';
import { repeatItems } from './repeatItems';
import { describeSchema, mayBeSegment, resolveSchemaPath } from './schemaPath';
import { listItems, splitPath, type Scope } from './scope';
import { APP_FILE, promptFile, screenFile, type Bundle, type ResponseIndex, type ValidationError } from './types';
import { Walker } from './walk';

/** Why `path` cannot be read in `scope`, or undefined when it can (or cannot be checked). */
export function bindingProblem(path: string, scope: Scope, catalogue: ResponseIndex): string | undefined {
  const target = bindingTarget(path, scope, catalogue);
  if (!target) return undefined;
  if ('problem' in target) return target.problem;
  if (target.schema === undefined) return undefined;
  const r = resolveSchemaPath(target.schema, target.segments, target.label);
  return r.ok ? undefined : `${path}: ${r.reason}`;
}

/**
 * A form's bounds from data ({"$bind": "data.conf.min_amount"} as a field's minimum) are read in the
 * scope of the screen that shows the form: each must exist there, in the endpoint's answer. The
 * error names the screen's Form node, the form file and the bound's place in it.
 */
function formBoundProblems(
  bundle: Partial<Pick<Bundle, 'forms'>>,
  node: JsonObject,
  at: string,
  scope: Scope,
  catalogue: ResponseIndex,
): ValidationError[] {
  const id = asObject(node.props).form;
  // The studio's editor lints one file without the forms: its bounds are checked by the gate.
  if (typeof id !== 'string' || !bundle.forms || !Object.prototype.hasOwnProperty.call(bundle.forms, id)) return [];
  const properties = asObject(asObject(asObject(bundle.forms[id]).schema).properties);
  const out: ValidationError[] = [];
  for (const [field, spec] of Object.entries(properties)) {
    for (const [keyword, bound] of Object.entries(asObject(spec))) {
      const path = asObject(bound).$bind;
      if (typeof path !== 'string') continue;
      const problem = bindingProblem(path, scope, catalogue);
      if (problem)
        out.push({
          file: scope.file,
          pointer: pointer(at, 'props', 'form'),
          message: `form ${id} (/schema/properties/${field}/${keyword}): ${problem}`,
        });
    }
  }
  return out;
}

export function checkBindings(
  bundle: Pick<Bundle, 'screens' | 'prompts' | 'app'> & Partial<Pick<Bundle, 'forms'>>,
  catalogue: ResponseIndex,
): ValidationError[] {
  const errors: ValidationError[] = [];
  const walker = new Walker(
    {
      bind(path: string, at: string, scope: Scope) {
        const problem = bindingProblem(path, scope, catalogue);
        if (problem) errors.push({ file: scope.file, pointer: at, message: problem });
      },
      segment(segment: JsonObject, at: string, scope: Scope) {
        if (typeof segment.$bind !== 'string') return;
        const schema = bindingSchema(segment.$bind, scope, catalogue);
        if (schema === undefined || mayBeSegment(schema)) return;
        errors.push({
          file: scope.file,
          pointer: at,
          message: `${segment.$bind} is ${describeSchema(schema)}: a path segment must be a string or a whole number, so this path never resolves`,
        });
      },
      repeat(each: unknown, at: string, scope: Scope) {
        const items = repeatItems(each, scope, catalogue);
        if (!items.ok) errors.push({ file: scope.file, pointer: at, message: items.reason });
      },
      node(node: JsonObject, at: string, scope: Scope) {
        // A repeat's key names a field of its items (the node's scope is where `each` is read).
        const repeat = asObject(node.repeat);
        if (typeof repeat.key === 'string') {
          const items = repeatItems(repeat.each, scope, catalogue);
          const key = items.ok ? resolveSchemaPath(items.schema, splitPath(repeat.key), 'item') : undefined;
          if (key && !key.ok)
            errors.push({ file: scope.file, pointer: pointer(at, 'repeat', 'key'), message: `repeat key: ${key.reason}` });
        }
        if (node.widget === 'Form') errors.push(...formBoundProblems(bundle, node, at, scope, catalogue));
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
