import { fragmentUses } from './fragmentUses';
import { isJsonObject } from '../json/isJsonObject';

/** Every fragment a document uses, directly or through other fragments (unknown ids included), sorted. */
export function usedFragments(doc: unknown, fragments: Record<string, unknown>): string[] {
  const seen = new Set<string>();
  const queue = fragmentUses(doc).map((u) => u.id);
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const fragment = Object.prototype.hasOwnProperty.call(fragments, id) ? fragments[id] : undefined;
    if (isJsonObject(fragment)) queue.push(...fragmentUses(fragment.node).map((u) => u.id));
  }
  return [...seen].sort();
}
