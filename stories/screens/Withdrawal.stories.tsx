import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset, bankOption, digitalOption, walletConf, walletConfClosed } from '../support/fixturesWallet';

export default {
  title: 'Screens/Withdrawal',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/withdrawal.json: a withdrawal to a bound USDT wallet (wallet/digital_option) or bank card (wallet/bank_option) from the available balance (member/asset), with the published fees and review hours of wallet/conf; quoted first (wallet/withdraw_quote), then confirmed (wallet/withdraw).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/mine/withdrawal',
  user: member,
  fixtures: {
    'wallet/conf': walletConf,
    'member/asset': asset,
    'wallet/digital_option': digitalOption,
    'wallet/bank_option': bankOption,
  },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Outside the review hours: the request waits until they open again (wallet/conf next_review). */
export const ReviewClosed = pinnedStory({ ...screen, fixtures: { ...screen.fixtures, 'wallet/conf': walletConfClosed } }, 'en', 'light');

/** No wallet bound yet: the invitation to bind one instead of the form. */
export const NoWalletBound = pinnedStory(
  { ...screen, fixtures: { ...screen.fixtures, 'wallet/digital_option': { list: [] } } },
  'en',
  'light',
);

/** The bank-card panel (state.withdrawTab). */
export const ToBankCard = pinnedStory({ ...screen, state: { withdrawTab: 'bank' } }, 'en', 'light');
