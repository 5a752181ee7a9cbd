import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/LocationMap',
  parameters: widgetParameters('LocationMap'),
} satisfies Meta;

const nodes: NodeSpec[] = [{ widget: 'LocationMap', props: { lat: 51.5078788, lng: -0.0877321, label: 'London Bridge, London SE1 9RA' } }];

/** No tile server configured: the place, its coordinates and the maps-app link. */
export const Korean = widgetStory(nodes, {}, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(nodes, {}, { globals: { locale: 'en', theme: 'light' } });
export const EnglishDark = widgetStory(nodes, {}, { globals: { locale: 'en', theme: 'dark' } });

/** A position out of range: nothing to show, said so. */
export const NoPosition = widgetStory([{ widget: 'LocationMap', props: { lat: 'north', lng: 200 } }]);
