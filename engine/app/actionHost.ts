import type { ActionHost } from '../runtime/actions/ActionHost';
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
    trace: inspector && ((action, scope) => inspector.step(action, scope)),
    clearCache() {
      swrCache.clear();
      stores.storage.clear();
      refresh();
    },
  };
}
