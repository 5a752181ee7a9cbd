// Turns ajv errors into one-line ValidationErrors. Union failures (an action's oneOf, a value's or
// a condition's anyOf, a node slot's widget-or-fragment anyOf) are re-explained through the branch
// the data names, recursively, so a typo in a nested onSuccess action yields one precise error
// instead of fourteen "must be equal to constant".

import type { ErrorObject, ValidateFunction } from 'ajv';
import { ACTION_ID, ANY_PATH_SCHEMA, CONDITION_ID, VALUE_ID, dslValidators, type ValueBranch } from './dslSchemas';
import { has, isObject, pointer } from './json';
import type { ValidationError } from './types';

type Union = 'action' | 'value' | 'condition' | 'node' | 'path';

function unionOf(error: ErrorObject): Union | undefined {
  const parent = error.parentSchema as { $id?: unknown } | undefined;
  if (error.keyword === 'oneOf' && parent?.$id === ACTION_ID) return 'action';
  if (error.keyword === 'anyOf' && parent?.$id === VALUE_ID) return 'value';
  // A node slot (node.schema.json#/definitions/slot, the only anyOf typed Node): a widget node or a fragment use.
  if (error.keyword === 'anyOf' && (parent as { tsType?: unknown } | undefined)?.tsType === 'Node') return 'node';
  if (error.keyword === 'anyOf' && parent?.$id === CONDITION_ID) return 'condition';
  // A binding's path: a dot path or a bound one, told apart by being a string or an array.
  if (error.keyword === 'anyOf' && error.parentSchema === ANY_PATH_SCHEMA) return 'path';
  return undefined;
}

function under(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function dataAt(data: unknown, path: string): unknown {
  let current = data;
  for (const raw of path.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

export function formatError(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be ${String(p.type)}`;
    case 'pattern':
      return e.propertyName !== undefined
        ? `property name "${e.propertyName}" must match ${String(p.pattern)}`
        : `must match ${String(p.pattern)}`;
    case 'not': {
      // condition.schema.json's short form allows one comparison: its dependencies say so with `not`.
      const op = /\/dependencies\/([^/]+)\/not$/.exec(e.schemaPath)?.[1];
      return op ? `"${op}" cannot be combined with another comparison (one per short condition; use "and")` : (e.message ?? 'fails not');
    }
    default:
      return e.message ?? `fails ${e.keyword}`;
  }
}

function valueBranch(data: unknown): ValueBranch | undefined {
  if (Array.isArray(data)) return 'array';
  if (!isObject(data)) return undefined;
  if (has(data, '$fmt')) return has(data, '$bind') ? 'formatBind' : 'format';
  if (has(data, '$bind')) return 'bind';
  if (has(data, '$t')) return 'translate';
  if (has(data, '$if')) return 'choice';
  if (has(data, '$concat')) return 'concat';
  if (has(data, '$repeat')) return 'repeat';
  return 'literalObject';
}

function explainUnion(kind: Union, data: unknown, file: string, at: string): ValidationError[] {
  const v = dslValidators();
  if (kind === 'node') {
    if (!isObject(data)) return [{ file, pointer: at, message: 'a node must be an object' }];
    return explain(has(data, '$use') ? v.nodes.use : v.nodes.widget, data, file, at);
  }
  if (kind === 'action') {
    if (!isObject(data)) return [{ file, pointer: at, message: 'an action must be an object' }];
    if (typeof data.type !== 'string') return [{ file, pointer: at, message: 'an action needs a "type"' }];
    const branch = v.actions.get(data.type);
    if (!branch) {
      return [
        { file, pointer: pointer(at, 'type'), message: `unknown action type ${data.type} (known: ${[...v.actions.keys()].join(', ')})` },
      ];
    }
    return explain(branch, data, file, at);
  }
  if (kind === 'path') {
    if (typeof data === 'string') return explain(v.paths.path, data, file, at);
    if (Array.isArray(data)) return explain(v.paths.boundPath, data, file, at);
    return [{ file, pointer: at, message: 'a path must be a dot path or an array of segments' }];
  }
  if (kind === 'condition') {
    if (!isObject(data)) return [{ file, pointer: at, message: 'a condition must be an object' }];
    return explain(has(data, '$bind') ? v.conditions.bind : v.conditions.operation, data, file, at);
  }
  const branch = valueBranch(data);
  if (!branch) return [{ file, pointer: at, message: 'not a value' }];
  return explain(v.values[branch], data, file, at);
}

/** Validate `data` (found at pointer `at` of `file`) and report its errors, unions re-explained. */
export function explain(validate: ValidateFunction, data: unknown, file: string, at = ''): ValidationError[] {
  if (validate(data)) return [];
  const errors = [...(validate.errors ?? [])];
  const unions = errors.filter((e) => unionOf(e) !== undefined);
  // Outermost union failures only: inner ones are re-explained when their branch is.
  const outer = unions.filter(
    (u) => !unions.some((o) => o !== u && o.instancePath !== u.instancePath && under(u.instancePath, o.instancePath)),
  );
  const outerPaths = [...new Set(outer.map((u) => u.instancePath))];

  const out: ValidationError[] = [];
  for (const e of errors) {
    if (outerPaths.some((p) => under(e.instancePath, p))) continue;
    // ajv adds a summary after the detailed propertyNames error; the detail is the useful one.
    if (e.keyword === 'propertyNames') continue;
    out.push({ file, pointer: at + e.instancePath, message: formatError(e) });
  }
  for (const path of outerPaths) {
    const kind = unionOf(outer.find((u) => u.instancePath === path)!)!;
    out.push(...explainUnion(kind, dataAt(data, path), file, at + path));
  }
  const seen = new Set<string>();
  return out.filter((e) => {
    const k = `${e.pointer}\u0000${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
