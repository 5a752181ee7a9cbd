import { isJsonObject } from '@core/json/isJsonObject';
import { jsonPointer } from '@core/json/jsonPointer';
import type { Scope } from '@core/validate/scope';
import type { ResponseIndex } from '@core/validate/types';
import { Walker } from '@core/validate/walk';
import type { EditorKind } from './types';

/**
 * What a binding at `segments` sees (with `of` 'node': what the node there sees) (the screen's data sources, the item of the enclosing List or
 * repeat, the enclosing api action's result), found by the validator's own walk of the file, so
 * completion and `npm run validate` agree on it. Undefined where the walk reports no binding.
 * Fragments are walked without sources: theirs are the using screen's.
 */
export function bindScopeAt(
  doc: unknown,
  kind: EditorKind,
  segments: readonly string[],
  index: ResponseIndex,
  of: 'bind' | 'node' = 'bind',
): Scope | undefined {
  const wanted = jsonPointer('', ...segments);
  let found: Scope | undefined;
  const capture = (_value: unknown, at: string, scope: Scope): void => {
    if (at === wanted) found = scope;
  };
  const walker = new Walker(of === 'bind' ? { bind: capture } : { node: capture }, index);
  if (kind === 'screen') walker.screen(doc, 'screen');
  else if (kind === 'prompt') walker.prompt(doc, 'prompt');
  else if (kind === 'app') walker.app(doc, 'app');
  else if (kind === 'fragment' && isJsonObject(doc)) walker.node(doc.node, '/node', { file: 'fragment', sources: undefined });
  return found;
}
