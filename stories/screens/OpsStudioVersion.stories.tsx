import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { staffEditor, studioVersionDiff, studioVersionFirst, studioVersionLive, studioVersionTruncated } from '../support/fixturesStudio';

export default {
  title: 'Screens/Ops Studio Version',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsStudioVersion.json: one published version of the screen bundle (ops/me, ops/studio/version): who published and approved it, when, why, its diff against the version before (file, JSON pointer, before → after), and a rollback to it (ops/studio/rollback) unless it is the live one.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/studio/version?version=4',
  staff: staffEditor,
  fixtures: { 'ops/studio/version': studioVersionDiff, 'ops/studio/rollback': { version: 7 } },
};

/** v4: the withdrawal notice in plain words, approved by a second editor; not live, so it can be rolled back to. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** v6, the live version: a rollback restoring v4; no rollback button. */
export const Live = pinnedStory(
  { ...screen, path: '/ops/studio/version?version=6', fixtures: { ...screen.fixtures, 'ops/studio/version': studioVersionLive } },
  'en',
  'light',
);

/** v1, the first version: nothing before it to compare with. */
export const FirstVersion = pinnedStory(
  { ...screen, path: '/ops/studio/version?version=1', fixtures: { ...screen.fixtures, 'ops/studio/version': studioVersionFirst } },
  'en',
  'light',
);

/** The DSL migration touched every screen: only the first changes are listed. */
export const Truncated = pinnedStory(
  { ...screen, path: '/ops/studio/version?version=3', fixtures: { ...screen.fixtures, 'ops/studio/version': studioVersionTruncated } },
  'en',
  'light',
);
