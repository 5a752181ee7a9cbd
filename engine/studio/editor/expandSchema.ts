import { isJsonObject } from '@core/json/isJsonObject';
import { resolveRef } from './resolveRef';
import { schemaFits } from './schemaFits';
import type { SchemaLocation } from './schemaLocation';

const MAX_DEPTH = 24;
const UNIONS = ['oneOf', 'anyOf'] as const;
// Keywords that say nothing of the value's shape: a schema of only these and a union is just the union.
// tsType is the type generator's (a node slot is typed Node, since the engine only sees expanded screens).
const NOT_SHAPE = new Set([
  'oneOf',
  'anyOf',
  'allOf',
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'definitions',
  'default',
  'examples',
  'tsType',
]);

function child(location: SchemaLocation, path: string, schema: unknown): SchemaLocation | null {
  return isJsonObject(schema) ? { file: location.file, path: `${location.path}/${path}`, schema } : null;
}

/**
 * The concrete schemas a location stands for: $refs followed (across files), allOf, oneOf and
 * anyOf opened into their branches. Branches that cannot describe `value` are dropped, unless none
 * can (the value is half-typed): then all of them stay, so suggestions are their union.
 */
export function expandSchema(schemas: Record<string, object>, location: SchemaLocation, value?: unknown, depth = 0): SchemaLocation[] {
  if (depth > MAX_DEPTH) return [];
  const { schema } = location;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schemas, location.file, schema.$ref);
    if (!target) return [];
    const refDescription = typeof schema.description === 'string' ? schema.description : location.refDescription;
    return expandSchema(schemas, { ...target, refDescription }, value, depth + 1);
  }

  const out: SchemaLocation[] = [];
  const open = (keyword: string): SchemaLocation[] => {
    const list = schema[keyword];
    if (!Array.isArray(list)) return [];
    return list.flatMap((sub, i) => {
      const loc = child(location, `${keyword}/${i}`, sub);
      return loc ? expandSchema(schemas, { ...loc, refDescription: location.refDescription }, value, depth + 1) : [];
    });
  };

  const hasUnion = UNIONS.some((k) => Array.isArray(schema[k]));
  const hasAll = Array.isArray(schema.allOf);
  const ownKeywords = Object.keys(schema).some((k) => !NOT_SHAPE.has(k));
  if ((!hasUnion && !hasAll) || ownKeywords) out.push(location);
  if (hasAll) out.push(...open('allOf'));
  if (hasUnion) {
    const branches = UNIONS.flatMap((k) => open(k));
    const fitting = branches.filter((b) => schemaFits(b.schema, value));
    out.push(...(fitting.length > 0 ? fitting : branches));
  }
  return out;
}
