import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { asset } from '../support/fixturesWallet';

export default {
  title: 'Screens/Account',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/account.json (Account tab): total assets and income, the six accounts with available and frozen amounts (member/asset), shortcuts to deposit, withdraw and transfer, and the records; a guest is asked to log in.',
      },
    },
  },
} satisfies Meta;

/** Signed in: member/asset answers six USDT accounts and the asset account in US dollars. */
const screen: PreviewSetup = { path: '/account', user: member, fixtures: { 'member/asset': asset } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Not signed in: member/asset is not asked; the guest invitation to log in. */
export const Guest = pinnedStory({ path: '/account' }, 'en', 'light');

/** A new member: every account at zero. */
export const NoMoneyYet = pinnedStory(
  {
    ...screen,
    fixtures: {
      'member/asset': {
        ...asset,
        total_assets: '0.00',
        breakdown: { cash: '0.00', etf_holdings: '0.00', top10: '0.00', copy_trading: '0.00' },
        today_income: '0.00',
        total_income: '0.00',
        accounts: asset.accounts
          .filter((a) => a.currency === 'USDT')
          .map((a) => ({ ...a, total: '0.00', available: '0.00', frozen: '0.00', today_income: '0.00', total_income: '0.00' })),
      },
    },
  },
  'en',
  'light',
);
