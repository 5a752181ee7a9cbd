import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/RecentSearches',
  parameters: widgetParameters('RecentSearches'),
} satisfies Meta;

const nodes: NodeSpec[] = [
  { widget: 'SearchBar', props: { stateKey: 'q' } },
  { widget: 'RecentSearches', props: { stateKey: 'q', storageKey: 'recent', max: 5 } },
];

/** Three searches remembered on this device; a tap searches again. */
export const Korean = widgetStory(nodes, { storage: { recent: ['SPY', 'QQQ', 'VUSA'] } }, { globals: { locale: 'ko', theme: 'light' } });
export const English = widgetStory(nodes, { storage: { recent: ['SPY', 'QQQ', 'VUSA'] } }, { globals: { locale: 'en', theme: 'light' } });
export const EnglishDark = widgetStory(
  nodes,
  { storage: { recent: ['SPY', 'QQQ', 'VUSA'] } },
  { globals: { locale: 'en', theme: 'dark' } },
);

/** Nothing remembered yet: nothing shown. */
export const None = widgetStory(nodes);
