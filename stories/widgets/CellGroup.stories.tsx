import type { Meta } from '@storybook/react-vite';
import { widgetParameters, widgetStory } from '../support/engineStory';

export default {
  title: 'Widgets/CellGroup',
  parameters: widgetParameters('CellGroup'),
} satisfies Meta;

export const WithTitle = widgetStory({
  widget: 'CellGroup',
  props: { title: { $t: 'routes.walletManage' } },
  children: [
    { widget: 'Cell', props: { title: { $t: 'routes.bindCard' }, arrow: true }, on: { click: [{ type: 'navigate', to: 'bindCard' }] } },
    { widget: 'Cell', props: { title: { $t: 'routes.bindWallet' }, arrow: true }, on: { click: [{ type: 'navigate', to: 'bindWallet' }] } },
  ],
});

/** The settings group of My: language, theme (tap to switch) and version from common/conf. */
export const SettingsMenu = widgetStory({
  widget: 'CellGroup',
  children: [
    { widget: 'Cell', props: { title: { $t: 'routes.language' }, arrow: true }, on: { click: [{ type: 'navigate', to: 'language' }] } },
    {
      widget: 'Cell',
      props: {
        title: { $t: 'mine.theme' },
        extra: { $if: { eq: [{ $bind: 'app.theme' }, 'dark'] }, then: { $t: 'mine.dark' }, else: { $t: 'mine.light' } },
        arrow: true,
      },
      on: { click: [{ type: 'setTheme', theme: { $if: { eq: [{ $bind: 'app.theme' }, 'dark'] }, then: 'light', else: 'dark' } }] },
    },
    { widget: 'Cell', props: { title: { $t: 'mine.version' }, extra: { $bind: 'conf.app_version' } } },
  ],
});

export const TwoGroups = widgetStory([
  {
    widget: 'CellGroup',
    props: { title: { $t: 'routes.password' } },
    children: [
      {
        widget: 'Cell',
        props: { title: { $t: 'routes.changePassword' }, arrow: true },
        on: { click: [{ type: 'navigate', to: 'changePassword' }] },
      },
      {
        widget: 'Cell',
        props: { title: { $t: 'routes.payPassword' }, arrow: true },
        on: { click: [{ type: 'navigate', to: 'payPassword' }] },
      },
    ],
  },
  {
    widget: 'CellGroup',
    props: { title: { $t: 'routes.userinfo' } },
    children: [
      {
        widget: 'Cell',
        props: { title: { $t: 'routes.changeEmail' }, extra: 'm***@example.com', arrow: true },
        on: { click: [{ type: 'navigate', to: 'changeEmail' }] },
      },
      {
        widget: 'Cell',
        props: { title: { $t: 'routes.changePhone' }, extra: '+82 10****5678', arrow: true },
        on: { click: [{ type: 'navigate', to: 'changePhone' }] },
      },
    ],
  },
]);
