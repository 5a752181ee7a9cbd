import type { Manifest } from '../dsl';

/**
 * Where a `navigate.to` goes: a route name gives that route's alias (the short URL members see)
 * or its path; "404" the not-found path; a path is kept as written. Unknown names give undefined.
 */
export function resolveRouteRef(manifest: Pick<Manifest, 'routes' | 'notFound'>, to: string): string | undefined {
  if (to.startsWith('/')) return to;
  if (to === manifest.notFound.name) return manifest.notFound.path;
  const route = manifest.routes.find((r) => r.name === to);
  return route ? (route.alias ?? route.path) : undefined;
}
