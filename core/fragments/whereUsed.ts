import { fragmentFile } from './fragmentFile';
import { isJsonObject } from '../json/isJsonObject';
import { usedFragments } from './usedFragments';

/**
 * The files that use a fragment, directly or through other fragments: screens first, then other
 * fragments, each sorted. What the studio lists as "where used" before a fragment is changed.
 */
export function whereUsed(
  id: string,
  screens: Record<string, unknown>,
  fragments: Record<string, unknown>,
  screenFile: (id: string) => string,
): string[] {
  const users = (docs: [string, unknown][], file: (id: string) => string) =>
    docs
      .filter(([, doc]) => usedFragments(doc, fragments).includes(id))
      .map(([docId]) => file(docId))
      .sort();
  const others = Object.entries(fragments)
    .filter(([other]) => other !== id)
    .map(([other, f]): [string, unknown] => [other, isJsonObject(f) ? f.node : undefined]);
  return [...users(Object.entries(screens), screenFile), ...users(others, fragmentFile)];
}
