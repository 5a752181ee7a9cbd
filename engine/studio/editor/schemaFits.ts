import { hasOwn } from './hasOwn';
import { isJsonObject, type JsonObject } from '@core/json/isJsonObject';
import { safeRegExp } from './safeRegExp';

function jsonTypes(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['number', 'integer'] : ['number'];
  return [typeof value];
}

/**
 * Whether a branch of a oneOf/anyOf could describe a (possibly half-typed) value: its type, its
 * const or enum, the const of a discriminating member (an action's "type"), and for closed objects
 * the names present. Deliberately loose: required members may not be typed yet.
 */
export function schemaFits(schema: JsonObject, value: unknown): boolean {
  if (value === undefined) return true;
  if (schema.type !== undefined) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!jsonTypes(value).some((t) => allowed.includes(t))) return false;
  }
  if (hasOwn(schema, 'const') && typeof value !== 'object' && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && typeof value !== 'object' && !schema.enum.includes(value)) return false;
  if (!isJsonObject(value)) return true;
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  for (const [name, sub] of Object.entries(properties)) {
    if (isJsonObject(sub) && hasOwn(sub, 'const') && hasOwn(value, name) && value[name] !== sub.const) return false;
  }
  if (schema.additionalProperties === false && schema.patternProperties === undefined) {
    if (Object.keys(value).some((name) => !hasOwn(properties, name))) return false;
  }
  // A literal object's names must not look like a binding's ($bind, $t, ...).
  const names = isJsonObject(schema.propertyNames) ? schema.propertyNames : null;
  if (names && typeof names.pattern === 'string') {
    const pattern = safeRegExp(names.pattern);
    if (pattern && Object.keys(value).some((name) => !pattern.test(name))) return false;
  }
  return true;
}
