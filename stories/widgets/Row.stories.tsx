import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Row',
  parameters: widgetParameters('Row'),
} satisfies Meta;

const buttons: NodeSpec[] = [
  { widget: 'Button', props: { text: { $t: 'login.submit' }, color: 'primary', size: 'small' } },
  { widget: 'Button', props: { text: { $t: 'routes.register' }, fill: 'outline', size: 'small' } },
];

export const Justify = widgetStory(
  (['start', 'center', 'end', 'between'] as const).flatMap((justify): NodeSpec[] => [
    caption(`justify: ${justify}`),
    { widget: 'Row', props: { justify, gap: 'md' }, children: buttons },
  ]),
);

export const Gaps = widgetStory(
  (['none', 'xs', 'md', 'lg'] as const).flatMap((gap): NodeSpec[] => [
    caption(`gap: ${gap}`),
    { widget: 'Row', props: { gap }, children: buttons },
  ]),
);

export const Alignment = widgetStory(
  (['start', 'center', 'end'] as const).flatMap((align): NodeSpec[] => [
    caption(`align: ${align}`),
    {
      widget: 'Row',
      props: { align, gap: 'md' },
      children: [
        { widget: 'Image', props: { fallback: 'avatar', size: 56, shape: 'round' } },
        { widget: 'Text', props: { text: 'Minji Park', variant: 'subtitle' } },
      ],
    },
  ]),
);

export const ProfileHeader = widgetStory({
  widget: 'Card',
  children: [
    {
      widget: 'Row',
      props: { gap: 'md', align: 'center' },
      children: [
        { widget: 'Image', props: { fallback: 'avatar', size: 56, shape: 'round' } },
        {
          widget: 'Stack',
          props: { gap: 'xs' },
          children: [
            { widget: 'Text', props: { text: 'Minji Park', variant: 'subtitle' } },
            { widget: 'Copy', props: { label: { $t: 'mine.uid' }, text: '20481024' } },
          ],
        },
      ],
    },
  ],
});
