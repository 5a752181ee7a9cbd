import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffEditor, studioDraftBlocked } from '../support/fixturesStudio';
import { studioPreviewFixtures, studioTextEdits, studioTexts, studioTextsNone } from '../support/fixturesStudioFiles';

export default {
  title: 'Screens/Ops Studio Texts',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/opsStudioTexts.json: a change's texts side by side in every language (ops/studio/texts, searched and paged; TranslationTable), edits saved together (ops/studio/texts_save), beside the phone preview of the draft (PhonePreview; in Storybook its frame shows the withdrawal screen's story).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/studio/texts?draft=14',
  staff: staffEditor,
  fixtures: {
    ...studioPreviewFixtures,
    'ops/studio/draft': studioDraftBlocked,
    'ops/studio/texts': studioTexts,
    'ops/studio/texts_save': { changed: 2, revision: 4 },
  },
};

/** Three keys in 13 languages: the change's new notice in ko and en, one text missing in Türkmençe. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Edits typed and not saved (state.studioTextEdits): Save texts and Forget unsaved edits appear. */
export const UnsavedEdits = pinnedStory({ ...screen, state: { studioTextEdits } }, 'en', 'light');

/** No key or text matches the search. */
export const NoMatch = pinnedStory(
  { ...screen, state: { studioTextQ: 'leaderbord' }, fixtures: { ...screen.fixtures, 'ops/studio/texts': studioTextsNone } },
  'en',
  'light',
);
