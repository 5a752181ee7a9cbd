import { locateInTree, type JsonLocation } from './locateInTree';
import { parseJsonTree } from './parseJsonTree';

/**
 * Like locatePointer, but for an object member the range of its quoted name rather than its value:
 * where an "unknown property" belongs. Array items and the root have no name and give their value.
 */
export function locateKey(text: string, pointer: string): JsonLocation {
  return locateInTree(text, parseJsonTree(text), pointer, 'key');
}
