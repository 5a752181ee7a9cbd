import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Tab Screens',
  parameters: {
    docs: {
      description: {
        component:
          'screens/pages/news.json and screens/pages/leaderboard.json: the tab screens as they stand until their features arrive (the Account and Fund tabs have their own stories).',
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/home' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

export const Leaderboard = pinnedStory({ path: '/leaderboard' }, 'en', 'light');
