import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { bankConf, member } from '../support/fixturesMember';

export default {
  title: 'Screens/Bind Card',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/bindCard.json: bind a bank card: the bank from member/bank_conf (or another typed in), account number, holder and IBAN, and the branch address if the member wants, typed or chosen on the map (/choose-location) (member/bank_bind).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/bind-card/bind-card',
  user: member,
  fixtures: { 'member/bank_conf': bankConf, 'member/bank_bind': { id: 2 } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Back from the map picker: the branch address filled in and pinned. */
export const BranchChosen = pinnedStory(
  { ...screen, state: { location: { address: '26 Gukjegeumyung-ro 8-gil, Seoul', lat: 37.5219, lng: 126.9245 } } },
  'en',
  'light',
);
