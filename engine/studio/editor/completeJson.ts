import { decodeString } from '@core/json/decodeString';
import { pointerAt, type PointerAtResult } from '@core/json/pointerAt';
import { splitPointer } from '@core/json/splitPointer';
import { completeBindPath } from './completeBindPath';
import type { CompletionPlace, JsonCompletionOption, JsonCompletions } from './completionTypes';
import { isJsonObject } from '@core/json/isJsonObject';
import { keySuggestions } from './keySuggestions';
import { nextNonSpace } from './nextNonSpace';
import { parseLoose } from './parseLoose';
import { previousNonSpace } from './previousNonSpace';
import type { EditorKind, EditorVocabulary } from './types';
import { valueAt } from './valueAt';
import { valueSuggestions } from './valueSuggestions';

/** The body of a JSON string literal for a value (what goes between its quotes). */
function stringBody(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** Whether a new member or item at `pos` needs a comma after it: something follows that is not a closer. */
function needsCommaAfter(text: string, pos: number): boolean {
  const next = text[nextNonSpace(text, pos)];
  return next !== undefined && !'}],'.includes(next);
}

/** Where a comma goes when the member or item before `pos` has none. */
function missingCommaAt(text: string, pos: number): number | undefined {
  const previous = previousNonSpace(text, pos);
  return previous >= 0 && !'{[,:'.includes(text[previous]!) ? previous + 1 : undefined;
}

function completeKey(text: string, offset: number, at: PointerAtResult, place: CompletionPlace): JsonCompletions | null {
  const object = valueAt(place.doc, place.segments);
  const present = new Set(Object.keys(isJsonObject(object) ? object : {}));
  const token = at.token;
  // The name being edited is not "already present" just because the loose parse kept it.
  if (token)
    present.delete(
      token.kind === 'string'
        ? decodeString(text.slice(token.from + 1, token.closed ? token.to - 1 : token.to))
        : text.slice(token.from, token.to),
    );

  let from = offset;
  let to = offset;
  let quoted = true;
  let withValue = true;
  if (token?.kind === 'string') {
    from = token.from + 1;
    quoted = false;
    withValue = !token.closed || text[nextNonSpace(text, token.to)] !== ':';
    to = !token.closed ? offset : withValue ? token.to : token.to - 1;
  } else if (token) {
    from = token.from;
    to = token.to;
    withValue = text[nextNonSpace(text, token.to)] !== ':';
  }
  const commaAfter = withValue && needsCommaAfter(text, to) ? ',' : '';

  const options: JsonCompletionOption[] = keySuggestions(place)
    .filter((s) => !present.has(s.name))
    .map((s) => {
      const name = quoted ? `"${stringBody(s.name)}` : stringBody(s.name);
      const head = withValue ? `${name}": ` : quoted ? `${name}"` : name;
      const insert = withValue ? `${head}${s.placeholder.text}${commaAfter}` : head;
      return {
        label: s.name,
        detail: s.required ? `${s.detail ?? ''} · required`.replace(/^ · /, '') : s.detail,
        info: s.info,
        type: s.type ?? 'property',
        boost: s.required ? 2 : 0,
        insert,
        cursor: withValue ? head.length + s.placeholder.cursor : head.length,
      };
    });
  if (options.length === 0) return null;
  return { from, to, options, commaAt: withValue ? missingCommaAt(text, token ? token.from : offset) : undefined, inString: !quoted };
}

function completeValue(text: string, offset: number, at: PointerAtResult, place: CompletionPlace, asItem: boolean): JsonCompletions | null {
  const token = at.token;
  const inString = token?.kind === 'string';
  let from = offset;
  let to = offset;
  if (token) {
    from = inString ? token.from + 1 : token.from;
    to = inString ? (token.closed ? token.to - 1 : offset) : token.to;
  }
  const commaAfter = !inString && needsCommaAfter(text, to) && (asItem || text[nextNonSpace(text, to)] === '"') ? ',' : '';
  const options: JsonCompletionOption[] = valueSuggestions(place)
    .filter((s) => !inString || typeof s.value === 'string')
    .map((s) => {
      const label = typeof s.value === 'string' ? s.value : JSON.stringify(s.value);
      let insert: string;
      let cursor: number;
      if (inString) {
        insert = stringBody(s.value as string) + (token.closed ? '' : '"');
        cursor = insert.length + (token.closed ? 1 : 0);
      } else {
        insert = JSON.stringify(s.value) + commaAfter;
        cursor = insert.length - commaAfter.length;
      }
      return { label, detail: s.detail, info: s.info, type: s.type, insert, cursor };
    });
  if (options.length === 0) return null;
  return { from, to, options, commaAt: asItem ? missingCommaAt(text, token ? token.from : offset) : undefined, inString };
}

/**
 * Completions at a cursor offset of a bundle file being edited: member names valid in the object
 * around the cursor (required ones boosted, with their schema's description), or values valid at
 * the cursor (consts, enums, booleans, names of the bundle). Each option is the exact JSON to
 * insert: quotes, `"name": ` and a placeholder value, and a comma where one is missing. Null when
 * there is nothing to offer (no vocabulary yet, an unknown place).
 */
export function completeJson(
  text: string,
  offset: number,
  kind: EditorKind,
  vocabulary: EditorVocabulary | undefined,
): JsonCompletions | null {
  if (!vocabulary) return null;
  const at = pointerAt(text, offset);
  // Just after a string's closing quote the cursor is outside it: nothing there to complete.
  if (at.token?.kind === 'string' && !at.inString) return null;
  const segments = splitPointer(at.pointer) ?? [];
  const place: CompletionPlace = { kind, vocabulary, doc: parseLoose(text), segments };
  if (at.where === 'key' || (at.where === 'between' && at.container === 'object')) return completeKey(text, offset, at, place);
  if (at.where === 'value') {
    const bindPath = completeBindPath(text, offset, at, place);
    if (bindPath !== undefined) return bindPath;
    return segments.length > 0 ? completeValue(text, offset, at, place, at.container === 'array') : null;
  }
  if (at.where === 'between' && at.container === 'array') {
    const list = valueAt(place.doc, segments);
    const index = Array.isArray(list) ? list.length : 0;
    return completeValue(text, offset, at, { ...place, segments: [...segments, String(index)] }, true);
  }
  return null;
}
