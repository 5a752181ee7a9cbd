export type JsonObject = Record<string, unknown>;

/** A plain JSON object (not an array, not null): files and schemas may be broken, so nothing is trusted. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
