import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import {
  feeBindError,
  staffEditor,
  staffEditorSecond,
  studioDraftApproved,
  studioConflictBehind,
  studioConflictNone,
  studioDraftBehind,
  studioDraftBlocked,
  studioDraftDiff,
  studioDraftNew,
  studioDraftPublished,
  studioDraftToApprove,
} from '../support/fixturesStudio';

export default {
  title: 'Screens/Ops Studio Draft',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/opsStudioDraft.json: one change of the screen bundle (ops/me, ops/studio/draft): its files, every edit as before -> after (ops/studio/draft_diff), other languages left to review, why it needs a second person's approval, the publish gate's errors (file, pointer, line), and what the signed-in editor may do: edit files or texts, check (ops/studio/check), ask for approval, approve, publish, discard.",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/studio/draft?id=14',
  staff: staffEditor,
  fixtures: {
    'ops/studio/draft': studioDraftBlocked,
    'ops/studio/draft_diff': studioDraftDiff,
    'ops/studio/draft_conflict': studioConflictNone,
    'ops/studio/check': {
      ok: false,
      errors: [feeBindError],
      warnings: studioDraftBlocked.stale_texts,
      needs_approval: true,
      approval_reasons: studioDraftBlocked.approval_reasons,
    },
    'ops/studio/publish': { version: 7 },
  },
};

/** Alice's change, checked: the gate refuses a bound path, and the withdrawal screen moves money, so it needs approval. */
export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Fixed and sent for approval, as Bob (the second screen editor) sees it: Approve. */
export const ToApprove = pinnedStory(
  { ...screen, staff: staffEditorSecond, fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftToApprove } },
  'en',
  'light',
);

/** Approved by Bob, no errors: Alice may publish it. */
export const ReadyToPublish = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftApproved } },
  'en',
  'light',
);

/** Ready to publish, in Korean and dark. */
export const ReadyToPublishKoreanDark = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftApproved } },
  'ko',
  'dark',
);

/** Published as v7: history only. */
export const Published = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftPublished } },
  'en',
  'light',
);

/** Just started: nothing edited or checked yet. */
export const NothingEdited = pinnedStory(
  {
    ...screen,
    path: '/ops/studio/draft?id=15',
    fixtures: {
      ...screen.fixtures,
      'ops/studio/draft': studioDraftNew,
      'ops/studio/draft_diff': { ...studioDraftDiff, draft: 15, changes: [] },
    },
  },
  'en',
  'light',
);

/** Bob published v7 since the change began and both edited the English texts: who, when, what, and the choice. */
export const Behind = pinnedStory(
  {
    ...screen,
    fixtures: { ...screen.fixtures, 'ops/studio/draft': studioDraftBehind, 'ops/studio/draft_conflict': studioConflictBehind },
  },
  'en',
  'light',
);
