import type { NavigateFunction, RouteObject } from 'react-router';
import { copyText } from '../feedback/copyText';
import { createFeedback, type Feedback } from '../feedback/createFeedback';
import { createI18n } from '../i18n/createI18n';
import { languageTag } from '@core/i18n/languageTag';
import type { LocaleFiles } from '../i18n/localeLoaders';
import { openPrompt } from '../runtime/actions/openPrompt';
import { runActions } from '../runtime/actions/runActions';
import type { ActionHost } from '../runtime/actions/ActionHost';
import type { Catalogue, EndpointRef } from '../runtime/api/catalogue';
import { createApiClient, type ApiClientOptions } from '../runtime/api/createApiClient';
import type { Manifest, Theme } from '../runtime/dsl';
import { createFormatters } from '../runtime/format/createFormatters';
import { resolveRouteRef } from '../runtime/navigation/resolveRouteRef';
import { withQuery } from '../runtime/navigation/withQuery';
import { createSessionService, STAFF_ENDPOINTS } from '../runtime/session/createSessionService';
import { createSessionStore, STAFF_KEYS } from '../runtime/store/createSessionStore';
import { createStateStore } from '../runtime/store/createStateStore';
import { createStorageStore } from '../runtime/store/createStorageStore';
import { createStore } from '../runtime/store/createStore';
import { browserBackend } from '../runtime/store/browserBackend';
import type { KeyValueBackend } from '../runtime/store/KeyValueBackend';
import { applyTheme } from '../theme/applyTheme';
import { deferredAreas } from '../i18n/deferredAreas';
import { buildGlobalScope } from './buildGlobalScope';
import { appLocales } from '../runtime/i18n/appLocales';
import type { AppLocation, BundleLoaders, Engine, EngineStores, RouterKind, RouterLink } from './Engine';
import { readPreferences, writePreferences } from './preferences';
import { withFragments } from './withFragments';
import { saveFile } from './saveFile';

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
  /** Where storage, session and preferences live; localStorage by default. */
  backend?: KeyValueBackend;
  fetch?: ApiClientOptions['fetch'];
  /** Tests and previews use a memory router; the app a browser (or hash) router as the manifest says. */
  router?: RouterKind;
  feedback?: Feedback;
  now?: () => number;
}

