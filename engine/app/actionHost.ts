import type { ActionHost, PushDevice } from '../runtime/actions/ActionHost';
import type { Theme } from '../runtime/dsl';
import type { BundleLoaders, Engine } from '../context/Engine';
import { saveFile } from './saveFile';

/** The services an action host is built from: the engine's own, as createEngine made them. */
export type HostParts = Pick<Engine, 'api' | 'session' | 'staffSession' | 'stores' | 'navigation' | 'feedback' | 'swrCache'> & {
  /** The bundle's prompt loader as given (without withFragments' wrapping). */
  loadPrompt: BundleLoaders['prompt'];
};

/**
 * What actions may do, for one screen (`refresh` refetches its data sources). Locale, theme and
 * copy go through `engine`, so a caller that replaced them on the engine is the one actions reach.
 */
export function createActionHost(engine: Engine, parts: HostParts, refresh: ActionHost['refresh'] = () => {}): ActionHost {
  const { stores, navigation, feedback, swrCache } = parts;
  const { inspector } = engine;
  return {
    api: parts.api,
    session: parts.session,
    staffSession: parts.staffSession,
    state: stores.state,
    storage: stores.storage,
    navigate: navigation.navigate,
    back: navigation.back,
    toast: feedback.toast,
    confirm: feedback.confirm,
    loadPrompt: parts.loadPrompt,
    refresh,
    setLocale: engine.setLocale,
    setTheme: (theme) => engine.setTheme(theme as Theme),
    copy: engine.copy,
    download: saveFile,
    push: lazyPushDevice(),
    trace: inspector && ((action, scope) => inspector.step(action, scope)),
    clearCache() {
      swrCache.clear();
      stores.storage.clear();
      refresh();
    },
  };
}

/**
 * Web Push where the browser has the Push API (Safari on iOS only for an app opened from the Home
 * Screen, iOS 16.4+). Its code (pushDevice.ts) is fetched with the first push action: only My ->
 * Notifications has one, so it stays out of every member's first download.
 */
function lazyPushDevice(): PushDevice | undefined {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  const device = () => import('./pushDevice').then((m) => m.browserPushDevice());
  return {
    subscribe: async (publicKey) => (await device()).subscribe(publicKey),
    unsubscribe: async () => (await device()).unsubscribe(),
  };
}
