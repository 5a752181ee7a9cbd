import type { Meta } from '@storybook/react-vite';
import { pinnedStory, type PreviewSetup } from '../support/engineStory';
import { conf } from '../support/fixturesApp';
import { member } from '../support/fixturesMember';

export default {
  title: 'Screens/ChooseLocation',
  parameters: {
    docs: {
      description: {
        component:
          "screens/pages/chooseLocation.json (/choose-location): the location picker. The device's position (with the browser's permission), a search by place name through common/geocode, a map when common/conf names a tile server, and an address the member can always type; confirming writes state.location and goes back.",
      },
    },
  },
} satisfies Meta;

const places = {
  list: [
    { label: 'Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul, 04524, South Korea', lat: 37.5662952, lng: 126.977945 },
    { label: 'Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul, South Korea', lat: 37.5546788, lng: 126.9706069 },
  ],
};

/** A geocoder configured, no tile server: search and the typed address, with a note where the map would be. */
const screen: PreviewSetup = {
  path: '/choose-location',
  user: member,
  fixtures: { 'common/conf': { ...conf, map: { tiles: null, attribution: '', search: true } }, 'common/geocode': places },
};

export const Korean = pinnedStory(screen, 'ko', 'light');
export const English = pinnedStory(screen, 'en', 'light');
export const KoreanDark = pinnedStory(screen, 'ko', 'dark');
export const EnglishDark = pinnedStory(screen, 'en', 'dark');

/** Neither map nor geocoder: the device's position and the typed address only. */
export const TypedOnly = pinnedStory({ path: '/choose-location', user: member }, 'en', 'light');

/** Coming back to the picker: the address chosen before is there to change. */
export const ChosenBefore = pinnedStory(
  { ...screen, state: { location: { address: 'Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul', lat: 37.5546788, lng: 126.9706069 } } },
  'en',
  'light',
);
