import type { JsonObject } from './types';

/** A use of a fragment: an object with a string "$use" (its "args" are checked elsewhere). */
export function isFragmentUse(value: unknown): value is JsonObject & { $use: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as JsonObject).$use === 'string';
}
