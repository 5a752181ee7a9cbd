import type { Meta } from '@storybook/react-vite';
import type { Action, NodeSpec } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Button',
  parameters: widgetParameters('Button'),
} satisfies Meta;

/** What a tap does in these stories: a toast, so designers see the feedback. */
const toast: Action[] = [{ type: 'toast', text: { $t: 'server.ok' }, icon: 'success' }];

const COLORS = ['primary', 'default', 'danger'] as const;

export const Colors = widgetStory(
  COLORS.flatMap((color): NodeSpec[] => [
    caption(`color: ${color}`),
    { widget: 'Button', props: { text: { $t: 'login.submit' }, color }, on: { click: toast } },
  ]),
);

export const Fills = widgetStory(
  (['solid', 'outline', 'none'] as const).flatMap((fill): NodeSpec[] => [
    caption(`fill: ${fill}`),
    {
      widget: 'Row',
      props: { gap: 'sm' },
      children: COLORS.map((color): NodeSpec => ({ widget: 'Button', props: { text: color, color, fill }, on: { click: toast } })),
    },
  ]),
);

export const Sizes = widgetStory([
  caption('size: small / middle / large'),
  {
    widget: 'Row',
    props: { gap: 'sm', align: 'center' },
    children: (['small', 'middle', 'large'] as const).map((size): NodeSpec => ({
      widget: 'Button',
      props: { text: size, color: 'primary', size },
      on: { click: toast },
    })),
  },
]);

export const Block = widgetStory([
  caption('block: full width'),
  { widget: 'Button', props: { text: { $t: 'register.sendCode' }, color: 'primary', size: 'large', block: true }, on: { click: toast } },
  { widget: 'Button', props: { text: { $t: 'mine.logout' }, color: 'danger', fill: 'outline', block: true }, on: { click: toast } },
]);

export const Disabled = widgetStory([
  caption('disabled'),
  {
    widget: 'Row',
    props: { gap: 'sm' },
    children: COLORS.map((color): NodeSpec => ({ widget: 'Button', props: { text: color, color, disabled: true }, on: { click: toast } })),
  },
]);

export const ConfirmThenAct = widgetStory([
  caption('Tap: a confirm dialog, then a toast'),
  {
    widget: 'Button',
    props: { text: { $t: 'mine.logout' }, color: 'danger', fill: 'outline', block: true },
    on: {
      click: [
        {
          type: 'confirm',
          title: { $t: 'mine.logout' },
          message: { $t: 'mine.logoutWarning' },
          confirmText: { $t: 'mine.logout' },
          danger: true,
          then: toast,
        },
      ],
    },
  },
]);
