import { fragmentFile } from './fragmentFile';
import { fragmentUses } from './fragmentUses';
import { isJsonObject } from '../json/isJsonObject';
import type { ExpansionProblem } from './types';

/**
 * Fragments that use themselves, directly or through others: each is reported in its own file at
 * the use that starts the loop, with the loop spelt out. Expansion of such a fragment would not end.
 */
export function fragmentCycles(fragments: Record<string, unknown>): ExpansionProblem[] {
  const uses = (id: string) => {
    const fragment = fragments[id];
    return isJsonObject(fragment) ? fragmentUses(fragment.node, '/node') : [];
  };
  // The shortest path of uses from `from` back to `to`, or undefined when there is none.
  const pathTo = (from: string, to: string): string[] | undefined => {
    const parent = new Map<string, string | null>([[from, null]]);
    const queue = [from];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (id === to) {
        const path: string[] = [];
        for (let at: string | null | undefined = id; at != null; at = parent.get(at)) path.unshift(at);
        return path;
      }
      for (const use of uses(id)) {
        if (parent.has(use.id) || !isJsonObject(fragments[use.id])) continue;
        parent.set(use.id, id);
        queue.push(use.id);
      }
    }
    return undefined;
  };
  const problems: ExpansionProblem[] = [];
  for (const id of Object.keys(fragments).sort()) {
    for (const use of uses(id)) {
      if (!isJsonObject(fragments[use.id])) continue;
      const path = use.id === id ? [id] : pathTo(use.id, id);
      if (path)
        problems.push({
          file: fragmentFile(id),
          pointer: use.pointer,
          message: `fragment ${id} uses itself: ${[id, ...path].join(' -> ')}`,
        });
    }
  }
  return problems;
}
