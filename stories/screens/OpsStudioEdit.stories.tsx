import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffEditor, staffEditorSecond, studioDraftApproved, studioDraftBlocked, studioDraftToApprove } from '../support/fixturesStudio';
import { studioFileBroken, studioFileFixed, studioPreviewFixtures } from '../support/fixturesStudioFiles';

export default {
  title: 'Screens/Ops Studio Edit',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/opsStudioEdit.json: one file of a change in the JSON editor (ops/studio/file, with completion and checks from ops/studio/vocabulary), the publish gate's errors at their pointer and line, save (ops/studio/file_save), check, undo the change's edits of the file (ops/studio/file_reset), and the phone preview of the draft with the unsaved text (PhonePreview; in Storybook its frame shows the withdrawal screen's story).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/studio/edit?draft=14&path=screens/pages/withdrawal.json',
  staff: staffEditor,
  fixtures: {
    ...studioPreviewFixtures,
    'ops/studio/draft': studioDraftBlocked,
    'ops/studio/file': studioFileBroken,
    'ops/studio/file_save': { changed: true, hash: '5d2a8c4e6f8091b3d5f7a9c1e3f5a7b9d1f3e5a7c9e1b3d5f7a9c1e3d5f7a9b1', revision: 4 },
  },
};

/** screens/pages/withdrawal.json with a broken bound path: the gate's error is marked in the editor and listed under it; the file moves money. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Fixed and approved: no error to show. */
export const Fixed = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftApproved, 'ops/studio/file': studioFileFixed } },
  'en',
  'light',
);

/** Someone else's change, waiting for approval (Bob reviewing it): the editor is read-only, no Save or Check. */
export const ReadOnly = pinnedStory(
  {
    ...screen,
    staff: staffEditorSecond,
    fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftToApprove, 'ops/studio/file': studioFileFixed },
  },
  'en',
  'light',
);
