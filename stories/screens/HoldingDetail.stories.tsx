import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { spyHolding } from '../support/fixturesMarket';

export default {
  title: 'Screens/HoldingDetail',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/holdingDetail.json: one holding in full (etf/holding): quantity, average buy price, current price with its source and time, market value, cost with its buy fees, fees paid, realised and unrealised P&L, and every buy and sale of the open lot, each opening its order; sell or close from here.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/holding-detail/holding-detail?code=SPY',
  user: member,
  fixtures: { 'etf/holding': spyHolding },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
