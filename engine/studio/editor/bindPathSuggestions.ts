import { isJsonObject } from '@core/json/isJsonObject';
import type { Schema } from '@core/schema/walk';
import { bindingTarget } from '@core/validate/bindingSchema';
import { anyFieldSchema, describeSchema, resolveSchemaPath, schemaFields } from '@core/validate/schemaPath';
import type { Scope } from '@core/validate/scope';
import type { ResponseIndex } from '@core/validate/types';
import type { CompletionKind } from './completionTypes';
import { enclosingForm } from './enclosingForm';
import { scopeRoots } from './scopeRoots';
import type { EditorVocabulary } from './types';
import { valueAt } from './valueAt';

export interface BindSuggestion {
  name: string;
  /** The field's type (or what the name is). */
  detail?: string;
  /** Its description or title from the schema. */
  info?: string;
  type: CompletionKind;
}

export interface BindPlace {
  vocabulary: EditorVocabulary;
  index: ResponseIndex;
  doc: unknown;
  /** Pointer segments of the path string being edited. */
  segments: readonly string[];
  /** What the validator's walk says the binding sees there. */
  scope: Scope;
}

// What the engine keeps in session (engine/runtime/scope.ts); only user's shape is in the catalogue.
const SESSION: BindSuggestion[] = [
  { name: 'user', detail: 'member/info', type: 'property' },
  { name: 'loggedIn', detail: 'boolean', type: 'property' },
  { name: 'staff', detail: 'ops/me (staff screens)', type: 'property' },
];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The fields below a schema, each with its type and its description (or title). */
function fieldsBelow(schema: Schema | undefined): BindSuggestion[] {
  return schemaFields(schema).map(({ name, schema: sub }) => ({
    name,
    detail: sub ? describeSchema(sub) : undefined,
    info: sub ? (text(sub.description) ?? text(sub.title)) : undefined,
    type: 'property',
  }));
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** `steps` below `schema`: a name as the validator resolves it, null (a bound segment) as any field. */
function below(schema: Schema | undefined, steps: readonly (string | null)[], label: string): Schema | undefined {
  let current = schema;
  for (const step of steps) {
    if (current === undefined) return undefined;
    if (step === null) {
      current = anyFieldSchema(current);
      continue;
    }
    const r = resolveSchemaPath(current, [step], label);
    if (!r.ok) return undefined;
    current = r.schema;
  }
  return current;
}

/**
 * What may follow `done` (the path's finished segments, null for a bound one) in a binding: the
 * scope's names first, then a data source's names, then the fields of what the path reads so far,
 * from the same schemas the validator checks against (an endpoint's response, a List's or repeat's items,
 * member/info, common/conf, an api action's result, the app scope, a form's values), and for state
 * the screen's own initial state. Empty where nothing is known.
 */
export function bindPathSuggestions(place: BindPlace, done: readonly (string | null)[]): BindSuggestion[] {
  const { vocabulary, index, doc, segments, scope } = place;
  const [root, ...rest] = done;
  if (root === null) return [];
  const bound = rest.indexOf(null);
  // The literal start, resolved as the validator resolves it; what follows a bound segment, below it.
  const head = (bound < 0 ? rest : rest.slice(0, bound)) as string[];
  const tail = bound < 0 ? [] : rest.slice(bound);
  if (root === undefined) {
    // item and index only inside a List or a repeat, result only in an api action's onSuccess.
    const hidden = (name: string): boolean =>
      ((name === 'item' || name === 'index') && !scope.item) || (name === 'result' && !scope.result);
    return scopeRoots(vocabulary)
      .filter((r) => !hidden(r.name))
      .map((r) => ({ name: r.name, detail: 'scope', info: r.info, type: 'namespace' }));
  }
  if (root === 'data' && rest.length === 0) {
    return Object.entries(scope.sources ?? {}).map(([name, source]) => {
      const endpoint = isJsonObject(source) && typeof source.endpoint === 'string' ? source.endpoint : undefined;
      return { name, detail: endpoint ? `data source: ${endpoint}` : 'data source', type: 'variable' };
    });
  }
  if (root === 'session' && rest.length === 0) return SESSION;
  if (root === 'state') {
    if (bound >= 0) return [];
    const state = valueAt(doc, ['state', ...head]);
    return Object.entries(isJsonObject(state) ? state : {}).map(([name, value]) => ({
      name,
      detail: `${jsonType(value)} (screen state)`,
      type: 'property',
    }));
  }
  if (root === 'form') {
    const form = enclosingForm(doc, segments);
    const schema = form === undefined ? undefined : vocabulary.formSchemas?.[form];
    const r = schema ? resolveSchemaPath(schema, head, `form (${form!})`) : undefined;
    return r?.ok ? fieldsBelow(below(r.schema, tail, 'form')) : [];
  }
  const target = bindingTarget([root, ...head].join('.'), scope, index);
  if (!target || 'problem' in target || target.schema === undefined) return [];
  const r = resolveSchemaPath(target.schema, target.segments, target.label);
  return r.ok ? fieldsBelow(below(r.schema, tail, target.label)) : [];
}
