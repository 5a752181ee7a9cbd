import type { Meta } from '@storybook/react-vite';
import type { NodeSpec } from '@engine/runtime/dsl';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/Cell',
  parameters: widgetParameters('Cell'),
} satisfies Meta;

const group = (...children: NodeSpec[]): NodeSpec => ({ widget: 'CellGroup', children });

/** Without a click handler a cell shows no press feedback. */
export const Plain = widgetStory(group({ widget: 'Cell', props: { title: { $t: 'mine.version' }, extra: '1.0.9' } }));

export const WithDescription = widgetStory(
  group({
    widget: 'Cell',
    props: { title: { $t: 'routes.realname' }, description: { $t: 'planned.realname' }, extra: { $t: 'prompts.goVerify' }, arrow: true },
    on: { click: [{ type: 'toast', text: { $t: 'routes.realname' } }] },
  }),
);

export const Arrow = widgetStory(
  group(
    { widget: 'Cell', props: { title: { $t: 'routes.language' }, arrow: true }, on: { click: [{ type: 'navigate', to: 'language' }] } },
    {
      widget: 'Cell',
      props: { title: { $t: 'routes.userCustomerService' }, arrow: true },
      on: { click: [{ type: 'navigate', to: 'userCustomerService' }] },
    },
  ),
);

export const Selected = widgetStory(
  group(
    { widget: 'Cell', props: { title: '한국어', selected: true }, on: { click: [{ type: 'toast', text: '한국어' }] } },
    { widget: 'Cell', props: { title: 'English', selected: false }, on: { click: [{ type: 'toast', text: 'English' }] } },
    { widget: 'Cell', props: { title: 'South Korea', extra: '+82', selected: true }, on: { click: [{ type: 'toast', text: '+82' }] } },
  ),
);

export const NumberExtra = widgetStory(
  group(
    {
      widget: 'Cell',
      props: { title: { $t: 'routes.historyRecord' }, extra: 12, arrow: true },
      on: { click: [{ type: 'navigate', to: 'historyRecord' }] },
    },
    { widget: 'Cell', props: { title: { $t: 'routes.account' }, extra: { $fmt: 'money', value: 12850.5 } } },
  ),
);
