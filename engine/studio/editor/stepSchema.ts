import { escapePointerSegment } from '@core/json/escapePointerSegment';
import { hasOwn } from './hasOwn';
import { isJsonObject } from '@core/json/isJsonObject';
import { safeRegExp } from './safeRegExp';
import type { SchemaLocation } from './schemaLocation';

/**
 * The schemas of one member or item of a concrete schema (see expandSchema): properties, then
 * patternProperties, then additionalProperties for objects; items (or a tuple's entry) for arrays.
 * `inArray` says which the document holds there; undefined tries both.
 */
export function stepSchema(location: SchemaLocation, segment: string, inArray?: boolean): SchemaLocation[] {
  const { schema, file, path } = location;
  const out: SchemaLocation[] = [];
  const add = (sub: unknown, at: string): void => {
    if (isJsonObject(sub)) out.push({ file, path: `${path}/${at}`, schema: sub });
  };
  if (inArray !== true) {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    if (hasOwn(properties, segment)) add(properties[segment], `properties/${escapePointerSegment(segment)}`);
    let matched = out.length > 0;
    if (isJsonObject(schema.patternProperties)) {
      for (const [pattern, sub] of Object.entries(schema.patternProperties)) {
        if (safeRegExp(pattern)?.test(segment)) {
          add(sub, `patternProperties/${escapePointerSegment(pattern)}`);
          matched = true;
        }
      }
    }
    if (!matched) add(schema.additionalProperties, 'additionalProperties');
  }
  if (inArray !== false && /^(?:0|[1-9]\d*)$/.test(segment)) {
    if (Array.isArray(schema.items)) {
      const index = Number(segment);
      if (index < schema.items.length) add(schema.items[index], `items/${index}`);
      else add(schema.additionalItems, 'additionalItems');
    } else {
      add(schema.items, 'items');
    }
  }
  return out;
}
