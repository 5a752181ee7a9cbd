import type { JsonObject } from './types';

/**
 * Rebuilds a JSON tree top-down: `visit` sees each object (with the member name it sits under, if
 * any) and returns it or its replacement, whose members are then visited in turn. Key order is
 * kept, so a migrated file diffs only where a rewrite happened.
 */
export function mapJson(value: unknown, visit: (object: JsonObject, key: string | undefined) => JsonObject, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapJson(item, visit));
  if (value === null || typeof value !== 'object') return value;
  const next = visit(value as JsonObject, key);
  const out: JsonObject = {};
  for (const [name, member] of Object.entries(next)) out[name] = mapJson(member, visit, name);
  return out;
}

/** {"$bind": path} or {"$bind": path, "default": value}: a binding with nothing else in it. */
export function isPlainBind(value: unknown): value is JsonObject & { $bind: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return typeof (value as JsonObject).$bind === 'string' && keys.every((k) => k === '$bind' || k === 'default');
}
