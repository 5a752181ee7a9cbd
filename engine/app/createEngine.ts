import type { RouteObject } from 'react-router';
import { copyText } from '../feedback/copyText';
import { createFeedback, type Feedback } from '../feedback/createFeedback';
import { createI18n } from '../i18n/createI18n';
import { languageTag } from '@core/i18n/languageTag';
import type { LocaleFiles } from '../i18n/localeLoaders';
import { openPrompt } from '../runtime/actions/openPrompt';
import { runActions } from '../runtime/actions/runActions';
import type { Catalogue, EndpointRef } from '../runtime/api/catalogue';
import type { ApiClientOptions } from '../runtime/api/createApiClient';
import type { Manifest } from '../runtime/dsl';
import { createFormatters } from '../runtime/format/createFormatters';
import { createAppRealtime, originConnect, type RealtimeConnect } from '../runtime/realtime/appRealtime';
import { createSessionStore, STAFF_KEYS } from '../runtime/store/createSessionStore';
import { createStateStore } from '../runtime/store/createStateStore';
import { createStorageStore } from '../runtime/store/createStorageStore';
import { createStore } from '../runtime/store/createStore';
import { browserBackend } from '../runtime/store/browserBackend';
import type { KeyValueBackend } from '../runtime/store/KeyValueBackend';
import { applyTheme } from '../theme/applyTheme';
import { deferredAreas } from '../i18n/deferredAreas';
import { createActionHost, type HostParts } from './actionHost';
import { appLocales } from '../runtime/i18n/appLocales';
import { buildGlobalScope } from '../context/buildGlobalScope';
import type { AppPreferences, BundleLoaders, Engine, EngineStores, RouterKind, WidgetRegistry } from '../context/Engine';
import { createNavigation } from './engineNavigation';
import { createApiAndSessions } from './engineSessions';
import { fetchFileUrl } from './fileUrl';
import { localeAndTheme } from './localeAndTheme';
import { readPreferences } from './preferences';
import { createRouterLink } from './routerLink';
import { withFragments } from './withFragments';

export interface EngineOptions {
  manifest: Manifest;
  catalogue: Catalogue;
  /** Loads an endpoint the catalogue does not hold yet (engine/app/catalogue.ts: the operations calls). */
  loadEndpoint?: (endpointId: string) => Promise<EndpointRef | undefined>;
  bundle: BundleLoaders;
  /** Dictionary files by bundle path (locales/<code>/<area>.json); only engine and screens load before the first render (deferredAreas). */
  locales: LocaleFiles;
  /** The app's routes (buildRoutes(manifest)); passed in so this module stays free of components. */
  routes: RouteObject[];
  /** The widgets (widgets/registry.ts, or a story's variant), passed in for the same reason. */
  widgets: WidgetRegistry;
  /** Where storage, session and preferences live; localStorage by default. */
  backend?: KeyValueBackend;
  fetch?: ApiClientOptions['fetch'];
  /** Tests and previews use a memory router; the app a browser (or hash) router as the manifest says. */
  router?: RouterKind;
  feedback?: Feedback;
  now?: () => number;
  /** How the realtime connection opens: this origin's /ws by default, a stand-in in stories. */
  realtime?: RealtimeConnect;
  /** The studio preview's view of scopes and actions (bootPreview); the app has none. */
  inspector?: Engine['inspector'];
}

/**
 * The stores behind the binding scope (storage, sessions and preferences live in `backend`), with the
 * stored theme and language already on the document, before anything renders.
 */
function createEngineStores(backend: KeyValueBackend, prefs: AppPreferences): EngineStores {
  const stores: EngineStores = {
    state: createStateStore(),
    storage: createStorageStore(backend),
    session: createSessionStore(backend),
    staff: createSessionStore(backend, STAFF_KEYS),
    conf: createStore<unknown>(undefined),
    app: createStore(prefs),
  };
  applyTheme(prefs.theme);
  // A language tag (ja, not the product's jp): screen readers and the browser pick voice and hyphenation by it.
  document.documentElement.lang = languageTag(prefs.locale);
  return stores;
}

