import type { PointerAtResult } from '@core/json/pointerAt';
import { isJsonObject } from '@core/json/isJsonObject';
import type { Scope } from '@core/validate/scope';
import { repeatItems } from '@core/validate/repeatItems';
import type { ResponseIndex } from '@core/validate/types';
import { bindPathSuggestions, type BindSuggestion } from './bindPathSuggestions';
import { bindScopeAt } from './bindScopeAt';
import type { CompletionPlace, JsonCompletions } from './completionTypes';
import { responseIndex } from './responseIndex';
import type { EditorKind } from './types';
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
    segments[n - 1] === '$bind' ||
    segments[n - 1] === 'paramsFrom' ||
    (INDEX.test(segments[n - 1] ?? '') && segments[n - 2] === '$bind') ||
    isRepeatKey(segments)
  );
}

/** A node repeat's key: a path into its items. */
function isRepeatKey(segments: readonly string[]): boolean {
  return segments[segments.length - 1] === 'key' && segments[segments.length - 2] === 'repeat';
}

/** The scope a repeat's key is read in, as the validator reads it: the node's, with the repeat's items as item. */
function repeatKeyScope(doc: unknown, kind: EditorKind, segments: readonly string[], index: ResponseIndex): Scope | undefined {
  const node = segments.slice(0, -2);
  const scope = bindScopeAt(doc, kind, node, index, 'node');
  if (!scope) return undefined;
  const items = repeatItems(valueAt(doc, [...node, 'repeat', 'each']), scope, index);
  return { ...scope, item: { schema: items.ok ? items.schema : undefined, label: 'items of the repeat' } };
}

/** The suggestions as options replacing from..to, or null when there are none. */
function offer(suggestions: BindSuggestion[], from: number, to: number): JsonCompletions | null {
  const options = suggestions.map((s) => ({
    label: s.name,
    detail: s.detail,
    info: s.info,
    type: s.type,
    insert: s.name,
    cursor: s.name.length,
  }));
  if (options.length === 0) return null;
  return { from, to, options, inString: true, validFor: WORD };
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
 * the items the enclosing List or repeat goes over, each with its type and description (and in a
 * repeat's key, the fields of its items). Replaces
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
  const from = bodyStart + lastDot + 1;
  if (isRepeatKey(segments)) {
    const scope = repeatKeyScope(doc, kind, segments, index);
    return scope ? offer(bindPathSuggestions({ vocabulary, index, doc, segments, scope }, ['item', ...done]), from, to) : null;
  }
  const before = pathBefore(doc, segments);
  const scope = bindScopeAt(doc, kind, before.at, index) ?? { file: kind, sources };
  return offer(bindPathSuggestions({ vocabulary, index, doc, segments, scope }, [...before.steps, ...done]), from, to);
}
