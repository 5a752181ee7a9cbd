import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Tabs',
  parameters: widgetParameters('Tabs'),
} satisfies Meta;

const tabs: NodeSpec = {
  widget: 'Tabs',
  props: {
    stateKey: 'loginType',
    default: 'email',
    items: [
      { key: 'email', title: { $t: 'login.byEmail' } },
      { key: 'phone', title: { $t: 'login.byPhone' } },
    ],
  },
};

/** Siblings that show or hide with the chosen tab. */
const panels: NodeSpec[] = [
  {
    widget: 'Text',
    visibleWhen: { eq: [{ $bind: 'state.loginType' }, 'email'] },
    props: { text: { $t: 'login.emailPlaceholder' }, variant: 'muted' },
  },
  {
    widget: 'Text',
    visibleWhen: { eq: [{ $bind: 'state.loginType' }, 'phone'] },
    props: { text: { $t: 'login.mobilePlaceholder' }, variant: 'muted' },
  },
];

export const FirstTab = widgetStory([tabs, ...panels], { screen: { state: { loginType: 'email' } } });

export const SecondTabSelected = widgetStory([tabs, ...panels], { screen: { state: { loginType: 'phone' } } });

export const ThreeTabs = widgetStory({
  widget: 'Tabs',
  props: {
    stateKey: 'board',
    items: [
      { key: 'profit', title: 'Profit' },
      { key: 'followers', title: 'Followers' },
      { key: 'win', title: 'Win ratio' },
    ],
  },
});
