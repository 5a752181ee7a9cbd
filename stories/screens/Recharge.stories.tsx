import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member, photoUploaded } from '../support/fixturesMember';
import { recAccount, recDigital, walletConf } from '../support/fixturesWallet';

export default {
  title: 'Screens/Recharge',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/recharge.json: a deposit in USDT to a platform address (wallet/rec_digital) or in legal tender to its bank account (wallet/rec_account), with the minimum from wallet/conf; the amount, voucher photo (upload/image), for USDT the transaction hash, and depositor name go to finance review (wallet/deposit). The fixtures are the built-in demo receiving details, so both panels show the demo notice.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/recharge',
  user: member,
  fixtures: {
    'wallet/conf': walletConf,
    'wallet/rec_digital': recDigital,
    'wallet/rec_account': recAccount,
    'upload/image': photoUploaded,
    'wallet/deposit': { id: 13, order_no: 'D20251122001500730215', status: 'review' },
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** The legal-tender panel (state.rechargeTab): the platform's bank account and IBAN. */
export const LegalTender = pinnedStory({ ...screen, state: { rechargeTab: 'legal' } }, 'en', 'light');
