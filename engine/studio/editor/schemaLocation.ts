import type { JsonObject } from '@core/json/isJsonObject';

/** A schema together with where it sits: its file and the JSON pointer inside that file. */
export interface SchemaLocation {
  file: string;
  path: string;
  schema: JsonObject;
  /** The description of the $ref that led here, for schemas that have none of their own. */
  refDescription?: string;
}
