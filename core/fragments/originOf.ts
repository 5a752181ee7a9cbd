import type { Origin, OriginEntry } from './types';

/**
 * Where the text at `pointer` of an expanded document was written: the nearest enclosing
 * substituted piece (the last one recorded wins a tie: an arg passed on through another fragment
 * is recorded after the outer one), else the document's own file at the same pointer.
 */
export function originOf(origins: OriginEntry[], pointer: string, file: string): Origin {
  let best: OriginEntry | undefined;
  for (const entry of origins) {
    const inside = pointer === entry.at || pointer.startsWith(`${entry.at}/`);
    if (inside && (!best || entry.at.length >= best.at.length)) best = entry;
  }
  return best ? { file: best.from.file, pointer: best.from.pointer + pointer.slice(best.at.length) } : { file, pointer };
}