/** Builds every service of the runtime from the manifest; nothing here renders. */
export async function createEngine(options: EngineOptions): Promise<Engine> {
  const { manifest } = options;
  const backend = options.backend ?? browserBackend();
  const prefs = readPreferences(backend, manifest);
  const locales = appLocales(manifest);

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

  const localization = await createI18n({
    locale: prefs.locale,
    fallback: manifest.i18n.fallback,
    files: options.locales,
    // Only engine and screens texts are in the first download; staff.json, invest.json, ... load
    // with the screens that need them (useLazyScreen).
    deferred: deferredAreas(manifest),
  });
  const { t } = localization;
  const formatters = createFormatters({ locale: () => stores.app.get().locale, t, now: options.now });
  const feedback = options.feedback ?? createFeedback({ t, errorToastMs: manifest.api.errorToastMs });
  const swrCache = new Map<string, unknown>();

  const routing = createRouterLink(options.router ?? { type: manifest.history === 'hash' ? 'hash' : 'browser' }, options.routes);
  const firstTab = manifest.tabBar.items[0]?.route;
  const navigation: Engine['navigation'] = {
    navigate(to, { replace, query } = {}) {
      const path = resolveRouteRef(manifest, to) ?? manifest.notFound.path;
      routing.go(withQuery(path, query), replace);
    },
    back() {
      // On the page that opened the app, going back would leave it: go to the first tab instead.
      if (routing.canGoBack()) routing.go(-1);
      else navigation.navigate(firstTab ?? 'login', { replace: true });
    },
    location: () => routing.current,
  };

  // Late-bound: the api client reports auth failures to the session service built after it.
  let expireSession = () => {};
  let expireStaff = () => {};
  const api = createApiClient({
    catalogue: options.catalogue,
    resolveEndpoint: options.loadEndpoint,
    base: manifest.api.base,
    scheme: manifest.api.scheme,
    platformHeader: manifest.api.platformHeader,
    platform: manifest.api.platform,
    timeoutMs: manifest.api.timeoutMs,
    getToken: () => stores.session.get().token,
    getStaffToken: () => stores.staff.get().token,
    getLocale: () => stores.app.get().locale,
    onAuthFailure: () => expireSession(),
    onStaffAuthFailure: () => expireStaff(),
    onError: (message) => feedback.errorToast(message),
    onNetworkFailure: () => feedback.networkError(),
    codePrompts: manifest.api.codePrompts,
    onCodePrompt: (promptId) => {
      void bundleOpenPrompt(promptId);
    },
    t,
    fetch: options.fetch,
  });

  const session = createSessionService({
    api,
    session: stores.session,
    goToLogin: () => navigation.navigate('login', { replace: true }),
    onCleared: () => {
      swrCache.clear();
      stores.state.clear();
    },
  });
  expireSession = () => session.expire();

  const staffSession = createSessionService({
    api,
    session: stores.staff,
    endpoints: STAFF_ENDPOINTS,
    goToLogin: () => navigation.navigate(manifest.staff?.loginRoute ?? 'login', { replace: true }),
    onCleared: () => swrCache.clear(),
  });
  expireStaff = () => staffSession.expire();

  function setPrefs(next: Partial<typeof prefs>): void {
    const merged = { ...stores.app.get(), ...next };
    writePreferences(backend, merged);
    stores.app.set(merged);
  }

  const engine: Engine = {
    manifest,
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
    async setLocale(code) {
      if (!manifest.i18n.locales.some((l) => l.code === code)) return;
      await localization.changeLocale(code);
      document.documentElement.lang = languageTag(code);
      setPrefs({ locale: code });
    },
    loadTextArea: (area) => localization.loadArea(area),
    async reloadTexts(paths) {
      // A re-render of everything bound to the app store, so texts already on screen follow too.
      if (await localization.reload(paths)) stores.app.set({ ...stores.app.get() });
    },
    setTheme(theme: Theme) {
      if (!manifest.themes.available.includes(theme)) return;
      applyTheme(theme);
      setPrefs({ theme });
    },
    copy: copyText,
    async fileUrl(url, realm) {
      const token = (realm === 'staff' ? stores.staff : stores.session).get().token;
      // Only our own API's file routes: a config cannot make the engine send a token elsewhere.
      if (!/^\/api\/(ops\/)?files\/[A-Za-z0-9_-]+$/.test(url)) throw new Error(`Not a file of this app: ${url}`);
      const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
      const res = await doFetch(url, {
        headers: token ? { Authorization: `${manifest.api.scheme} ${token}`.trim() } : {},
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return URL.createObjectURL(await res.blob());
    },
    globalScope: () =>
      buildGlobalScope({
        state: stores.state.get(),
        storage: stores.storage.get(),
        session: stores.session.get(),
        staff: stores.staff.get(),
        conf: stores.conf.get(),
        app: stores.app.get(),
        locales,
      }),
    host(refresh = () => {}): ActionHost {
      return {
        api,
        session,
        staffSession,
        state: stores.state,
        storage: stores.storage,
        navigate: navigation.navigate,
        back: navigation.back,
        toast: feedback.toast,
        confirm: feedback.confirm,
        loadPrompt: options.bundle.prompt,
        refresh,
        setLocale: engine.setLocale,
        setTheme: (theme) => engine.setTheme(theme as Theme),
        copy: engine.copy,
        download: saveFile,
        clearCache() {
          swrCache.clear();
          stores.storage.clear();
          refresh();
        },
      };
    },
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

/** Navigation from outside React, through whichever router is mounted (see RouterBridge). */
function createRouterLink(kind: RouterKind, routes: RouteObject[]) {
  let navigate: NavigateFunction | undefined;
  // A navigation asked for before the router mounted (an auth failure during boot) waits for it.
  let pending: { to: string; replace?: boolean } | undefined;
  // How many entries the member can go back within the app. A browser router keeps the index in
  // history.state (it survives reloads); a memory router is counted here.
  let depth = 0;
  const link = {
    kind,
    routes,
    current: { pathname: kind.type === 'memory' ? (kind.initialEntries[0] ?? '/') : window.location.pathname, search: '' } as AppLocation,
    attach(fn: NavigateFunction) {
      navigate = fn;
      if (pending) {
        const { to, replace } = pending;
        pending = undefined;
        void fn(to, { replace });
      }
      return () => {
        if (navigate === fn) navigate = undefined;
      };
    },
    update(location: AppLocation, action: 'PUSH' | 'POP' | 'REPLACE') {
      link.current = { pathname: location.pathname, search: location.search };
      if (action === 'PUSH') depth += 1;
      else if (action === 'POP') depth = Math.max(0, depth - 1);
    },
    go(to: string | number, replace?: boolean) {
      if (!navigate) {
        if (typeof to === 'string') pending = { to, replace };
        return;
      }
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, { replace });
    },
    canGoBack() {
      const idx = kind.type === 'memory' ? undefined : (window.history.state as { idx?: unknown } | null)?.idx;
      return typeof idx === 'number' ? idx > 0 : depth > 0;
    },
  };
  return link satisfies RouterLink;
}
