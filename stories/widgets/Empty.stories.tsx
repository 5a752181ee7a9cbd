import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Empty',
  parameters: widgetParameters('Empty'),
} satisfies Meta;

const empty = (icon: string, title: string, description: string, children?: NodeSpec[]): NodeSpec => ({
  widget: 'Empty',
  props: { icon, title: { $t: title }, description: { $t: description } },
  ...(children ? { children } : {}),
});

export const EmptyIcon = widgetStory(empty('empty', 'mine.guestTitle', 'mine.guestText'), {}, { name: 'Icon: empty' });

export const NotFoundIcon = widgetStory(empty('notFound', 'notFound.title', 'notFound.description'), {}, { name: 'Icon: notFound' });

export const SoonIcon = widgetStory(empty('soon', 'soon.account.title', 'soon.account.description'), {}, { name: 'Icon: soon' });

export const ErrorIcon = widgetStory(empty('error', 'engine.loadError', 'engine.networkError'), {}, { name: 'Icon: error' });

export const WithActions = widgetStory(
  empty('empty', 'mine.guestTitle', 'mine.guestText', [
    {
      widget: 'Row',
      props: { gap: 'md', justify: 'center' },
      children: [
        { widget: 'Button', props: { text: { $t: 'login.submit' }, color: 'primary' }, on: { click: [{ type: 'navigate', to: 'login' }] } },
        {
          widget: 'Button',
          props: { text: { $t: 'routes.register' }, fill: 'outline' },
          on: { click: [{ type: 'navigate', to: 'register' }] },
        },
      ],
    },
  ]),
);

export const TitleOnly = widgetStory({ widget: 'Empty', props: { title: { $t: 'engine.empty' } } });
