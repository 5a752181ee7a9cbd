// A DSL migration moves one kind of bundle file from the version before `to` to `to`. Files carry
// their own dslVersion, so a file pasted from an older bundle migrates on its own; locale files
// have no version (texts are not DSL).

export type JsonObject = Record<string, unknown>;

export type DocKind = 'app' | 'screen' | 'form' | 'prompt' | 'fragment';

export interface Migration {
  /** The version a file has after this migration; migrations are numbered by it (002-...). */
  to: number;
  name: string;
  /** One line for people reading the migration log. */
  summary: string;
  /** Per kind: a pure function from the old document to the new one (without dslVersion, which the runner sets). */
  migrate: Partial<Record<DocKind, (doc: JsonObject) => JsonObject>>;
}
