import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { App } from '@engine/app/App';
import { createPreviewEngine, type Fixture } from '@engine/app/createPreviewEngine';
import type { Engine } from '@engine/context/Engine';
import type { Manifest, NodeSpec, ScreenSpec, Theme } from '@engine/runtime/dsl';
import { widgetRegistry } from '@engine/widgets/registry';
import appJson from '@screens/app.json';
import widgetCatalog from '@schemas/dsl/widgets.json';
import { conf } from './fixturesApp';
import { StoryPhonePreview } from './phonePreview';
import type { RealtimeConnect } from '@engine/runtime/realtime/appRealtime';
import { quietRealtime } from './realtimeStandIns';
import { DSL_VERSION } from '@core/dsl/version';

/** The real app manifest (screens/app.json): routes, tab bar, locales, themes. */
export const manifest = appJson as Manifest;

// PhonePreview frames the app server's preview page, which Storybook does not serve: every story
// (its widget story and the studio screens that show it) renders it through StoryPhonePreview, the
// same panel with a frame Storybook serves. See stories/support/phonePreview.tsx.
const storyWidgets = { ...widgetRegistry, PhonePreview: StoryPhonePreview };

export type WidgetName = keyof typeof widgetCatalog.widgets;

/** What a story previews: a bundle route, or a screen of its own, against fixture API data. */
export interface PreviewSetup {
  /** A path or alias of app.json (the real screen from screens/pages). */
  path?: string;
  /** A screen made for the story (a widget preview), shown at /__preview. */
  screen?: ScreenSpec;
  /** Endpoint id -> data, or a failing envelope {code, msg}. common/conf has a default. */
  fixtures?: Record<string, Fixture>;
  /** Signed in as this member (member/info data, also answered by member/info). */
  user?: unknown;
  /** Signed in to the staff screens as this staff member (ops/me data, also answered by ops/me). */
  staff?: unknown;
  /** Initial state.* values. */
  state?: Record<string, unknown>;
  /** Values remembered on the device (storage.*), e.g. rememberEmail. */
  storage?: Record<string, unknown>;
  /**
   * Storybook serves no /ws: the app's realtime connection is a stand-in that signs in and stays
   * quiet (quietRealtime), unless the story brings another (StudioPresence's own story).
   */
  realtime?: RealtimeConnect;
}

interface Loaded {
  engine: Engine;
  serial: number;
}

let serial = 0;

function localeOf(globals: StoryContext['globals']): string {
  const code = globals.locale;
  return typeof code === 'string' && manifest.i18n.locales.some((l) => l.code === code) ? code : manifest.i18n.default;
}

function themeOf(globals: StoryContext['globals']): Theme {
  const theme = globals.theme;
  return manifest.themes.available.includes(theme as Theme) ? (theme as Theme) : manifest.themes.default;
}

/**
 * A story that renders the app through the real engine: createPreviewEngine on a memory router,
 * its server answered from fixtures, in the language and theme of the toolbar (or the story's own
 * `globals`). The engine is built in a loader, so Storybook shows the story only once it is ready;
 * a new engine (a new language or theme) remounts the app.
 */
export function engineStory(setup: PreviewSetup, story: StoryObj = {}): StoryObj {
  return {
    ...story,
    loaders: [
      async ({ globals }): Promise<{ preview: Loaded }> => {
        const fixtures: Record<string, Fixture> = { 'common/conf': conf, ...setup.fixtures };
        if (setup.user !== undefined && !('member/info' in fixtures)) fixtures['member/info'] = setup.user;
        if (setup.staff !== undefined && !('ops/me' in fixtures)) fixtures['ops/me'] = setup.staff;
        const engine = await createPreviewEngine({
          manifest,
          widgets: storyWidgets,
          path: setup.path,
          screen: setup.screen,
          fixtures,
          user: setup.user,
          staff: setup.staff,
          state: setup.state,
          locale: localeOf(globals),
          theme: themeOf(globals),
          realtime: setup.realtime ?? quietRealtime,
        });
        // PreviewOptions has no storage option: write remembered values through the store.
        for (const [key, value] of Object.entries(setup.storage ?? {})) engine.stores.storage.put(key, value);
        serial += 1;
        return { preview: { engine, serial } };
      },
    ],
    render: (_args, { loaded }) => {
      const { engine, serial: key } = (loaded as { preview: Loaded }).preview;
      return <App key={key} engine={engine} />;
    },
  };
}

/**
 * A screen story pinned to a language and a theme (the story's own globals, which lock the
 * toolbar): screens are shown in Korean and English, light and dark.
 */
export function pinnedStory(setup: PreviewSetup, locale: 'ko' | 'en', theme: Theme, story: StoryObj = {}): StoryObj {
  return engineStory(setup, { ...story, globals: { ...story.globals, locale, theme } });
}

/** Story parameters of a widget's file: its description from schemas/dsl/widgets.json. */
export function widgetParameters(name: WidgetName): Meta['parameters'] {
  return { docs: { description: { component: widgetCatalog.widgets[name].description } } };
}

/**
 * A one-widget screen: the nodes inside a padded Stack, no navbar. `extra` adds data sources or
 * initial state to the screen.
 */
export function widgetScreen(nodes: NodeSpec | NodeSpec[], extra: Partial<Omit<ScreenSpec, 'body'>> = {}): ScreenSpec {
  return {
    dslVersion: DSL_VERSION,
    id: '__widget',
    title: 'routes.planned',
    navbar: { show: false },
    ...extra,
    body: [{ widget: 'Stack', props: { gap: 'lg', padding: 'md' }, children: Array.isArray(nodes) ? nodes : [nodes] }],
  };
}

/** A widget story: the nodes in a one-widget screen, rendered by the real engine. */
export function widgetStory(
  nodes: NodeSpec | NodeSpec[],
  options: Omit<PreviewSetup, 'screen' | 'path'> & { screen?: Partial<Omit<ScreenSpec, 'body'>> } = {},
  story: StoryObj = {},
): StoryObj {
  const { screen, ...setup } = options;
  return engineStory({ ...setup, screen: widgetScreen(nodes, screen) }, story);
}

/** A caption above a variant in a widget story. */
export function caption(text: string): NodeSpec {
  return { widget: 'Text', props: { text, variant: 'caption' } };
}
