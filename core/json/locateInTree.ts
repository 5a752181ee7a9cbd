import { findInTree } from './findInTree';
import type { JsonTree } from './jsonTree';
import { lineColumnAt } from './lineColumnAt';
import { splitPointer } from './splitPointer';

export interface JsonLocation {
  /** Offset of the first character of the value (or name). */
  from: number;
  /** Offset just after its last character. */
  to: number;
  /** 1-based line of `from`. */
  line: number;
  /** 1-based column of `from`, in UTF-16 code units. */
  column: number;
  /** false when the pointer did not fully resolve: the range is then the deepest existing ancestor. */
  exact: boolean;
}

/**
 * The source range a JSON pointer addresses in an already parsed text: the value, or with
 * part 'key' the member's quoted name (the place to mark an unknown property). Array items and the
 * root have no name; they give their value. A malformed pointer gives the root, not exact.
 */
export function locateInTree(text: string, tree: JsonTree, pointer: string, part: 'value' | 'key' = 'value'): JsonLocation {
  const segments = splitPointer(pointer);
  const hit = findInTree(tree, segments ?? []);
  let from: number;
  let to: number;
  if (hit.node === null) {
    // Nothing parsed: point at where the document starts, or should.
    from = text.length - text.trimStart().length;
    to = from;
  } else if (part === 'key' && hit.member) {
    from = hit.member.keyFrom;
    to = hit.member.keyTo;
  } else {
    from = hit.node.from;
    to = hit.node.to;
  }
  return { from, to, ...lineColumnAt(text, from), exact: hit.exact && segments !== null };
}
