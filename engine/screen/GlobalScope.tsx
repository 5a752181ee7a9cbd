import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { buildGlobalScope } from '../context/buildGlobalScope';
import { useEngine } from '../context/EngineContext';
import { useStore } from '../context/useStore';
import { appLocales } from '../runtime/i18n/appLocales';
import type { Scope } from '../runtime/scope';

const GlobalScopeContext = createContext<Scope>({});

/**
 * Subscribes once to the app stores and hands the app-wide scope down, so a store change
 * re-renders the nodes that bind to it through one subscription instead of one per node.
 */
export function GlobalScopeProvider({ children }: { children: ReactNode }) {
  const { stores, manifest } = useEngine();
  const locales = useMemo(() => appLocales(manifest), [manifest]);
  const state = useStore(stores.state);
  const storage = useStore(stores.storage);
  const session = useStore(stores.session);
  const staff = useStore(stores.staff);
  const conf = useStore(stores.conf);
  const app = useStore(stores.app);
  const scope = useMemo(
    () => buildGlobalScope({ state, storage, session, staff, conf, app, locales, languages: manifest.i18n.locales }),
    [state, storage, session, staff, conf, app, locales, manifest],
  );
  return <GlobalScopeContext.Provider value={scope}>{children}</GlobalScopeContext.Provider>;
}

export function useGlobalScope(): Scope {
  return useContext(GlobalScopeContext);
}
