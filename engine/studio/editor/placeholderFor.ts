import { expandSchema } from './expandSchema';
import { hasOwn } from './hasOwn';
import type { SchemaLocation } from './schemaLocation';

export interface Placeholder {
  text: string;
  /** The caret's offset inside text: between the quotes or brackets, so typing fills it. */
  cursor: number;
}

const BY_TYPE: Record<string, Placeholder> = {
  string: { text: '""', cursor: 1 },
  object: { text: '{}', cursor: 1 },
  array: { text: '[]', cursor: 1 },
  boolean: { text: 'false', cursor: 5 },
  integer: { text: '0', cursor: 1 },
  number: { text: '0', cursor: 1 },
  null: { text: 'null', cursor: 4 },
};

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function firstType(schema: Record<string, unknown>): string | null {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type) && typeof schema.type[0] === 'string') return schema.type[0];
  if (hasOwn(schema, 'const')) return typeOf(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return typeOf(schema.enum[0]);
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return null;
}

/**
 * The value to write after a new member's name: its const when every schema that may apply agrees
 * on one, else an empty value of the first type they name.
 */
export function placeholderFor(schemas: Record<string, object>, locations: readonly SchemaLocation[]): Placeholder {
  const concrete = locations.flatMap((l) => expandSchema(schemas, l));
  const consts = new Set(concrete.map(({ schema }) => (hasOwn(schema, 'const') ? JSON.stringify(schema.const) : undefined)));
  const only = consts.size === 1 ? [...consts][0] : undefined;
  if (only !== undefined) return { text: only, cursor: only.length };
  for (const { schema } of concrete) {
    const type = firstType(schema);
    if (type && BY_TYPE[type]) return BY_TYPE[type];
  }
  return BY_TYPE.string!;
}
