import type { JsonObject } from './types';

/** A plain JSON object (not null, not a list): files may be broken, so nothing is trusted. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
