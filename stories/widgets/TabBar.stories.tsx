import type { Meta } from '@storybook/react-vite';
import { caption, engineStory, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/TabBar',
  parameters: widgetParameters('TabBar'),
} satisfies Meta;

/** Named in a screen: the manifest's tabs (app.json tabBar); none is active off a tab route. */
export const InAScreen = widgetStory([caption('The tab bar of app.json, pinned to the bottom'), { widget: 'TabBar' }]);

/** On a tab route the shell shows it by itself, with that tab active (here My, as a guest). */
export const OnATabRoute = engineStory({ path: '/mine' });
