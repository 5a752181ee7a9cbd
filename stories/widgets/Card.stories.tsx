import type { Meta } from '@storybook/react-vite';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Card',
  parameters: widgetParameters('Card'),
} satisfies Meta;

export const WithTitle = widgetStory({
  widget: 'Card',
  props: { title: { $t: 'routes.account' } },
  children: [
    {
      widget: 'Stack',
      props: { gap: 'xs' },
      children: [
        { widget: 'Text', props: { text: { $fmt: 'money', value: 12850.5 }, variant: 'title' } },
        { widget: 'Text', props: { text: { $fmt: 'rate', value: '0.0125' }, variant: 'success' } },
      ],
    },
  ],
});

export const WithoutTitle = widgetStory({
  widget: 'Card',
  children: [{ widget: 'Text', props: { text: { $t: 'register.lead' } } }],
});

export const Stacked = widgetStory([
  {
    widget: 'Card',
    props: { title: { $t: 'routes.news' } },
    children: [{ widget: 'Text', props: { text: { $t: 'soon.news.description' }, variant: 'muted' } }],
  },
  {
    widget: 'Card',
    props: { title: { $t: 'routes.leaderboard' } },
    children: [{ widget: 'Text', props: { text: { $t: 'soon.leaderboard.description' }, variant: 'muted' } }],
  },
]);
