// Project formats (spec section 5: email, mobile, amount, n-digit code, password 8-32, digits, url)
// become plain JSON Schema keywords before validators are precompiled. ajv standalone code can inline
// a `pattern` or a length check, whereas a custom `format` would need a function shipped at run time
// (or, worse, ajv-formats in the browser). The same expansion feeds rjsf as rootSchema, so the
// precompiled validators' keys (hashes of the schema) match what the engine hands to rjsf.
// Pure and dependency-free: the engine imports it in the browser, the generator in node.
import defs from '@schemas/api/defs.json';
import { amountKeywords } from './amountRule';

export type ProjectFormat = 'email' | 'mobile' | 'amount' | 'code' | 'password' | 'digits' | 'url';

export const PROJECT_FORMATS: readonly ProjectFormat[] = ['email', 'mobile', 'amount', 'code', 'password', 'digits', 'url'];

// The rules the catalogue also states are read from its defs (schemas/api/defs.json), which the
// server validates requests against: a form and the endpoint it posts to cannot disagree on them.
// tests/unit/tools/inputRules.test.ts checks both sides on the same valid and invalid inputs.
export const DEFAULT_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = defs.$defs.Password.minLength;
export const PASSWORD_MAX_LENGTH = defs.$defs.Password.maxLength;
export const EMAIL_MAX_LENGTH = defs.$defs.Email.maxLength;

export const FORMAT_PATTERNS = {
  email: defs.$defs.Email.pattern,
  mobile: defs.$defs.Mobile.pattern,
  digits: '^[0-9]+$',
  // Spec section 5: at least 2 kinds of letters, numbers or symbols (the server checks the same).
  password: '^(?:(?=.*[A-Za-z])(?=.*[0-9])|(?=.*[A-Za-z])(?=.*[^A-Za-z0-9])|(?=.*[0-9])(?=.*[^A-Za-z0-9])).*$',
  url: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][^\\s]*)?$',
} as const;

export function codePattern(length: number): string {
  return `^[0-9]{${length}}$`;
}

type JsonObject = Record<string, unknown>;

/** The slice of a form config this module reads (screens/forms/<id>.json). */
export interface FormLike {
  schema: { properties?: Record<string, unknown>; [key: string]: unknown };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isProjectFormat(value: unknown): value is ProjectFormat {
  return typeof value === 'string' && (PROJECT_FORMATS as readonly string[]).includes(value);
}

/** The project format a field of the original (unexpanded) form declares, so messages can follow it. */
export function fieldFormat(formConfig: FormLike, field: string): ProjectFormat | undefined {
  const properties = formConfig.schema.properties;
  const spec = properties && Object.prototype.hasOwnProperty.call(properties, field) ? properties[field] : undefined;
  return isObject(spec) && isProjectFormat(spec.format) ? spec.format : undefined;
}

// A field's own keywords win over the format's defaults: the author wrote them on purpose.
function withDefaults(field: JsonObject, defaults: JsonObject): JsonObject {
  const out: JsonObject = { ...field };
  for (const [key, value] of Object.entries(defaults)) {
    if (out[key] === undefined) out[key] = value;
  }
  return out;
}

function expandField(field: JsonObject): JsonObject {
  const { format, codeLength, ...rest } = field;
  if (!isProjectFormat(format)) {
    // codeLength only means something next to format "code"; it is not a JSON Schema keyword.
    return codeLength === undefined ? field : rest;
  }
  const isString = rest.type === undefined || rest.type === 'string';
  switch (format) {
    case 'email':
      return withDefaults(rest, { pattern: FORMAT_PATTERNS.email, maxLength: EMAIL_MAX_LENGTH });
    case 'mobile':
      return withDefaults(rest, { pattern: FORMAT_PATTERNS.mobile });
    case 'amount':
      // The catalogue's own rule (amountRule.ts); a numeric amount field cannot take a pattern, so
      // it is bounded by value instead.
      return isString ? withDefaults(rest, amountKeywords()) : withDefaults(rest, { exclusiveMinimum: 0, multipleOf: 0.01 });
    case 'code': {
      const length = typeof codeLength === 'number' ? codeLength : DEFAULT_CODE_LENGTH;
      return withDefaults(rest, { pattern: codePattern(length) });
    }
    case 'password':
      return withDefaults(rest, { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, pattern: FORMAT_PATTERNS.password });
    case 'digits':
      return withDefaults(rest, { pattern: FORMAT_PATTERNS.digits });
    case 'url':
      return withDefaults(rest, { pattern: FORMAT_PATTERNS.url });
  }
}

/**
 * A bound from data ({"minimum": {"$bind": "data.conf.min_amount"}}) is known only where the form
 * is shown; the precompiled validator cannot hold it, so it is left out here and checked by the
 * engine after validation with the same messages (engine/forms/boundErrors.ts).
 */
function withoutBoundsFromData(field: JsonObject): JsonObject {
  const entries = Object.entries(field).filter(([, v]) => !(isObject(v) && typeof v.$bind === 'string'));
  return entries.length === Object.keys(field).length ? field : Object.fromEntries(entries);
}

/** A deep copy of a form's JSON Schema with every project format replaced by keywords ajv inlines. */
export function expandFormats<S extends object>(schema: S): S {
  const copy = structuredClone(schema) as JsonObject;
  const properties = copy.properties;
  if (isObject(properties)) {
    for (const [name, field] of Object.entries(properties)) {
      if (isObject(field)) properties[name] = expandField(withoutBoundsFromData(field));
    }
  }
  return copy as S;
}
