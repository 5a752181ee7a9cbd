import type { FormSpec } from '../runtime/dsl';
import { compareFixed, parseFixed, type FixedPoint } from '@core/values/fixedPoint';
import type { FieldError } from './errorField';

/**
 * Resolves a bound ({"$bind": "data.conf.min_amount"}, maybe with "$fmt") in the scope of the
 * screen showing the form: `value` to compare, `shown` as the message says it (formatted).
 */
export type ReadBound = (bound: Record<string, unknown>) => { value: unknown; shown: unknown };

// keyword -> when a value breaks it (order of value against limit), as JSON Schema reads them.
const VALUE_BOUNDS: Record<string, (order: number) => boolean> = {
  minimum: (o) => o < 0,
  maximum: (o) => o > 0,
  exclusiveMinimum: (o) => o <= 0,
  exclusiveMaximum: (o) => o >= 0,
};
const LENGTH_BOUNDS: Record<string, (length: number, limit: number) => boolean> = {
  minLength: (n, l) => n < l,
  maxLength: (n, l) => n > l,
};
// A step (a trading lot): the value must be a whole multiple of the limit.
const STEP_BOUNDS = ['multipleOf'];

/**
 * The errors of a form's bounds from data ({"minimum": {"$bind": "data.conf.min_amount"}}),
 * shaped like the precompiled validator's (keyword, ".field", params.limit) so validationMessage
 * gives them the same message a written bound gets, the form's `messages` override first.
 *
 * Why not ajv: the validators are precompiled at build time (the CSP forbids compiling in the
 * browser) and a bound from data is known only once the screen's conf has loaded, so these few
 * keywords are checked here, after the precompiled validator, which never sees them
 * (expandFormats drops them). Values compare as decimals, so an amount or a rate held as a string
 * ("0.05") is bounded by value exactly, as the server compares it. A value that is empty or no
 * number, or a bound that does not resolve to one, checks nothing here: required, pattern and the
 * server say what is wrong then.
 */
export function boundErrors(spec: Pick<FormSpec, 'schema'>, data: Record<string, unknown>, read: ReadBound): FieldError[] {
  const out: FieldError[] = [];
  for (const [field, raw] of Object.entries(spec.schema.properties)) {
    const keywords = raw as unknown as Record<string, unknown>;
    const limits = resolvedLimits(keywords, read);
    const shown = (k: string) => limits[k]?.shown;
    const value = data[field];
    for (const [keyword, { value: limit }] of Object.entries(limits)) {
      const params = {
        limit: shown(keyword),
        min: shown('minimum') ?? shown('exclusiveMinimum') ?? shown('minLength'),
        max: shown('maximum') ?? shown('exclusiveMaximum') ?? shown('maxLength'),
      };
      const broken = VALUE_BOUNDS[keyword]
        ? breaksValue(value, limit, VALUE_BOUNDS[keyword])
        : STEP_BOUNDS.includes(keyword)
          ? breaksStep(value, limit)
          : typeof value === 'string' && value !== '' && LENGTH_BOUNDS[keyword]!([...value].length, Number(limit));
      if (broken) out.push({ name: keyword, property: `.${field}`, params });
    }
  }
  return out;
}

/** The field's bound keywords whose binding resolved to a number (or a decimal string). */
function resolvedLimits(keywords: Record<string, unknown>, read: ReadBound): Record<string, { value: string | number; shown: unknown }> {
  const out: Record<string, { value: string | number; shown: unknown }> = {};
  for (const keyword of [...Object.keys(VALUE_BOUNDS), ...Object.keys(LENGTH_BOUNDS), ...STEP_BOUNDS]) {
    const bound = keywords[keyword];
    if (bound === null || typeof bound !== 'object' || typeof (bound as { $bind?: unknown }).$bind !== 'string') continue;
    const { value, shown } = read(bound as Record<string, unknown>);
    if ((typeof value === 'number' || typeof value === 'string') && parseFixed(value)) out[keyword] = { value, shown };
  }
  return out;
}

function breaksValue(value: unknown, limit: string | number, breaks: (order: number) => boolean): boolean {
  if (value === '' || value === null || value === undefined) return false;
  const v = parseFixed(value);
  const l = parseFixed(limit);
  return v !== undefined && l !== undefined && breaks(compareFixed(v, l));
}

/** Whether a value breaks a step: it is a number and not a whole multiple of a positive limit. */
function breaksStep(value: unknown, limit: string | number): boolean {
  if (value === '' || value === null || value === undefined) return false;
  const v = parseFixed(value);
  const l = parseFixed(limit);
  if (v === undefined || l === undefined || l.negative || l.digits === 0n) return false;
  const scale = Math.max(v.scale, l.scale);
  return scaled(v, scale) % scaled(l, scale) !== 0n;
}

function scaled(f: FixedPoint, scale: number): bigint {
  return f.digits * 10n ** BigInt(scale - f.scale);
}
