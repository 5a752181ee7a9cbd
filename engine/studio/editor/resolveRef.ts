import { isJsonObject } from '@core/json/isJsonObject';
import type { SchemaLocation } from './schemaLocation';

/**
 * The schema a $ref names, relative to the file it is written in: "node.schema.json",
 * "value.schema.json#/definitions/path", "#/definitions/x" or "#". Only the DSL's own files are
 * known; anything else (a URL, a missing definition) is null.
 */
export function resolveRef(schemas: Record<string, object>, fromFile: string, ref: string): SchemaLocation | null {
  const hash = ref.indexOf('#');
  const file = (hash < 0 ? ref : ref.slice(0, hash)) || fromFile;
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  let node: unknown = schemas[file];
  if (fragment !== '') {
    if (!fragment.startsWith('/')) return null;
    for (const raw of fragment.slice(1).split('/')) {
      const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isJsonObject(node) && !Array.isArray(node)) return null;
      node = Object.prototype.hasOwnProperty.call(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
    }
  }
  return isJsonObject(node) ? { file, path: fragment, schema: node } : null;
}
