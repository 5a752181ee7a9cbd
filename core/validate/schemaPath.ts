// Resolving a binding's dot path inside a response schema. Decision (also in docs of the DSL): a
// numeric segment indexes an array (list.0.name); a name on an array is an error, except `length`.
// Unions (anyOf/oneOf/allOf, type lists like ["object","null"]) accept a segment when any branch
// does. An object schema that declares nothing (no properties, additionalProperties not false) is
// open: the path is not checked below it.

import { isSchemaObject, type Schema } from '../schema/walk';
import { closestName } from './closestName';

export type PathResult = { ok: true; schema: Schema | undefined } | { ok: false; reason: string };

/** The concrete branches a schema stands for (combinators flattened). */
function branches(schema: Schema): Schema[] {
  const out: Schema[] = [];
  const combos = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []));
  const rest = { ...schema };
  delete rest.anyOf;
  delete rest.oneOf;
  delete rest.allOf;
  if (Object.keys(rest).some((k) => k !== 'description' && k !== 'default')) out.push(rest);
  for (const c of combos) if (isSchemaObject(c)) out.push(...branches(c));
  return out;
}

function types(schema: Schema): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return undefined;
}

function isArraySchema(schema: Schema): boolean {
  const t = types(schema);
  return t ? t.includes('array') : schema.items !== undefined;
}

function isObjectSchema(schema: Schema): boolean {
  const t = types(schema);
  return t ? t.includes('object') : schema.properties !== undefined || schema.additionalProperties !== undefined;
}

function describe(schema: Schema): string {
  const t = types(schema);
  if (schema.const === null || (t && t.length === 1 && t[0] === 'null')) return 'null';
  return t ? t.join(' or ') : 'a value';
}

/** The schema below one segment, `undefined` for "open, don't check", or a reason it does not exist. */
function step(schema: Schema, segment: string): PathResult {
  const candidates = branches(schema);
  if (candidates.length === 0) return { ok: true, schema: undefined };
  const found: Schema[] = [];
  let open = false;
  const reasons: string[] = [];
  for (const c of candidates) {
    if (isArraySchema(c)) {
      if (/^[0-9]+$/.test(segment)) {
        if (Array.isArray(c.items)) {
          const item: unknown = c.items[Number(segment)];
          if (isSchemaObject(item)) found.push(item);
          else reasons.push(`index ${segment} is past the tuple`);
        } else if (isSchemaObject(c.items)) found.push(c.items);
        else open = true;
        continue;
      }
      if (segment === 'length') {
        found.push({ type: 'integer' });
        continue;
      }
      reasons.push(`it is an array: index it with a number (e.g. .0.${segment})`);
      continue;
    }
    if (isObjectSchema(c)) {
      const props = isSchemaObject(c.properties) ? c.properties : undefined;
      if (props && Object.prototype.hasOwnProperty.call(props, segment)) {
        const sub = props[segment];
        if (isSchemaObject(sub)) found.push(sub);
        else open = true;
        continue;
      }
      if (isSchemaObject(c.additionalProperties)) {
        found.push(c.additionalProperties);
        continue;
      }
      if (props === undefined && c.additionalProperties !== false) {
        open = true;
        continue;
      }
      const names = props ? Object.keys(props) : [];
      const guess = closestName(segment, names);
      reasons.push(
        names.length > 0
          ? `it has no field "${segment}" (fields: ${names.join(', ')})${guess ? ` (did you mean "${guess}"?)` : ''}`
          : `it has no fields`,
      );
      continue;
    }
    if (types(c) === undefined) {
      open = true;
      continue;
    }
    reasons.push(`it is ${describe(c)}, which has no field "${segment}"`);
  }
  if (open) return { ok: true, schema: undefined };
  if (found.length === 1) return { ok: true, schema: found[0] };
  if (found.length > 1) return { ok: true, schema: { anyOf: found } };
  return { ok: false, reason: [...new Set(reasons)].join('; ') };
}

