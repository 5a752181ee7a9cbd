import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { bankConf, member } from '../support/fixturesMember';

export default {
  title: 'Screens/Bind Card',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/bindCard.json: bind a bank card: the bank from member/bank_conf (or another typed in), account number, holder and IBAN (member/bank_bind).',
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
