import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { bankCards, member, wallets } from '../support/fixturesMember';

export default {
  title: 'Screens/Wallet Manage',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/walletManage.json: the bound USDT wallets (member/digital_info) and bank cards (member/bank_info); a tap unbinds one with the payment password (member/wallet_unbind).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/wallet-manage/wallet-manage',
  user: member,
  fixtures: { 'member/digital_info': wallets, 'member/bank_info': bankCards, 'member/wallet_unbind': null },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Nothing bound yet. */
export const Empty = pinnedStory(
  {
    ...screen,
    fixtures: { ...screen.fixtures, 'member/digital_info': { ...wallets, list: [] }, 'member/bank_info': { ...bankCards, list: [] } },
  },
  'en',
  'light',
);

/** After a tap on the wallet: the payment password to unbind it (state.unbind). */
export const Unbinding = pinnedStory(
  { ...screen, state: { unbind: { id: 1, kind: 'wallet', what: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } } },
  'en',
  'light',
);
