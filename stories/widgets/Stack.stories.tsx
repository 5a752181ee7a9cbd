import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Stack',
  parameters: widgetParameters('Stack'),
} satisfies Meta;

const items = (n: number): NodeSpec[] =>
  Array.from({ length: n }, (_, i) => ({ widget: 'Card', children: [{ widget: 'Text', props: { text: `Item ${i + 1}` } }] }));

export const Gaps = widgetStory(
  (['xs', 'md', 'xl'] as const).flatMap((gap): NodeSpec[] => [
    caption(`gap: ${gap}`),
    { widget: 'Stack', props: { gap }, children: items(3) },
  ]),
);

export const Alignment = widgetStory(
  (['stretch', 'start', 'center', 'end'] as const).flatMap((align): NodeSpec[] => [
    caption(`align: ${align}`),
    {
      widget: 'Stack',
      props: { align, gap: 'sm' },
      children: [{ widget: 'Button', props: { text: { $t: 'login.submit' }, color: 'primary' } }],
    },
  ]),
);

export const Padding = widgetStory(
  (['none', 'sm', 'lg'] as const).flatMap((padding): NodeSpec[] => [
    caption(`padding: ${padding}`),
    {
      widget: 'Card',
      children: [
        {
          widget: 'Stack',
          props: { padding, gap: 'xs' },
          children: [
            { widget: 'Text', props: { text: { $t: 'login.welcome' }, variant: 'subtitle' } },
            { widget: 'Text', props: { text: { $t: 'register.lead' }, variant: 'muted' } },
          ],
        },
      ],
    },
  ]),
);
