import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Text',
  parameters: widgetParameters('Text'),
} satisfies Meta;

export const Variants = widgetStory(
  (['title', 'subtitle', 'body', 'caption', 'muted', 'danger', 'success'] as const).flatMap((variant): NodeSpec[] => [
    { widget: 'Text', props: { text: `${variant}: `, variant: 'caption' } },
    { widget: 'Text', props: { text: { $t: 'login.welcome' }, variant } },
  ]),
);

export const Alignment = widgetStory(
  (['left', 'center', 'right'] as const).map((align): NodeSpec => ({
    widget: 'Text',
    props: { text: { $concat: [`align ${align}: `, { $t: 'notFound.title' }] }, align },
  })),
);

export const Formatted = widgetStory([
  caption('$t with args'),
  { widget: 'Text', props: { text: { $t: 'engine.resendIn', args: { seconds: 42 } } } },
  caption('$fmt money / number (4 decimals) / rate (absolute value; the colour carries the sign)'),
  { widget: 'Text', props: { text: { $fmt: 'money', value: 1234567.891 } } },
  { widget: 'Text', props: { text: { $fmt: 'number', value: 0.5, pattern: '4' } } },
  { widget: 'Text', props: { text: { $fmt: 'rate', value: '-0.0342' }, variant: 'danger' } },
  caption('$fmt dateTime / mask'),
  { widget: 'Text', props: { text: { $fmt: 'dateTime', value: 1763769600 } } },
  { widget: 'Text', props: { text: { $fmt: 'mask', value: 'minji.park@example.com', pattern: '2,12' } } },
]);

export const NeverHtml = widgetStory([
  caption('Markup in a value is shown as text'),
  { widget: 'Text', props: { text: '<b>not bold</b> <img src=x onerror=alert(1)>' } },
]);
