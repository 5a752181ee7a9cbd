import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { closed, spyDetail } from '../support/fixturesMarket';

export default {
  title: 'Screens/ClosePosition',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/closePosition.json: closing a whole holding at market (from Positions): the line at its bid with source and time, what closing does, the payment password, a confirmation, then etf/position.',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = {
  path: '/pages/close-position/close-position?code=SPY&holding=3',
  user: member,
  fixtures: { 'etf/detail': spyDetail, 'etf/position': closed.list[0] },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
