import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixtures';
import { closed, emptyOrders, entrust, holding } from '../support/fixturesMarket';

export default {
  title: 'Screens/Positions',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/positions.json: Holding, Closed and Entrust tabs (etf/orders by tab) with P&L; sell or close a holding (etf/position, confirmed), revoke a pending order (order/revoke, confirmed).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/positions/positions', user: member, fixtures: { 'etf/orders': holding } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

export const Closed = pinnedStory({ ...screen, state: { positionsTab: 'closed' }, fixtures: { 'etf/orders': closed } }, 'en', 'light');
export const Entrust = pinnedStory({ ...screen, state: { positionsTab: 'entrust' }, fixtures: { 'etf/orders': entrust } }, 'en', 'light');
export const NoPositions = pinnedStory({ ...screen, fixtures: { 'etf/orders': emptyOrders } }, 'ko', 'light');
