import type { NavigateFunction, RouteObject } from 'react-router';
import type { AppLocation, RouterKind, RouterLink } from '../context/Engine';

/** Navigation from outside React, through whichever router is mounted (see RouterBridge). */
export function createRouterLink(kind: RouterKind, routes: RouteObject[]) {
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
