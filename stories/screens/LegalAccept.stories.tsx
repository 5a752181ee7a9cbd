import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { documentAccepted, noPendingDocuments, pendingDocuments } from '../support/fixturesLegal';

export default {
  title: 'Screens/LegalAccept',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/legalAccept.json: shown after sign-in when a new version of a document the member must accept was published (member/documents): each with its version, a Read link to the richtext screen and Accept (member/accept).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/public/accept',
  user: member,
  fixtures: { 'member/documents': pendingDocuments, 'member/accept': documentAccepted },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Everything accepted: the empty state and Continue. */
export const AllAccepted = pinnedStory({ ...screen, fixtures: { 'member/documents': noPendingDocuments } }, 'en', 'light');
