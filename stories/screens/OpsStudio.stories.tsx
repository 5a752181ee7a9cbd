import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import {
  staffEditor,
  studioDrafts,
  studioDraftsEmpty,
  studioHandoffs,
  studioHandoffsNone,
  studioVersions,
} from '../support/fixturesStudio';

export default {
  title: 'Screens/Ops Studio',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsStudio.json: the screen studio for screen editors (ops/me): changes in progress (ops/studio/drafts) and a form to start one (ops/studio/draft_create), or the published versions of the bundle, the live one marked (ops/studio/versions, paged); above them, changes approved and left unpublished past the hand-off hours (ops/studio/handoffs).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/studio',
  staff: staffEditor,
  fixtures: {
    'ops/studio/drafts': studioDrafts,
    'ops/studio/versions': studioVersions,
    'ops/studio/draft_create': { id: 15 },
    'ops/studio/handoffs': studioHandoffsNone,
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The Versions tab (state.studioTab): who published what and when; v6, a rollback, is live. */
export const Versions = pinnedStory({ ...screen, state: { studioTab: 'versions' } }, 'en', 'light');

/** Versions in Korean and dark. */
export const VersionsKoreanDark = pinnedStory({ ...screen, state: { studioTab: 'versions' } }, 'ko', 'dark');

/** No change in progress: only the form to start one. */
export const NoChanges = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/studio/drafts': studioDraftsEmpty } },
  'en',
  'light',
);

/** An approved change left unpublished for six hours: the hand-off card above the tabs (issue 24). */
export const HandOff = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/studio/handoffs': studioHandoffs } }, 'en', 'light');

/** The hand-off in Korean and dark. */
export const HandOffKoreanDark = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/studio/handoffs': studioHandoffs } },
  'ko',
  'dark',
);
