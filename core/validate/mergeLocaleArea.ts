import { isObject, pointer, type JsonObject } from './json';
import type { ValidationError } from './types';

// A locale is the merge of its area files (screens, engine, staff, ...). The folder loader and the
// studio's gate (a bundle in memory) merge the same way.

/** Merge `source` into `target`; a leaf both define is a conflict (which file wins would be arbitrary). */
export function mergeLocaleArea(target: JsonObject, source: JsonObject, file: string, at: string, problems: ValidationError[]): void {
  for (const [key, value] of Object.entries(source)) {
    const here = pointer(at, key);
    const existing = target[key];
    if (existing === undefined) target[key] = isObject(value) ? structuredClone(value) : value;
    else if (isObject(existing) && isObject(value)) mergeLocaleArea(existing, value, file, here, problems);
    else problems.push({ file, pointer: here, message: 'key already defined by another file of this locale' });
  }
}
