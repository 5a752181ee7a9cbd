import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';

export default {
  title: 'Screens/OpenLocation',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/openLocation.json (/open-location?lat=&lng=&label=): a location with its coordinates in the member's number format, a map when common/conf names a tile server, and a link that opens it in the device's maps app.",
      },
    },
  },
} satisfies Meta;

const screen: PreviewSetup = { path: '/open-location?lat=51.5078788&lng=-0.0877321&label=London%20Bridge%2C%20London%20SE1%209RA' };

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** A link without a usable position: says there is nothing to show. */
export const NoPosition = pinnedStory({ path: '/open-location?lat=north&lng=' }, 'en', 'light');
