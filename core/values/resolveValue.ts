import { getPath } from './getPath';
import { resolvePath } from './resolvePath';
import { testCondition } from './testCondition';
import type { Translate, ValueFormatters, ValueScope } from './types';

/**
 * Resolves a DSL value against the scope. Bindings are interpreted, never compiled: a config edited
 * at run time can read the scope, translate and format, and nothing else (no eval, no Function).
 * An unknown or empty path gives the binding's default, or undefined.
 */
export function resolveValue(value: unknown, scope: ValueScope, t: Translate, formatters?: ValueFormatters): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope, t, formatters));
  const spec = value as Record<string, unknown>;

  // Before $bind: {"$fmt": "money", "$bind": path} is the short form of a formatted binding.
  if (typeof spec.$fmt === 'string') {
    const inner = '$bind' in spec ? bound(spec.$bind, spec.default, scope, t, formatters) : resolveValue(spec.value, scope, t, formatters);
    const format = formatters?.[spec.$fmt];
    if (!format) return inner === undefined || inner === null ? '' : String(inner);
    return format(inner, typeof spec.pattern === 'string' ? spec.pattern : undefined);
  }
  if ('$bind' in spec) return bound(spec.$bind, spec.default, scope, t, formatters);
  if (typeof spec.$t === 'string') {
    const args = spec.args ? (resolveValue(spec.args, scope, t, formatters) as Record<string, unknown>) : undefined;
    return t(spec.$t, args && pluralCount(args));
  }
  if ('$if' in spec) {
    const holds = testCondition(spec.$if, (operand) => resolveValue(operand, scope, t, formatters));
    return resolveValue(holds ? spec.then : spec.else, scope, t, formatters);
  }
  if (Array.isArray(spec.$concat)) {
    return spec.$concat
      .map((part) => resolveValue(part, scope, t, formatters))
      .map((part) => (part === undefined || part === null ? '' : String(part)))
      .join('');
  }

  // One member per item, each resolved with that item and its position in scope (an inner repeat's
  // item hides an outer one's, as a nested List row's does).
  if ('$repeat' in spec) {
    const items = resolveValue(spec.$repeat, scope, t, formatters);
    if (!Array.isArray(items)) return [];
    return items.map((item: unknown, index) => resolveValue(spec.each, { ...scope, item, index }, t, formatters));
  }

  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(spec)) out[key] = resolveValue(member, scope, t, formatters);
  return out;
}

/**
 * The value at path (a dot path, or one with bound segments), or the default (itself a value) when
 * it is absent or null, or when a bound segment does not resolve.
 */
function bound(path: unknown, fallback: unknown, scope: ValueScope, t: Translate, formatters?: ValueFormatters): unknown {
  const segments = resolvePath(path, (segment) => resolveValue(segment, scope, t, formatters));
  const found = segments === undefined ? undefined : getPath(scope, segments);
  return found === undefined || found === null ? resolveValue(fallback, scope, t, formatters) : found;
}

/**
 * i18next picks a plural form (`key_one`, `key_other`, ...) only for a numeric `count`, and the API
 * sends quantities as decimal strings ("1", "0.05"): a numeric string count is read as the number,
 * so "1 share" and "2 shares" come from one binding.
 */
function pluralCount(args: Record<string, unknown>): Record<string, unknown> {
  const count = args.count;
  if (typeof count !== 'string' || count.trim() === '' || !Number.isFinite(Number(count))) return args;
  return { ...args, count: Number(count) };
}
