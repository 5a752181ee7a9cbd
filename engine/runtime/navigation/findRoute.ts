import type { Manifest, RouteSpec } from '../dsl';

/** The route a location belongs to, by its path or its alias. */
export function findRoute(manifest: Pick<Manifest, 'routes'>, pathname: string): RouteSpec | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return manifest.routes.find((r) => r.path === normalized || r.alias === normalized);
}
