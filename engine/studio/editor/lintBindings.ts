import { isJsonObject } from '@core/json/isJsonObject';
import { checkBindings } from '@core/validate/checkBindings';
import type { VocabularyFinding } from './lintVocabulary';
import { responseIndex } from './responseIndex';
import type { EditorKind, EditorVocabulary } from './types';

/**
 * A fragment use's args stand where the fragment puts them, in a scope only the expanded screen
 * has: left out here (null keeps every other pointer), checked by the publish gate.
 */
function withoutFragmentUses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFragmentUses);
  if (!isJsonObject(value)) return value;
  if (Object.prototype.hasOwnProperty.call(value, '$use')) return null;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFragmentUses(v)]));
}

/**
 * The validator's binding checks on the open file, as it is typed: a `$bind` path a data source's
 * response, a List's or repeat's items, member/info, common/conf or an api action's result does
 * not have, item or index outside a List or a repeat, a repeat over no array, a bound segment that
 * cannot name a key. The messages are `npm run validate`'s (with its closest-name guess).
 */
export function lintBindings(doc: unknown, kind: EditorKind, vocabulary: EditorVocabulary): VocabularyFinding[] {
  const index = responseIndex(vocabulary);
  if (!index || (kind !== 'screen' && kind !== 'prompt' && kind !== 'app')) return [];
  const file = withoutFragmentUses(doc);
  const bundle = {
    app: kind === 'app' ? file : undefined,
    screens: kind === 'screen' ? { open: file } : {},
    prompts: kind === 'prompt' ? { open: file } : {},
  };
  return checkBindings(bundle, index).map((e) => ({ pointer: e.pointer, message: e.message, part: 'value' as const }));
}
