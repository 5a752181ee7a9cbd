import type { PointerAtResult } from '@core/json/pointerAt';
import { isJsonObject } from '@core/json/isJsonObject';
import { bindPathSuggestions } from './bindPathSuggestions';
import { bindScopeAt } from './bindScopeAt';
import type { CompletionPlace, JsonCompletions } from './completionTypes';
import { responseIndex } from './responseIndex';
import { valueAt } from './valueAt';

const SEGMENT_CHAR = /[A-Za-z0-9_-]/;
const INDEX = /^(?:0|[1-9]\d*)$/;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
// Typing within a segment narrows the list; a dot asks again for the next level.
const WORD = /^[A-Za-z0-9_-]*$/;

/** Whether the value at `segments` is a binding's dot path: a `$bind`, a member of a bound path, an action's paramsFrom. */
export function isBindPathPlace(segments: readonly string[]): boolean {
  const n = segments.length;
  return (
    segments[n - 1] === '$bind' || segments[n - 1] === 'paramsFrom' || (INDEX.test(segments[n - 1] ?? '') && segments[n - 2] === '$bind')
  );
}

/**
 * In a member of a bound path (["data.item.texts", {"$bind": "item"}, "ti|"]): the steps the
 * members before it make (null for a bound one) and where the walk reports the path (its first
 * member). Elsewhere no steps, at the string itself.
 */
function pathBefore(doc: unknown, segments: readonly string[]): { steps: (string | null)[]; at: string[] } {
  const n = segments.length;
  if (segments[n - 2] !== '$bind' || !INDEX.test(segments[n - 1] ?? '')) return { steps: [], at: [...segments] };
  const members = valueAt(doc, segments.slice(0, -1));
  const before = Array.isArray(members) ? members.slice(0, Number(segments[n - 1])) : [];
  const steps = before.flatMap((m): (string | null)[] => {
    if (typeof m === 'string') return m.split('.');
    return typeof m === 'number' ? [String(m)] : [null];
  });
  return { steps, at: [...segments.slice(0, -1), '0'] };
}

/**
 * Completion inside a binding's path string, one segment at a time: after `data.` the screen's
 * sources, after `data.asset.` the fields of that source's response, after `item.` the fields of
 * the items the enclosing List or repeat goes over, each with its type and description. Replaces
 * the segment at the cursor only, and asks again after each dot. Undefined when the cursor is not
 * in such a string (other completions apply), null when nothing is known to offer.
 */
export function completeBindPath(
  text: string,
  offset: number,
  at: PointerAtResult,
  place: CompletionPlace,
): JsonCompletions | null | undefined {
  const { vocabulary, doc, kind, segments } = place;
  const token = at.token;
  if (!vocabulary || token?.kind !== 'string' || !at.inString || !isBindPathPlace(segments)) return undefined;
  const index = responseIndex(vocabulary);
  if (!index) return undefined;
  const bodyStart = token.from + 1;
  const typed = text.slice(bodyStart, offset);
  const lastDot = typed.lastIndexOf('.');
  const done = lastDot < 0 ? [] : typed.slice(0, lastDot).split('.');
  if (!done.every((s) => SEGMENT.test(s))) return null;
  let to = offset;
  const end = token.closed ? token.to - 1 : token.to;
  while (to < end && SEGMENT_CHAR.test(text[to]!)) to++;
  // Where the walk reports no binding (a file too broken to walk), the screen's own sources.
  const sources = kind === 'screen' && isJsonObject(doc) && isJsonObject(doc.data) ? doc.data : undefined;
  const before = pathBefore(doc, segments);
  const scope = bindScopeAt(doc, kind, before.at, index) ?? { file: kind, sources };
  const options = bindPathSuggestions({ vocabulary, index, doc, segments, scope }, [...before.steps, ...done]).map((s) => ({
    label: s.name,
    detail: s.detail,
    info: s.info,
    type: s.type,
    insert: s.name,
    cursor: s.name.length,
  }));
  if (options.length === 0) return null;
  return { from: bodyStart + lastDot + 1, to, options, inString: true, validFor: WORD };
}
