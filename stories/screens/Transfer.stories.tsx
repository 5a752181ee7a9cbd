import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset, walletConf } from '../support/fixturesWallet';

export default {
  title: 'Screens/Transfer',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/transfer.json: moves money between the member's own accounts (member/asset balances, trans/platform), or exchanges USDT and legal tender at the bid and ask of wallet/conf (trans/balance).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/mine/transfer', user: member, fixtures: { 'member/asset': asset, 'wallet/conf': walletConf } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The exchange panel (state.transferTab): sell and buy rates with the spread. */
export const Exchange = pinnedStory({ ...screen, state: { transferTab: 'exchange' } }, 'en', 'light');
