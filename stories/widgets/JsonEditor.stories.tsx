import type { Meta } from '@storybook/react-vite';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import withdrawForm from '@screens/forms/withdraw.json?raw';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { feeBindError, staffEditor, withdrawalScreenBroken, withdrawalScreenText } from '../support/fixturesStudio';
import { studioVocabulary } from '../support/fixturesStudioFiles';

export default {
  title: 'Widgets/JsonEditor',
  parameters: widgetParameters('JsonEditor'),
} satisfies Meta;

/**
 * The vocabulary comes from a data source, as on the studio's edit screen: the DSL schemas hold
 * members such as "$bind" and "$if" that a literal prop would have the engine resolve.
 */
const withVocabulary: { screen: Partial<Omit<ScreenSpec, 'body'>>; fixtures: Record<string, unknown>; staff: unknown } = {
  screen: { data: { vocabulary: { endpoint: 'ops/studio/vocabulary', params: { draft: 14 } } } },
  fixtures: { 'ops/studio/vocabulary': studioVocabulary },
  staff: staffEditor,
};

function editor(props: Record<string, unknown>): NodeSpec {
  return { widget: 'JsonEditor', props: { kind: 'screen', stateKey: 'studioEdit', vocabulary: { $bind: 'data.vocabulary' }, ...props } };
}

/** The real screens/pages/withdrawal.json with the bundle's vocabulary: highlighting, folding, completion (Ctrl+Space) of widgets, props, actions, endpoints and keys. */
export const ScreenFile = widgetStory(editor({ text: withdrawalScreenText }), withVocabulary);

/**
 * The publish gate refused a bound path (data.conf.withdraw_feez): its error, given by JSON
 * pointer, is marked at that place in the text, with the gate's message on hover and in the lint panel.
 */
export const GateError = widgetStory(
  [
    caption(`${feeBindError.pointer} (line ${feeBindError.line})`),
    editor({ text: withdrawalScreenBroken, errors: [{ pointer: feeBindError.pointer, message: feeBindError.message }] }),
  ],
  withVocabulary,
);

/** A change the signed-in editor may not edit (someone else's, or one waiting for approval): the text can be read, selected and searched, not changed. */
export const ReadOnly = widgetStory(editor({ text: withdrawalScreenText, readOnly: true }), withVocabulary);

/** A form file (screens/forms/withdraw.json): completion and checks follow the form schema. */
export const FormFile = widgetStory(editor({ text: withdrawForm, kind: 'form' }), withVocabulary);

/** Half-typed JSON before the vocabulary has loaded: highlighting and the syntax check only, the error at the place the parser stopped. */
export const HalfTyped = widgetStory(
  { widget: 'JsonEditor', props: { text: withdrawalScreenText.slice(0, 420), kind: 'screen', stateKey: 'studioEdit' } },
  { staff: staffEditor },
);

/**
 * On the studio's edit screen (history: the change's id): Undo and Redo above the editor, shared with
 * the texts table's; typing (a pause ends a command) and each inspector change are one step each.
 */
export const ChangeHistory = widgetStory(
  editor({ text: withdrawalScreenText, document: '14 screens/pages/withdrawal.json', unsavedKey: 'studioUnsaved', history: 14 }),
  withVocabulary,
);
