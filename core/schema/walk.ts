// JSON Schema keywords that hold subschemas. Walking by keyword (rather than by every nested object)
// matters: a property named "title" or "items" inside `properties` is a name, not a keyword.

export type Schema = Record<string, unknown>;

const SCHEMA_KEYWORDS = ['additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'propertyNames', 'contains'] as const;
const SCHEMA_ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf'] as const;
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'definitions', '$defs'] as const;

export function isSchemaObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rebuilds a schema bottom-up: `fn` receives each (sub)schema with its subschemas already mapped.
 * Returns a new tree; the input is not modified.
 */
export function mapSchema(schema: unknown, fn: (schema: Schema) => Schema): unknown {
  if (!isSchemaObject(schema)) return schema;
  const out: Schema = { ...schema };
  for (const key of SCHEMA_KEYWORDS) {
    if (isSchemaObject(out[key])) out[key] = mapSchema(out[key], fn);
  }
  for (const key of SCHEMA_ARRAY_KEYWORDS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((s) => mapSchema(s, fn));
  }
  for (const key of SCHEMA_MAP_KEYWORDS) {
    const map = out[key];
    if (isSchemaObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, s]) => [k, mapSchema(s, fn)]));
  }
  if (Array.isArray(out.items)) out.items = out.items.map((s) => mapSchema(s, fn));
  else if (isSchemaObject(out.items)) out.items = mapSchema(out.items, fn);
  if (isSchemaObject(out.dependencies)) {
    out.dependencies = Object.fromEntries(Object.entries(out.dependencies).map(([k, d]) => [k, Array.isArray(d) ? d : mapSchema(d, fn)]));
  }
  return fn(out);
}
