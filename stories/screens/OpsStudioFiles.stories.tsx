import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffEditor } from '../support/fixturesStudio';
import { studioFiles, studioFilesWithdraw } from '../support/fixturesStudioFiles';

export default {
  title: 'Screens/Ops Studio Files',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/opsStudioFiles.json: the bundle's files as a change leaves them (ops/me, ops/studio/files, searched by path): kind, whether the change edits them, whether they move money; a file opens in the editor.",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/studio/files?draft=14', staff: staffEditor, fixtures: { 'ops/studio/files': studioFiles } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Searched for "withdraw" (state.studioFileQ). */
export const Search = pinnedStory(
  { ...screen, state: { studioFileQ: 'withdraw' }, fixtures: { 'ops/studio/files': studioFilesWithdraw } },
  'en',
  'light',
);

/** No file matches the search. */
export const NoMatch = pinnedStory(
  { ...screen, state: { studioFileQ: 'leaderbord' }, fixtures: { 'ops/studio/files': { list: [] } } },
  'en',
  'light',
);
