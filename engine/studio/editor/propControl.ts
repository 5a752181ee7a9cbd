import { isJsonObject } from '@core/json/isJsonObject';

/** A literal an enum may list and a select may offer. */
export type EnumValue = string | number | boolean | null;

/** Which form control edits a prop, read from its schema in the widget catalog. */
export type PropControl =
  | { kind: 'select'; options: EnumValue[] }
  | { kind: 'checkbox'; defaultValue?: boolean }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  /** numeric: the schema also allows a number (type ["string", "number"]). */
  | { kind: 'text'; numeric: boolean; pattern?: string; minLength?: number; maxLength?: number }
  /** Anything else (arrays, objects, no type): shown, edited in the JSON only. */
  | { kind: 'json' };

/** A control the inspector can edit with. */
export type EditableControl = Exclude<PropControl, { kind: 'json' }>;

/** An enum value's key as a select's option value: a string as itself, anything else as its JSON. */
export function enumKey(value: EnumValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

/** A literal an enum may hold: a string, a finite number, a boolean or null. */
export function isEnumValue(v: unknown): v is EnumValue {
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/**
 * The control for a prop schema of schemas/dsl/widgets.json: enum -> select; boolean -> checkbox;
 * integer / number -> number (with minimum / maximum); string, or string or number -> text (with
 * pattern, minLength, maxLength); anything else -> json (read-only). Reads the schema as data only.
 */
export function propControl(schema: unknown): PropControl {
  if (!isJsonObject(schema)) return { kind: 'json' };
  if (Array.isArray(schema.enum)) {
    const options = schema.enum.filter(isEnumValue);
    return options.length > 0 && options.length === schema.enum.length ? { kind: 'select', options } : { kind: 'json' };
  }
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  const only = (...allowed: string[]) => types.size > 0 && [...types].every((t) => typeof t === 'string' && allowed.includes(t));
  if (only('boolean'))
    return typeof schema.default === 'boolean' ? { kind: 'checkbox', defaultValue: schema.default } : { kind: 'checkbox' };
  if (only('integer', 'number')) {
    return { kind: 'number', integer: !types.has('number'), minimum: finite(schema.minimum), maximum: finite(schema.maximum) };
  }
  if (types.has('string') && only('string', 'integer', 'number')) {
    return {
      kind: 'text',
      numeric: types.size > 1,
      pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
      minLength: count(schema.minLength),
      maxLength: count(schema.maxLength),
    };
  }
  return { kind: 'json' };
}
