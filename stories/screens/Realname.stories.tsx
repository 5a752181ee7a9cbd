import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member, verificationFailed, verificationNone, verificationPassed, verificationReview } from '../support/fixturesMember';

export default {
  title: 'Screens/Real-name',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/realname.json: real-name verification (member/verify.get): the form with ID type and both photos (upload/image, member/verify.post), the review or passed details, or the reason it failed and the form again (member/verify.put).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/realname/realname',
  user: { ...member, realname_status: 'none' },
  fixtures: {
    'member/verify.get': verificationNone,
    'member/verify.post': { status: 'review' },
    'member/verify.put': { status: 'review' },
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Submitted, waiting for a reviewer: the details and photos, no form. */
export const UnderReview = pinnedStory(
  { ...screen, user: { ...member, realname_status: 'review' }, fixtures: { ...screen.fixtures, 'member/verify.get': verificationReview } },
  'en',
  'light',
);

/** Approved. */
export const Passed = pinnedStory(
  { ...screen, user: member, fixtures: { ...screen.fixtures, 'member/verify.get': verificationPassed } },
  'en',
  'light',
);

/** Rejected: the reviewer's reason, and the form again with the name and ID type filled in. */
export const Failed = pinnedStory(
  { ...screen, user: { ...member, realname_status: 'failed' }, fixtures: { ...screen.fixtures, 'member/verify.get': verificationFailed } },
  'en',
  'light',
);
