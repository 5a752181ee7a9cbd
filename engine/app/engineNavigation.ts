import type { Manifest } from '../runtime/dsl';
import { resolveRouteRef } from '../runtime/navigation/resolveRouteRef';
import { withQuery } from '../runtime/navigation/withQuery';
import type { Navigation } from '../context/Engine';
import type { createRouterLink } from './routerLink';

/** Navigation by route name (or path or alias of app.json) through the router link; unknown routes go to the not-found page. */
export function createNavigation(manifest: Manifest, routing: ReturnType<typeof createRouterLink>): Navigation {
  const firstTab = manifest.tabBar.items[0]?.route;
  const navigation: Navigation = {
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
  return navigation;
}
