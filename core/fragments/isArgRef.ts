import type { JsonObject } from './types';

/** A reference to a fragment parameter: exactly {"$arg": "<name>"}. */
export function isArgRef(value: unknown): value is JsonObject & { $arg: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && typeof (value as JsonObject).$arg === 'string';
}
