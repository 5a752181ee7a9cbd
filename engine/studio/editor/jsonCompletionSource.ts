import {
  pickedCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
  type CompletionSource,
} from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import { completeJson } from './completeJson';
import type { JsonCompletionOption } from './completionTypes';
import { reopenAfter } from './reopenAfter';
import type { EditorKind, EditorVocabulary } from './types';

/** `tail`: how far past the cursor the replaced text reaches (a closing quote, the rest of a word). */
function applyOption(option: JsonCompletionOption, commaAt: number | undefined, tail: number) {
  return (view: EditorView, completion: Completion, from: number, to: number): void => {
    const shift = commaAt === undefined ? 0 : 1;
    const changes = [{ from, to: Math.max(from, to + tail), insert: option.insert }];
    if (commaAt !== undefined) changes.unshift({ from: commaAt, to: commaAt, insert: ',' });
    view.dispatch({
      changes,
      selection: { anchor: from + shift + option.cursor },
      userEvent: 'input.complete',
      annotations: pickedCompletion.of(completion),
      scrollIntoView: true,
    });
  };
}

/**
 * CodeMirror's side of completeJson. While typing it only pops up once something was typed or a
 * quote opened; Ctrl-Space asks anywhere.
 */
export function jsonCompletionSource(kind: EditorKind, vocabulary: EditorVocabulary | undefined): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    if (!vocabulary) return null;
    const text = context.state.doc.toString();
    const result = completeJson(text, context.pos, kind, vocabulary);
    if (!result) return null;
    // A dot inside a string starts a binding path's next segment.
    const opened = text[context.pos - 1] === '"' || (result.inString && text[context.pos - 1] === '.');
    if (!context.explicit && result.from === context.pos && !opened) return null;
    // CodeMirror filters by the text from..to, so `to` is the cursor; what the option replaces
    // beyond it goes in the apply function.
    const tail = Math.max(0, result.to - context.pos);
    return {
      from: result.from,
      to: context.pos,
      // Typing on inside the same string or word only narrows the list: no need to ask again.
      validFor: result.validFor ?? (result.inString ? /^[^"\\\n]*$/ : /^[A-Za-z0-9_$.-]*$/),
      options: result.options.map((o) => {
        const completion: Completion = {
          label: o.label,
          detail: o.detail,
          info: o.info,
          type: o.type,
          boost: o.boost,
          apply: applyOption(o, result.commaAt, tail),
        };
        if (o.type === 'property' && o.insert.slice(o.cursor - 1, o.cursor + 1) === '""') reopenAfter.add(completion);
        return completion;
      }),
    };
  };
}
