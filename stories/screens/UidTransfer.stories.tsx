import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset } from '../support/fixturesWallet';

export default {
  title: 'Screens/UID Transfer',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/uidtransfer.json: sends USDT from the asset account (member/asset) to another member's UID: the recipient's masked nickname is confirmed first (trans/uid_check), then paid with the payment password (trans/social).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/uidtransfer',
  user: member,
  fixtures: { 'member/asset': asset, 'trans/uid_check': { uid: '31570266', nickname: 'D***r' } },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
