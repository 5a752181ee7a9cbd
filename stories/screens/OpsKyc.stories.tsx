import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { kycQueue, staffReviewer } from '../support/fixturesOps';

export default {
  title: 'Screens/Ops KYC Queue',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/opsKyc.json: the real-name review queue for staff (ops/me, ops/kyc_list by state: review, passed, failed); a tap opens the detail.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/ops/kyc', staff: staffReviewer, fixtures: { 'ops/kyc_list': kycQueue, 'ops/logout': null } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Nothing waiting for review. */
export const Empty = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/kyc_list': { total: 0, list: [] } } }, 'en', 'light');
