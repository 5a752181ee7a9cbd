import { Navigate, type RouteObject } from 'react-router';
import type { Manifest } from '../runtime/dsl';
import { ScreenRoute } from '../screen/ScreenRoute';
import { AppShell } from './AppShell';

/**
 * One router entry per manifest route at its path and again at its alias, the 404 route, and a
 * catch-all that redirects to it. There is no login guard: spec section 2 lets every navigation
 * through, and calls enforce the session (an auth call without a token goes to login).
 */
export function buildRoutes(manifest: Manifest): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of manifest.routes) {
    const element = (
      <ScreenRoute
        key={route.name}
        name={route.name}
        screen={route.screen}
        title={route.title}
        plannedIn={route.plannedIn}
        texts={route.texts}
      />
    );
    children.push({ path: route.path, element });
    if (route.alias && route.alias !== route.path) children.push({ path: route.alias, element });
  }
  const { notFound } = manifest;
  children.push({ path: notFound.path, element: <ScreenRoute key={notFound.name} name={notFound.name} screen={notFound.screen} /> });
  children.push({ path: '*', element: <Navigate to={notFound.path} replace /> });
  return [{ element: <AppShell />, children }];
}