/** Walk `segments` down from `schema`. `label` names the root for messages (data.asset). */
export function resolveSchemaPath(schema: Schema | undefined, segments: string[], label: string): PathResult {
  let current: Schema | undefined = schema;
  let at = label;
  for (const segment of segments) {
    if (current === undefined) return { ok: true, schema: undefined };
    const next = step(current, segment);
    if (!next.ok) return { ok: false, reason: `${at}: ${next.reason}` };
    current = next.schema;
    at = `${at}.${segment}`;
  }
  return { ok: true, schema: current };
}

/** The item schema of an array schema (unions allowed), or why it is not an array. */
export function itemsOf(schema: Schema | undefined, label: string): PathResult {
  if (schema === undefined) return { ok: true, schema: undefined };
  const arrays = branches(schema).filter(isArraySchema);
  if (arrays.length === 0) return { ok: false, reason: `${label} is ${describe(schema)}, not an array` };
  const items = arrays.map((a) => (isSchemaObject(a.items) ? a.items : undefined));
  if (items.some((i) => i === undefined)) return { ok: true, schema: undefined };
  return { ok: true, schema: items.length === 1 ? items[0] : { anyOf: items as Schema[] } };
}

/**
 * Whether a value of this schema can name one segment of a bound path (a string or a whole number):
 * false only when every branch is known to be something else (an object, an array, a boolean, null).
 */
export function mayBeSegment(schema: Schema | undefined): boolean {
  if (schema === undefined) return true;
  const candidates = branches(schema);
  if (candidates.length === 0) return true;
  return candidates.some((c) => {
    const t = types(c);
    return t === undefined || t.some((x) => x === 'string' || x === 'integer' || x === 'number');
  });
}

/** "object", "array", "object or null": what a schema is, its unions' branches named, for messages. */
export function describeSchema(schema: Schema): string {
  const candidates = branches(schema);
  return candidates.length === 0 ? describe(schema) : [...new Set(candidates.map(describe))].join(' or ');
}

/** A field a path can go on to from a schema: a property, or an array's index and length. */
export interface SchemaField {
  name: string;
  /** Undefined: the field exists but its shape is not declared. */
  schema: Schema | undefined;
}

/**
 * The fields one more segment of a path can name below `schema`, by the same rules as
 * resolveSchemaPath (every branch of a union; an array offers 0 and length): what the studio
 * completes after a dot. Empty for an open object (anything goes, nothing to list) or a scalar.
 */
export function schemaFields(schema: Schema | undefined): SchemaField[] {
  if (schema === undefined) return [];
  const out = new Map<string, SchemaField>();
  for (const c of branches(schema)) {
    if (isArraySchema(c)) {
      const items = Array.isArray(c.items) ? c.items[0] : c.items;
      if (!out.has('0')) out.set('0', { name: '0', schema: isSchemaObject(items) ? items : undefined });
      out.set('length', { name: 'length', schema: { type: 'integer', minimum: 0 } });
    } else if (isObjectSchema(c) && isSchemaObject(c.properties)) {
      for (const [name, sub] of Object.entries(c.properties)) {
        if (!out.has(name)) out.set(name, { name, schema: isSchemaObject(sub) ? sub : undefined });
      }
    }
  }
  return [...out.values()];
}

/**
 * The schema below a bound segment, whose key is known only at render time: any property's, the
 * additional properties', an array's items (unions of all). Undefined when that cannot be known
 * (an open object, no shape). The studio completes the literal segments after one with it; the
 * validator does not check past a bound segment.
 */
export function anyFieldSchema(schema: Schema | undefined): Schema | undefined {
  if (schema === undefined) return undefined;
  const found: Schema[] = [];
  for (const c of branches(schema)) {
    if (isArraySchema(c)) {
      const items = Array.isArray(c.items) ? c.items : [c.items];
      if (!items.every(isSchemaObject)) return undefined;
      found.push(...items);
    } else if (isObjectSchema(c)) {
      const props = isSchemaObject(c.properties) ? Object.values(c.properties) : [];
      if (!props.every(isSchemaObject)) return undefined;
      found.push(...props);
      if (isSchemaObject(c.additionalProperties)) found.push(c.additionalProperties);
      else if (!isSchemaObject(c.properties) && c.additionalProperties !== false) return undefined;
    }
  }
  if (found.length === 0) return undefined;
  return found.length === 1 ? found[0] : { anyOf: found };
}
