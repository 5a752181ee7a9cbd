// The vocabulary of fragments: reusable pieces of a screen tree, declared in
// screens/fragments/<id>.json and used wherever a node may stand by {"$use": id, "args": {...}}.
// Inside a fragment, {"$arg": name} stands for the value the use site passes under that name.

export type JsonObject = Record<string, unknown>;

export interface FragmentParam {
  description?: string;
  /** A use must pass it. An optional arg that is not passed drops the property (or list item) it fills. */
  required?: boolean;
}

/** A fragment file as far as expansion needs it (the DSL schema says the rest). */
export interface FragmentDoc {
  id?: string;
  params?: Record<string, FragmentParam>;
  node?: unknown;
}

/** A place in a bundle file. */
export interface Origin {
  file: string;
  pointer: string;
}

/** Something expansion could not do; it leaves the use in place and says where it sits. */
export interface ExpansionProblem extends Origin {
  message: string;
}

/** Where a part of the expanded document came from: a fragment's node, or an arg a use passed. */
export interface OriginEntry {
  /** Pointer into the expanded document. */
  at: string;
  from: Origin;
}

export interface Expansion<T> {
  doc: T;
  problems: ExpansionProblem[];
  /** Expanded pointer -> origin, one entry per substituted piece (empty when nothing was used). */
  origins: OriginEntry[];
}
