import { getPath } from './getPath';
import { resolveValue } from './resolveValue';
import type { Translate, ValueFormatters, ValueScope } from './types';

export interface RepeatItem {
  item: unknown;
  index: number;
  /** Tells the item apart when the list changes (React's key), unique within the list. */
  key: string | number;
}

/**
 * The items a node's `repeat` renders its children for (node.schema.json#/definitions/repeat):
 * `each` resolved in the node's scope, a literal array or a bound one; anything else gives none.
 * The key is the item's value at `key`, else a string or number item itself, else its position; a
 * key seen before falls back to the position, so React never sees two alike.
 */
export function repeatItems(
  repeat: { each?: unknown; key?: string } | undefined,
  scope: ValueScope,
  t: Translate,
  formatters?: ValueFormatters,
): RepeatItem[] {
  if (!repeat) return [];
  const items = resolveValue(repeat.each, scope, t, formatters);
  if (!Array.isArray(items)) return [];
  const seen = new Set<string | number>();
  return items.map((item: unknown, index) => {
    const named = repeat.key ? getPath(item, repeat.key) : item;
    const key = (typeof named === 'string' || typeof named === 'number') && !seen.has(named) ? named : `#${index}`;
    seen.add(key);
    return { item, index, key };
  });
}
