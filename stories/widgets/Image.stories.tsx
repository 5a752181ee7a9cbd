import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Image',
  parameters: widgetParameters('Image'),
} satisfies Meta;

// Inline images: a story never depends on the network.
const CHART =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="#0091ff"/>' +
      '<polyline points="12,70 32,52 48,60 66,34 84,24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );
/** Not a decodable image: the widget must fall back to its placeholder. */
const BROKEN = 'data:image/png;base64,bm90LWFuLWltYWdl';

export const WithSource = widgetStory([
  caption('src set, square and round'),
  {
    widget: 'Row',
    props: { gap: 'md' },
    children: [
      { widget: 'Image', props: { src: CHART, size: 96, alt: 'Chart' } },
      { widget: 'Image', props: { src: CHART, size: 96, shape: 'round', alt: 'Chart' } },
    ],
  },
]);

export const FallbackWithoutSource = widgetStory([
  caption('no src: fallback logo / avatar'),
  {
    widget: 'Row',
    props: { gap: 'md' },
    children: [
      { widget: 'Image', props: { fallback: 'logo', size: 72, alt: 'Meridian' } },
      { widget: 'Image', props: { fallback: 'avatar', size: 72, shape: 'round', alt: 'Avatar' } },
    ],
  },
]);

export const FallbackWhenSourceFails = widgetStory([
  caption('src that fails to load: the placeholder takes its place'),
  {
    widget: 'Row',
    props: { gap: 'md' },
    children: [
      { widget: 'Image', props: { src: BROKEN, fallback: 'logo', size: 72, alt: 'Meridian' } },
      { widget: 'Image', props: { src: BROKEN, fallback: 'avatar', size: 72, shape: 'round', alt: 'Avatar' } },
    ],
  },
]);

export const Sizes = widgetStory([
  caption('size: 16 / 32 / 56 / 96 / 160'),
  {
    widget: 'Row',
    props: { gap: 'md', align: 'end' },
    children: [16, 32, 56, 96, 160].map((size): NodeSpec => ({ widget: 'Image', props: { fallback: 'avatar', size, shape: 'round' } })),
  },
]);
