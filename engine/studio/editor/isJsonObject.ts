export type JsonObject = Record<string, unknown>;

/** A JSON object (not an array, not null): what schemas and documents are made of. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
