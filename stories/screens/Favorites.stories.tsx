import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { member } from '../support/fixturesMember';
import { favorites } from '../support/fixturesMarket';

export default {
  title: 'Screens/Favorites',
  parameters: {
    docs: {
      description: {
        component: "screens/pages/favorites.json: the member's favorite ETFs with their quotes (etf/custom).",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/pages/favorites/favorites', user: member, fixtures: { 'etf/custom': favorites } };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

export const None = pinnedStory({ ...screen, fixtures: { 'etf/custom': { list: [] } } }, 'en', 'light');
