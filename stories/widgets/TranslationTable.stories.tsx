import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { staffEditor } from '../support/fixturesStudio';
import { studioTextEdits, studioTexts } from '../support/fixturesStudioFiles';

export default {
  title: 'Widgets/TranslationTable',
  parameters: widgetParameters('TranslationTable'),
} satisfies Meta;

function table(props: Record<string, unknown> = {}): NodeSpec {
  return {
    widget: 'TranslationTable',
    props: { rows: studioTexts.list, locales: studioTexts.locales, stateKey: 'studioTextEdits', ...props },
  };
}

/** Three keys in all 13 languages, one text missing (Türkmençe). Type into a cell: the edit gathers in state.studioTextEdits; the chips hide or show languages. */
export const AllLanguages = widgetStory(table(), { staff: staffEditor });

/** Edits not saved yet (state.studioTextEdits): the cells show them, marked as edited, the missing text filled in. */
export const UnsavedEdits = widgetStory(table(), { staff: staffEditor, state: { studioTextEdits } });

/** Two columns (the locales prop decides which, and their order). */
export const TwoLanguages = widgetStory(table({ locales: studioTexts.locales.filter((l) => l.code === 'en' || l.code === 'ko') }), {
  staff: staffEditor,
});

/** No key matches the search. */
export const Empty = widgetStory(table({ rows: [] }), { staff: staffEditor });
