import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { conf } from '../support/fixturesApp';

export default {
  title: 'Widgets/LocationPicker',
  parameters: widgetParameters('LocationPicker'),
} satisfies Meta;

const nodes: NodeSpec[] = [{ widget: 'LocationPicker', props: { stateKey: 'location' } }];

/** With a geocoder (search offered) and no tile server: a note where the map would be. */
const withSearch = {
  fixtures: {
    'common/conf': { ...conf, map: { tiles: null, attribution: '', search: true } },
    'common/geocode': { list: [{ label: 'Seoul Station, 405 Hangang-daero, Yongsan-gu, Seoul', lat: 37.5546788, lng: 126.9706069 }] },
  },
};

export const Korean = widgetStory(nodes, withSearch, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(nodes, withSearch, { globals: { locale: 'en', theme: 'light' } });
export const EnglishDark = widgetStory(nodes, withSearch, { globals: { locale: 'en', theme: 'dark' } });

/** Neither map nor search: the device's position and the typed address. */
export const TypedOnly = widgetStory(nodes);
