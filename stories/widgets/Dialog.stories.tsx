import type { Meta } from '@storybook/react-vite';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Dialog',
  parameters: widgetParameters('Dialog'),
} satisfies Meta;

// Open while state.popup holds; Got it clears it, as the News tab's popup is cleared by its refresh.
export const Popup = widgetStory(
  [
    { widget: 'Text', props: { text: 'The screen behind the dialog', variant: 'muted' } },
    {
      widget: 'Dialog',
      props: { open: { $bind: 'state.popup' }, title: { $bind: 'state.popup.title' }, closeText: 'Got it' },
      children: [{ widget: 'RichText', props: { html: { $bind: 'state.popup.content' } } }],
      on: { close: [{ type: 'set', path: 'state.popup', value: null }] },
    },
  ],
  {
    screen: {
      state: {
        popup: {
          title: 'Welcome to Meridian',
          content: '<p>New here? The <strong>help center</strong> explains deposits, trading and copy trading step by step.</p>',
        },
      },
    },
  },
);
