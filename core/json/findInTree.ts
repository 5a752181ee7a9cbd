import type { JsonMemberNode, JsonTree, JsonTreeNode } from './jsonTree';

export interface TreeHit {
  /** The value the segments lead to, or the deepest one that exists on the way. */
  node: JsonTreeNode | null;
  /** The object member whose value `node` is (null for the root and array items). */
  member: JsonMemberNode | null;
  exact: boolean;
}

const INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * Follows pointer segments through a parsed tree. Of duplicate names the last one counts, as in
 * JSON.parse, so a validator's pointer leads where its value came from.
 */
export function findInTree(tree: JsonTree, segments: readonly string[]): TreeHit {
  let node = tree.root;
  let member: JsonMemberNode | null = null;
  if (!node) return { node: null, member: null, exact: false };
  for (const segment of segments) {
    if (node.kind === 'object') {
      let found: JsonMemberNode | null = null;
      for (const m of node.members) if (m.key === segment && m.value) found = m;
      if (!found) return { node, member, exact: false };
      member = found;
      node = found.value!;
    } else if (node.kind === 'array' && INDEX.test(segment) && Number(segment) < node.items.length) {
      member = null;
      node = node.items[Number(segment)]!;
    } else {
      return { node, member, exact: false };
    }
  }
  return { node, member, exact: true };
}
