// What a binding can see at a given place in a screen: the screen's data sources, the item of the
// enclosing List or repeat, the result of the enclosing api action. Computed once by the walker so every
// check agrees on it.

import type { Schema } from '../schema/walk';
import type { ResponseIndex } from './types';
import { asObject, isObject, type JsonObject } from './json';
import { itemsOf, resolveSchemaPath, type PathResult } from './schemaPath';

export interface Scope {
  file: string;
  /** The screen's data sources; undefined in a prompt (it is shown over any screen). */
  sources: JsonObject | undefined;
  /** Inside a List or a repeat: the item's schema (undefined schema = shape unknown, unchecked); index goes with it. */
  item?: { schema: Schema | undefined; label: string };
  /** Inside an api action's onSuccess: that endpoint's response. */
  result?: { endpoint: string; schema: Schema | undefined };
}

export function splitPath(path: string): string[] {
  return path.split('.').filter((s) => s.length > 0);
}

/**
 * Response schema of a screen data source, or undefined when it cannot be known (unknown source or
 * endpoint, or not a GET: that is reported once on the source, not again on every binding).
 */
export function sourceResponse(scope: Scope, source: string, catalogue: ResponseIndex): Schema | undefined {
  const src = scope.sources?.[source];
  const endpoint = isObject(src) && typeof src.endpoint === 'string' ? catalogue.byId.get(src.endpoint) : undefined;
  return endpoint?.method === 'GET' ? endpoint.response : undefined;
}

/**
 * The item schema a List gives its children. `ok: false` when the List's source/path can be checked
 * and do not lead to an array; `schema: undefined` when they cannot be checked (bindings, unknown source).
 */
export function listItems(node: JsonObject, scope: Scope, catalogue: ResponseIndex): PathResult {
  const props = asObject(node.props);
  if (typeof props.source !== 'string' || typeof props.path !== 'string') return { ok: true, schema: undefined };
  if (scope.sources !== undefined && !Object.prototype.hasOwnProperty.call(scope.sources, props.source)) {
    return { ok: true, schema: undefined };
  }
  const response = sourceResponse(scope, props.source, catalogue);
  if (response === undefined) return { ok: true, schema: undefined };
  const label = `data.${props.source}`;
  const segments = splitPath(props.path);
  const target = resolveSchemaPath(response, segments, label);
  if (!target.ok) return target;
  return itemsOf(target.schema, [label, ...segments].join('.'));
}
