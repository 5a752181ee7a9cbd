import type { WidgetRegistry } from '../context/Engine';
import './styles';
import type { Feedback } from '../feedback/createFeedback';
import { installAntdRender } from '../feedback/installAntdRender';
import { bundledLocaleFiles } from '../i18n/localeLoaders';
import type { Manifest, ScreenSpec, Theme } from '../runtime/dsl';
import { STAFF_KEYS, TOKEN_KEY, USER_KEY } from '../runtime/store/createSessionStore';
import { memoryBackend } from '../runtime/store/memoryBackend';
import { buildRoutes } from './buildRoutes';
import { bundleLoaders } from './bundleLoaders';
import { catalogue, loadEndpoint } from './catalogue';
import { fixtureFetch, isEnvelope, type Fixture } from './fixtureFetch';
import { createEngine } from './createEngine';
import type { RealtimeConnect } from '../runtime/realtime/appRealtime';
import type { Engine } from '../context/Engine';
import { widgetRegistry } from '../widgets/registry';

export type { Fixture } from './fixtureFetch';

export interface PreviewOptions {
  manifest: Manifest;
  /** Where the preview starts (a path or alias of the manifest). */
  path?: string;
  /** A screen that is not in the bundle, shown at /__preview (e.g. one widget in a story). */
  screen?: ScreenSpec;
  /** Endpoint id -> reply. Unlisted endpoints answer code 0 with empty data. */
  fixtures?: Record<string, Fixture>;
  /** Preview as this logged-in member (member/info data). */
  user?: unknown;
  /** Preview staff screens as this signed-in staff member (ops/me data). */
  staff?: unknown;
  locale?: string;
  theme?: Theme;
  /** Initial in-memory state (state.*). */
  state?: Record<string, unknown>;
  feedback?: Feedback;
  /** How the realtime connection opens: this origin's /ws by default; stories have a stand-in. */
  realtime?: RealtimeConnect;
  /** The widgets; the app's by default (a story swaps in stand-ins for what Storybook cannot serve). */
  widgets?: WidgetRegistry;
}

export const PREVIEW_PATH = '/__preview';

/**
 * An engine for Storybook and design previews: the real bundle, catalogue and dictionaries, a
 * memory router, storage that forgets, and a server answered from fixtures. Render it with
 * <App engine={engine} />.
 */
/**
 * The deferred text areas of a previewed screen: those its routes declare; a screen made for the
 * preview (a widget story) belongs to no route, so it gets every member area a route names.
 */
function previewTexts(manifest: Manifest, screenId: string): string[] {
  const own = manifest.routes.filter((r) => r.screen === screenId);
  const areas = (own.length > 0 ? own : manifest.routes).flatMap((r) => r.texts ?? []);
  return [...new Set(areas)].sort();
}

export async function createPreviewEngine(options: PreviewOptions): Promise<Engine> {
  installAntdRender();
  const { screen } = options;
  const manifest: Manifest = screen
    ? {
        ...options.manifest,
        routes: [
          ...options.manifest.routes,
          {
            name: '__preview',
            path: PREVIEW_PATH,
            screen: screen.id,
            login: false,
            title: '',
            texts: previewTexts(options.manifest, screen.id),
          },
        ],
      }
    : // No route title: the screen's own (a value since DSL 2) is the page title.
      options.manifest;

  const fetch = fixtureFetch(manifest, options.fixtures);

  const stored: Record<string, string> = {};
  if (options.user !== undefined) {
    stored[TOKEN_KEY] = JSON.stringify('preview-token');
    stored[USER_KEY] = JSON.stringify(options.user);
  }
  if (options.staff !== undefined) {
    stored[STAFF_KEYS.token] = JSON.stringify('preview-staff-token');
    stored[STAFF_KEYS.user] = JSON.stringify(options.staff);
  }
  if (options.locale) stored['meridian.locale'] = JSON.stringify(options.locale);
  if (options.theme) stored['meridian.theme'] = JSON.stringify(options.theme);

  const engine = await createEngine({
    manifest,
    catalogue,
    loadEndpoint,
    bundle: { ...bundleLoaders, screen: async (id) => (screen && id === screen.id ? screen : bundleLoaders.screen(id)) },
    locales: bundledLocaleFiles(),
    routes: buildRoutes(manifest),
    widgets: options.widgets ?? widgetRegistry,
    backend: memoryBackend(stored),
    fetch,
    feedback: options.feedback,
    realtime: options.realtime,
    router: { type: 'memory', initialEntries: [options.path ?? (screen ? PREVIEW_PATH : '/')] },
  });
  // Staff widgets shown outside a staff route (a story of one form) still need the staff texts.
  if (options.staff !== undefined) await engine.loadTextArea('staff');
  for (const [key, value] of Object.entries(options.state ?? {})) engine.stores.state.setIn(key, value);
  if (options.fixtures?.['common/conf'] !== undefined && !isEnvelope(options.fixtures['common/conf']))
    engine.stores.conf.set(options.fixtures['common/conf']);
  return engine;
}
