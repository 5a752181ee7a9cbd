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

/** The Top 10 fund route (plannedIn planned.top). */
const screen: PreviewSetup = { path: '/top' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Another planned route: subscribing to a signal provider (plannedIn planned.follow). */
export const Subscribe = pinnedStory({ path: '/pages/subscribe/subscribe' }, 'en', 'light');
