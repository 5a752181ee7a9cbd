import { isJsonObject } from '@core/json/isJsonObject';
import { resolveRef } from './resolveRef';
import type { SchemaLocation } from './schemaLocation';

export interface SchemaSummary {
  /** A short kind for the completion's detail: the referenced schema's title, a type, "enum". */
  kind?: string;
  description?: string;
}

/** What to show next to a suggested member: follows $refs (not unions) to a title or a type. */
export function describeSchema(schemas: Record<string, object>, location: SchemaLocation): SchemaSummary {
  let description = typeof location.schema.description === 'string' ? location.schema.description : undefined;
  let current: SchemaLocation | null = location;
  for (let hops = 0; current && typeof current.schema.$ref === 'string' && hops < 16; hops++) {
    current = resolveRef(schemas, current.file, current.schema.$ref);
    if (current && description === undefined && typeof current.schema.description === 'string') description = current.schema.description;
  }
  const schema = current?.schema ?? {};
  let kind: string | undefined;
  if (typeof schema.title === 'string') kind = schema.title;
  else if (Object.prototype.hasOwnProperty.call(schema, 'const')) kind = JSON.stringify(schema.const);
  else if (Array.isArray(schema.enum)) kind = schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  else if (typeof schema.type === 'string') kind = schema.type;
  else if (Array.isArray(schema.type)) kind = schema.type.join(' | ');
  else if (isJsonObject(schema.properties)) kind = 'object';
  if (kind && kind.length > 40) kind = `${kind.slice(0, 39)}…`;
  return { kind, description };
}
