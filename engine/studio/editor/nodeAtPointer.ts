import { splitPointer } from '@core/json/splitPointer';
import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { hasOwn } from './hasOwn';
import { isJsonObject, type JsonObject } from '@core/json/isJsonObject';

/** A node of a screen: an object naming its widget. */
export type ScreenNode = JsonObject & { widget: string };

export interface NodeAtPointer {
  /** The node's own pointer, e.g. "/body/0/children/2". */
  pointer: string;
  node: ScreenNode;
}

const INDEX = /^(?:0|[1-9]\d*)$/;

function isNode(value: unknown): value is ScreenNode {
  return isJsonObject(value) && typeof value.widget === 'string';
}

/** The item at an index segment of an array, or undefined. */
function itemAt(container: unknown, segment: string | undefined): unknown {
  if (segment === undefined || !Array.isArray(container) || !INDEX.test(segment)) return undefined;
  return container[Number(segment)];
}

function memberAt(container: unknown, segment: string | undefined): unknown {
  return segment !== undefined && isJsonObject(container) && hasOwn(container, segment) ? container[segment] : undefined;
}

/**
 * The innermost node of a screen document that encloses a JSON pointer (the cursor's): the pointer
 * itself when it addresses a node, else its nearest node ancestor. Nodes are only where a screen
 * holds them, the items of /body, of /navbar/right and of a node's children, so an object with a
 * "widget" member elsewhere (a prop's literal, say) is not one. Null when the pointer is in no node
 * or is not a pointer.
 */
export function nodeAtPointer(doc: unknown, pointer: string): NodeAtPointer | null {
  const segments = splitPointer(pointer);
  if (!segments) return null;
  let depth: number;
  let candidate: unknown;
  if (segments[0] === 'body') {
    depth = 2;
    candidate = itemAt(memberAt(doc, 'body'), segments[1]);
  } else if (segments[0] === 'navbar' && segments[1] === 'right') {
    depth = 3;
    candidate = itemAt(memberAt(memberAt(doc, 'navbar'), 'right'), segments[2]);
  } else {
    return null;
  }
  let found: NodeAtPointer | null = null;
  while (isNode(candidate)) {
    found = { pointer: `/${segments.slice(0, depth).map(escapePointerSegment).join('/')}`, node: candidate };
    if (segments[depth] !== 'children') break;
    candidate = itemAt(memberAt(candidate, 'children'), segments[depth + 1]);
    depth += 2;
  }
  return found;
}
