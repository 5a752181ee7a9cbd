import { isPlainBind, mapJson } from '../mapJson';
import type { JsonObject, Migration } from '../types';

// A formatted binding (an amount, a date) is the most common computed value, and it nested the
// binding one level down: {"$fmt": "money", "value": {"$bind": path}}. DSL 4 lets the binding sit
// beside the formatter, {"$fmt": "money", "$bind": path} (value.schema.json#/definitions/formatBind).
// A formatted value that is not a plain binding (a $concat, a literal) keeps "value".

/** {"$fmt", "value": {"$bind", "default"?}, "pattern"?} -> {"$fmt", "$bind", "default"?, "pattern"?}, key order kept. */
export function shortFormat(object: JsonObject): JsonObject {
  if (typeof object.$fmt !== 'string' || !isPlainBind(object.value)) return object;
  const out: JsonObject = {};
  for (const [key, member] of Object.entries(object)) {
    if (key === 'value') Object.assign(out, object.value);
    else out[key] = member;
  }
  return out;
}

function shortenFormats(doc: JsonObject): JsonObject {
  return mapJson(doc, shortFormat) as JsonObject;
}

export const formatBind: Migration = {
  to: 4,
  name: 'format-bind',
  summary: 'formatted bindings: {"$fmt": f, "value": {"$bind": p}} -> {"$fmt": f, "$bind": p}',
  migrate: { screen: shortenFormats, prompt: shortenFormats, fragment: shortenFormats },
};
