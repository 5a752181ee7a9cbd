import type { Meta } from '@storybook/react-vite';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/SearchBar',
  parameters: widgetParameters('SearchBar'),
} satisfies Meta;

/** Shows what the search bar wrote to state, once typing pauses. */
const echo = [caption('state.keyword:'), { widget: 'Text', props: { text: { $bind: 'state.keyword', default: '—' }, variant: 'muted' } }];

export const WithPlaceholder = widgetStory([
  { widget: 'SearchBar', props: { stateKey: 'keyword', placeholder: { $t: 'areas.search' }, debounceMs: 300 } },
  ...echo,
]);

export const DefaultPlaceholder = widgetStory([{ widget: 'SearchBar', props: { stateKey: 'keyword' } }, ...echo]);

export const WithText = widgetStory(
  [{ widget: 'SearchBar', props: { stateKey: 'keyword', placeholder: { $t: 'areas.search' } } }, ...echo],
  { state: { keyword: 'Korea' } },
);
