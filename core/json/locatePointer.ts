import { locateInTree, type JsonLocation } from './locateInTree';
import { parseJsonTree } from './parseJsonTree';

export type { JsonLocation } from './locateInTree';

/**
 * Where the value a JSON pointer (RFC 6901) addresses sits in JSON source text: its range, and the
 * 1-based line and column of its start. If the pointer does not resolve, or the text breaks off
 * before it does, the deepest ancestor that exists is given with exact: false. Linear in the text;
 * never throws. No dependencies, so the server and the browser share it.
 */
export function locatePointer(text: string, pointer: string): JsonLocation {
  return locateInTree(text, parseJsonTree(text), pointer, 'value');
}
