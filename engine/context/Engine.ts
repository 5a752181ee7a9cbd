import type { i18n as I18n } from 'i18next';
import type { NavigateFunction, RouteObject } from 'react-router';
import type { Feedback } from '../feedback/createFeedback';
import type { PrecompiledForm } from '../generated/forms/index';
import type { ActionHost } from '../runtime/actions/ActionHost';
import type { ApiClient } from '../runtime/api/createApiClient';
import type { FormSpec, FragmentSpec, Manifest, PromptSpec, ScreenSpec, Theme, WidgetName } from '../runtime/dsl';
import type { Widget } from '../kit/WidgetProps';
import type { Formatters } from '../runtime/format/createFormatters';
import type { AppRealtime } from '../runtime/realtime/appRealtime';
import type { Inspector } from '../runtime/inspect/Inspector';
import type { Scope, Translate } from '../runtime/scope';
import type { SessionService } from '../runtime/session/createSessionService';
import type { Store } from '../runtime/store/createStore';
import type { SessionStore } from '../runtime/store/createSessionStore';
import type { StateStore } from '../runtime/store/createStateStore';
import type { StorageStore } from '../runtime/store/createStorageStore';

/** Which history the app runs on: the manifest's (browser or hash), or memory in tests and previews. */
export type RouterKind = { type: 'browser' } | { type: 'hash' } | { type: 'memory'; initialEntries: string[] };

export interface AppLocation {
  pathname: string;
  search: string;
}

export interface AppPreferences {
  locale: string;
  theme: Theme;
}

/** The stores behind the binding scope (state, storage, session, conf, app). */
export interface EngineStores {
  state: StateStore;
  storage: StorageStore;
  session: SessionStore;
  /** The operations staff session (ops/login_verify token and ops/me), apart from the member's. */
  staff: SessionStore;
  /** common/conf data, loaded at start (spec: "kept as system info"). */
  conf: Store<unknown>;
  app: Store<AppPreferences>;
}

/** How the engine reads the bundle (screens/): lazily, one chunk per file. */
export interface BundleLoaders {
  screen(id: string): Promise<ScreenSpec | undefined>;
  prompt(id: string): Promise<PromptSpec | undefined>;
  form(id: string): Promise<FormSpec | undefined>;
  /** A fragment (screens/fragments/<id>.json); screens come with their fragments already expanded. */
  fragment(id: string): Promise<FragmentSpec | undefined>;
  /**
   * Whether the fragment served now differs from the one built into the app (a studio publication
   * or a preview's draft changed it): then a screen's built-in copy (tools/build/embedFragments.ts)
   * is not used. Absent: nothing is overridden.
   */
  fragmentOverridden?(id: string): boolean;
  /** The form's precompiled validators and expanded schema (npm run gen). */
  compiledForm(id: string): Promise<PrecompiledForm | undefined>;
}

export interface Navigation {
  /** `to`: a route name, or a path or alias of app.json. */
  navigate(to: string, options?: { replace?: boolean; query?: Record<string, unknown> }): void;
  /** Back in history, or to the first tab when the app was opened on this page. */
  back(): void;
  /** Where the app is now. */
  location(): AppLocation;
}

/**
 * The link between the engine and the mounted router (engine/app/RouterBridge.tsx): the engine
 * navigates from outside React (actions, auth failures) through the router's navigate function.
 */
export interface RouterLink {
  kind: RouterKind;
  routes: RouteObject[];
  /** Hands the engine the router's navigate function; returns a detach function. */
  attach(navigate: NavigateFunction): () => void;
  /** Reports each location change and how it happened. */
  update(location: AppLocation, action: 'PUSH' | 'POP' | 'REPLACE'): void;
}

/** Everything the React runtime shares: one per app (and one per test). */
/** Widget name -> component: the app's (widgets/registry.ts), or a story's with a stand-in. */
export type WidgetRegistry = Readonly<Record<WidgetName, Widget>>;

export interface Engine {
  manifest: Manifest;
  /** The widgets screens are drawn with, given to createEngine: no module holds them globally. */
  widgets: WidgetRegistry;
  stores: EngineStores;
  api: ApiClient;
  session: SessionService;
  /** Staff sign-in and sign-out: ops/me, ops/logout, and the manifest's staff login route. */
  staffSession: SessionService;
  i18n: I18n;
  t: Translate;
  formatters: Formatters;
  feedback: Feedback;
  bundle: BundleLoaders;
  navigation: Navigation;
  routing: RouterLink;
  /** SWR's cache; emptied when the session changes so no member sees another's data. */
  swrCache: Map<string, unknown>;
  /** The app's one realtime connection (/ws): quotes, publications, the chat and the studio's presence share it. */
  realtime: AppRealtime;
  setLocale(code: string): Promise<void>;
  /** Loads a dictionary area the app defers (staff texts) for the locales in use. */
  loadTextArea(area: string): Promise<void>;
  /** Reads dictionary files again after a publication replaced them, and re-renders. */
  reloadTexts(paths: string[]): Promise<void>;
  setTheme(theme: Theme): void;
  copy(text: string): Promise<boolean>;
  /**
   * A private file (an uploaded photo) as an object URL: fetched with the session's token, since an
   * <img> cannot send one. `staff` reads with the staff token. The caller revokes the URL.
   */
  fileUrl(url: string, realm: 'member' | 'staff'): Promise<string>;
  /** The app-wide part of the binding scope, as it is now. */
  globalScope(): Scope;
  /** The studio preview's inspector (engine/app/previewInspector.ts); absent in the app. */
  inspector?: Inspector;
  /** An action host; `refresh` refetches data sources of the screen the actions belong to. */
  host(refresh?: ActionHost['refresh']): ActionHost;
  /**
   * Loads common/conf and, with a stored token, member/info, then runs the manifest's onStart
   * actions. Boot calls it once. The studio's preview passes `{ startActions: false }`: it shows the
   * one screen staff picked, and a start action that navigates (re-acceptance of documents) would
   * replace it.
   */
  start(options?: { startActions?: boolean }): Promise<void>;
}
