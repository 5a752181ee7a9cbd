import type { HandlerMap } from '../services';

/** One domain's handler map and the file that writes it (the endpoint index names that file). */
export interface HandlerSource {
  file: string;
  map: HandlerMap;
}

/**
 * All domains' handlers as one map. Two maps answering the same id would let the later one win
 * silently, so start-up fails instead, naming the id and both files.
 */
export function mergeHandlers(sources: readonly HandlerSource[]): HandlerMap {
  const merged: Record<string, unknown> = {};
  const from = new Map<string, string>();
  for (const { file, map } of sources) {
    for (const [id, handler] of Object.entries(map)) {
      const earlier = from.get(id);
      if (earlier !== undefined) throw new Error(`Two handlers for ${id}: ${earlier} and ${file}`);
      from.set(id, file);
      merged[id] = handler;
    }
  }
  return merged as HandlerMap;
}
