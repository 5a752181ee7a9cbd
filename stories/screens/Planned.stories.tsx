import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/Planned',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/planned.json: the placeholder of routes whose screen is still planned; title and note come from the route's title and plannedIn.",
      },
    },
  },
} satisfies Meta;

/** The help center route (plannedIn planned.service). */
const screen: PreviewSetup = { path: '/allService' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');
