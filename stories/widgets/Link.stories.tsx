import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Link',
  parameters: widgetParameters('Link'),
} satisfies Meta;

export const Alignment = widgetStory(
  (['left', 'center', 'right'] as const).flatMap((align): NodeSpec[] => [
    caption(`align: ${align}`),
    {
      widget: 'Link',
      props: { text: { $t: 'login.forgot' }, align },
      on: { click: [{ type: 'toast', text: { $t: 'routes.forgetPwd' } }] },
    },
  ]),
);

export const InARow = widgetStory({
  widget: 'Row',
  props: { justify: 'between' },
  children: [
    { widget: 'Link', props: { text: { $t: 'login.forgot' } }, on: { click: [{ type: 'navigate', to: 'forgetPwd' }] } },
    { widget: 'Link', props: { text: { $t: 'login.toRegister' } }, on: { click: [{ type: 'navigate', to: 'register' }] } },
  ],
});

export const Navigates = widgetStory([
  caption('Tap: opens the language screen (the real route)'),
  { widget: 'Link', props: { text: { $t: 'routes.language' }, align: 'center' }, on: { click: [{ type: 'navigate', to: 'language' }] } },
]);
