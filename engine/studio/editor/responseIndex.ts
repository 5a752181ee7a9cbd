import type { ResponseIndex } from '@core/validate/types';
import type { EditorVocabulary } from './types';

const made = new WeakMap<object, ResponseIndex>();

/**
 * The vocabulary's endpoint responses as the validator's binding checks take them, made once per
 * loaded vocabulary (completion and lint ask on every keystroke). Undefined until the server sent
 * them: then bindings are neither completed from responses nor linted.
 */
export function responseIndex(vocabulary: EditorVocabulary): ResponseIndex | undefined {
  const responses = vocabulary.responses;
  if (!responses) return undefined;
  let index = made.get(responses);
  if (!index) made.set(responses, (index = { byId: new Map(Object.entries(responses)) }));
  return index;
}
