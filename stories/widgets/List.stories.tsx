import type { Meta } from '@storybook/react-vite';
import type { NodeSpec, ScreenSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';
import { countries, serviceError } from '../support/fixturesApp';
import { news } from '../support/fixturesNews';

export default {
  title: 'Widgets/List',
  parameters: widgetParameters('List'),
} satisfies Meta;

const newsScreen: Partial<ScreenSpec> = { data: { news: { endpoint: 'news/list', params: { page: 1, limit: 20 } } } };

const newsList = (props: Record<string, unknown> = {}): NodeSpec => ({
  widget: 'CellGroup',
  children: [
    {
      widget: 'List',
      props: { source: 'news', path: 'list', keyField: 'id', ...props },
      children: [
        {
          widget: 'Cell',
          props: {
            title: { $bind: 'item.title' },
            description: { $bind: 'item.summary' },
            extra: { $fmt: 'relativeTime', value: { $bind: 'item.published_at' } },
            arrow: true,
          },
          on: { click: [{ type: 'toast', text: { $bind: 'item.source' } }] },
        },
      ],
    },
  ],
});

/** news/list answers three items: one Cell per item, with `item` in scope. */
export const WithItems = widgetStory(newsList(), { fixtures: { 'news/list': news }, screen: newsScreen });

/** The area picker's list (member/country), with the chosen one checked. */
export const Countries = widgetStory(
  {
    widget: 'List',
    props: { source: 'countries', path: 'list', keyField: 'code' },
    children: [
      {
        widget: 'Cell',
        props: {
          title: { $bind: 'item.name' },
          extra: { $concat: ['+', { $bind: 'item.dial' }] },
          selected: { $if: { eq: [{ $bind: 'item.code' }, { $bind: 'state.area.code' }] }, then: true, else: false },
        },
        on: { click: [{ type: 'set', path: 'state.area', value: { code: { $bind: 'item.code' }, dial: { $bind: 'item.dial' } } }] },
      },
    ],
  },
  {
    fixtures: { 'member/country': countries },
    state: { area: { code: 'KR', dial: '82' } },
    screen: { data: { countries: { endpoint: 'member/country' } } },
  },
);

/** An empty array: the engine's default empty state. */
export const Empty = widgetStory(newsList(), { fixtures: { 'news/list': { ...news, list: [], total: 0 } }, screen: newsScreen });

/** An empty array with the screen's own emptyTitle and emptyDescription. */
export const EmptyWithOwnText = widgetStory(
  newsList({ emptyTitle: { $t: 'soon.news.title' }, emptyDescription: { $t: 'soon.news.description' } }),
  {
    fixtures: { 'news/list': { ...news, list: [], total: 0 } },
    screen: newsScreen,
  },
);

/** The source fails (a non-zero code): the error with the server's message and Retry. */
export const LoadError = widgetStory(newsList(), { fixtures: { 'news/list': serviceError }, screen: newsScreen });
