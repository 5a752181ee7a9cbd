import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { kycDetail, kycDetailFailed, staffReviewer } from '../support/fixturesOps';

export default {
  title: 'Screens/Ops KYC Detail',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/opsKycDetail.json: one member's verification for staff (ops/kyc_detail): the document, both photos, approve or reject with a reason (ops/kyc_decide), and the decision history.",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/ops/kyc/detail?uid=20481024',
  staff: staffReviewer,
  fixtures: { 'ops/kyc_detail': kycDetail, 'ops/kyc_decide': { status: 'passed' } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Rejected: the reason shown, no decision buttons, the rejection in the history. */
export const Failed = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'ops/kyc_detail': kycDetailFailed } }, 'en', 'light');