function createLocalization(manifest: Manifest, locale: string, files: LocaleFiles) {
  return createI18n({
    locale,
    fallback: manifest.i18n.fallback,
    files,
    // Only engine and screens texts are in the first download; staff.json, invest.json, ... load
    // with the screens that need them (useLazyScreen).
    deferred: deferredAreas(manifest),
  });
}

/** The app-wide part of the binding scope, read from the stores as they are now. */
function globalScopeOf(stores: EngineStores, locales: readonly string[], languages: Manifest['i18n']['locales']) {
  return buildGlobalScope({
    state: stores.state.get(),
    storage: stores.storage.get(),
    session: stores.session.get(),
    staff: stores.staff.get(),
    conf: stores.conf.get(),
    app: stores.app.get(),
    locales,
    languages,
  });
}

/**
 * Builds every service of the runtime from the manifest; nothing here renders. The services are made
 * in files of their own (engineApi, engineSessions, engineNavigation, routerLink, actionHost, ...);
 * this puts them together in the order they depend on each other.
 */
export async function createEngine(options: EngineOptions): Promise<Engine> {
  const { manifest } = options;
  const backend = options.backend ?? browserBackend();
  const prefs = readPreferences(backend, manifest);
  // The app's locales, once: the same array in every scope, so memoised bindings hold.
  const locales = appLocales(manifest);
  const stores = createEngineStores(backend, prefs);
  const localization = await createLocalization(manifest, prefs.locale, options.locales);
  const { t } = localization;
  const formatters = createFormatters({ locale: () => stores.app.get().locale, t, now: options.now });
  const feedback = options.feedback ?? createFeedback({ t, errorToastMs: manifest.api.errorToastMs });
  const swrCache = new Map<string, unknown>();
  const routing = createRouterLink(options.router ?? { type: manifest.history === 'hash' ? 'hash' : 'browser' }, options.routes);
  const navigation = createNavigation(manifest, routing);
  const { api, session, staffSession } = createApiAndSessions({
    ...options,
    stores,
    feedback,
    t,
    navigation,
    swrCache,
    onCodePrompt: (promptId) => void bundleOpenPrompt(promptId),
  });
  // Opened by its first reader (live quotes, publications, the chat), not here: most screens need none.
  const realtime = createAppRealtime(options.realtime ?? originConnect());
  const hostParts: HostParts = { api, session, staffSession, stores, navigation, feedback, swrCache, loadPrompt: options.bundle.prompt };

  const engine: Engine = {
    manifest,
    widgets: options.widgets,
    stores,
    api,
    session,
    staffSession,
    i18n: localization.i18n,
    t,
    formatters,
    feedback,
    bundle: withFragments(options.bundle),
    navigation,
    routing,
    swrCache,
    realtime,
    ...localeAndTheme(manifest, backend, stores, localization),
    copy: copyText,
    fileUrl: (url, realm) =>
      fetchFileUrl(url, (realm === 'staff' ? stores.staff : stores.session).get().token, manifest.api.scheme, options.fetch),
    globalScope: () => globalScopeOf(stores, locales, manifest.i18n.locales),
    inspector: options.inspector,
    host: (refresh) => createActionHost(engine, hostParts, refresh),
    async start({ startActions = true } = {}) {
      const [conf] = await Promise.allSettled([api.call('common/conf', {}, { toast: false }), session.refreshUser()]);
      if (conf.status === 'fulfilled') stores.conf.set(conf.value);
      // The manifest's start actions see the loaded session (a stale token was cleared just above).
      if (startActions && manifest.onStart?.length)
        await runActions(manifest.onStart, { host: engine.host(), scope: engine.globalScope, t, formatters });
    },
  };

  async function bundleOpenPrompt(promptId: string): Promise<void> {
    const prompt = await options.bundle.prompt(promptId);
    if (prompt) await openPrompt(prompt, { host: engine.host(), scope: engine.globalScope, t, formatters });
  }

  return engine;
}
