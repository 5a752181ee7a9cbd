// What a repeat (node.repeat.each or a $repeat value) gives its children as item: kept apart from
// scope.ts, which bindingSchema.ts imports, so neither imports the other.

import type { Schema } from '../schema/walk';
import { bindingSchema } from './bindingSchema';
import { isObject } from './json';
import { itemsOf, type PathResult } from './schemaPath';
import type { Scope } from './scope';
import type { ResponseIndex } from './types';

/**
 * The item schema a repeat gives its children (node.repeat.each, or a $repeat value): of a literal
 * array, what its members all are (strings: those strings); of a binding, the items of what it
 * reads. `ok: false` when it can be told that `each` is no array; `schema: undefined` when its shape
 * cannot be known.
 */
export function repeatItems(each: unknown, scope: Scope, catalogue: ResponseIndex): PathResult {
  if (Array.isArray(each)) return { ok: true, schema: literalItems(each) };
  if (isObject(each) && typeof each.$bind === 'string' && Object.keys(each).every((k) => k === '$bind' || k === 'default')) {
    return itemsOf(bindingSchema(each.$bind, scope, catalogue), `repeat over ${each.$bind}`);
  }
  if (each === null || typeof each !== 'object') return { ok: false, reason: `repeat over ${JSON.stringify(each)}: not an array` };
  return { ok: true, schema: undefined };
}

function literalItems(items: unknown[]): Schema | undefined {
  if (items.length > 0 && items.every((i) => typeof i === 'string')) return { type: 'string', enum: [...new Set(items)] };
  if (items.length > 0 && items.every((i) => Number.isInteger(i))) return { type: 'integer' };
  return undefined;
}
