import { isJsonObject } from '@core/json/isJsonObject';
import type { EditorVocabulary } from './types';

export interface ScopeRoot {
  name: string;
  /** What the DSL says it holds. */
  info?: string;
}

const made = new WeakMap<object, ScopeRoot[]>();

/**
 * The names a binding path may start with, read from the DSL's own path definition
 * (value.schema.json#/definitions/path): the pattern's first group lists them and the description
 * says, clause by clause ("state = in-memory app state; ..."), what each holds. A namespace the
 * schema adds is offered without a change here.
 */
export function scopeRoots(vocabulary: EditorVocabulary): ScopeRoot[] {
  const value = vocabulary.schemas['value.schema.json'];
  if (!value) return [];
  const cached = made.get(value);
  if (cached) return cached;
  const definitions = (value as { definitions?: unknown }).definitions;
  const path = isJsonObject(definitions) && isJsonObject(definitions.path) ? definitions.path : {};
  const names = typeof path.pattern === 'string' ? (/^\^\(([A-Za-z0-9_|]+)\)/.exec(path.pattern)?.[1]?.split('|') ?? []) : [];
  const infos = new Map<string, string>();
  const description = typeof path.description === 'string' ? path.description : '';
  // Past the opening sentence, "a.b / c = what; d = what; ...".
  for (const clause of description.replace(/^[^.]*\.\s*/, '').split(/;\s*/)) {
    const eq = clause.indexOf(' = ');
    if (eq < 0) continue;
    const what = clause.slice(eq + 3).replace(/\.$/, '');
    for (const side of clause.slice(0, eq).split(' / ')) {
      const root = side.trim().split('.')[0]!;
      infos.set(root, infos.has(root) ? `${infos.get(root)!}; ${side.trim()} = ${what}` : `${side.trim()} = ${what}`);
    }
  }
  const roots = names.map((name) => (infos.has(name) ? { name, info: infos.get(name)! } : { name }));
  made.set(value, roots);
  return roots;
}
