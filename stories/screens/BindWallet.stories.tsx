import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member, wallets } from '../support/fixturesMember';

export default {
  title: 'Screens/Bind Wallet',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/bindWallet.json: bind a USDT wallet, TRC20 or ERC20, up to the maximum of member/digital_info (member/digital_bind).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/bind-wallet/bind-wallet',
  user: member,
  fixtures: { 'member/digital_info': wallets, 'member/digital_bind': { id: 2 } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
