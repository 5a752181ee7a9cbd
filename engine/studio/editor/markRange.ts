import { findInTree } from '@core/json/findInTree';
import type { JsonTree } from '@core/json/jsonTree';
import { splitPointer } from '@core/json/splitPointer';

export interface MarkRange {
  from: number;
  to: number;
  exact: boolean;
}

/**
 * The range to underline for a pointer: a scalar, or a member's name. An object or array is not
 * underlined whole (a screen's body spans hundreds of lines): its member name, or else its opening
 * bracket, stands for it.
 */
export function markRange(tree: JsonTree, pointer: string, part: 'value' | 'key' = 'value'): MarkRange {
  const segments = splitPointer(pointer);
  const hit = findInTree(tree, segments ?? []);
  const exact = hit.exact && segments !== null;
  if (!hit.node) return { from: 0, to: 0, exact: false };
  if (hit.member && (part === 'key' || hit.node.kind === 'object' || hit.node.kind === 'array')) {
    return { from: hit.member.keyFrom, to: hit.member.keyTo, exact };
  }
  if (hit.node.kind === 'object' || hit.node.kind === 'array') return { from: hit.node.from, to: hit.node.from + 1, exact };
  return { from: hit.node.from, to: hit.node.to, exact };
}
