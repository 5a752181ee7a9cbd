import { expandSchema } from './expandSchema';
import type { SchemaLocation } from './schemaLocation';
import { stepSchema } from './stepSchema';
import { valueAt } from './valueAt';

/**
 * The concrete schemas that apply at pointer segments of a document, starting from a root schema
 * file. The document narrows unions on the way (an action's "type" picks its branch); with
 * `narrowLast` false the last step keeps every branch, which is what value suggestions want.
 */
export function schemasAt(
  schemas: Record<string, object>,
  rootFile: string,
  segments: readonly string[],
  doc: unknown,
  narrowLast = true,
): SchemaLocation[] {
  const root = schemas[rootFile];
  if (!root) return [];
  const valueFor = (depth: number): unknown =>
    depth === segments.length && !narrowLast ? undefined : valueAt(doc, segments.slice(0, depth));
  let locations = expandSchema(schemas, { file: rootFile, path: '', schema: root as Record<string, unknown> }, valueFor(0));
  for (let depth = 1; depth <= segments.length && locations.length > 0; depth++) {
    const container = valueAt(doc, segments.slice(0, depth - 1));
    const inArray = container === undefined ? undefined : Array.isArray(container);
    const value = valueFor(depth);
    const seen = new Set<string>();
    locations = locations
      .flatMap((loc) => stepSchema(loc, segments[depth - 1]!, inArray))
      .flatMap((loc) => expandSchema(schemas, loc, value))
      .filter((loc) => {
        const id = `${loc.file}#${loc.path}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
  }
  return locations;
}
