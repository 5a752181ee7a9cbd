import type { Manifest } from '../runtime/dsl';
import type { BundleLoaders } from '../context/Engine';

/**
 * Starts downloading the built-in screen of the address the app opens at, while boot still waits
 * for the published state (screens/published). Without it the screen's chunk was asked for only
 * once the engine existed and the route rendered: one more round trip in the chain that ends in
 * the first screen's largest paint (/home's banner, Lighthouse 2026-11-29). A module is fetched
 * once, so the route's own load later gets the same one; a screen the studio replaced costs one
 * small unused chunk. Exact addresses only: no route takes path parameters.
 */
export function warmFirstScreen(manifest: Manifest, pathname: string, loaders: Pick<BundleLoaders, 'screen'>): void {
  // The schema fixes basePath at "/": the address is the route's path or alias as it is.
  const route = manifest.routes.find((r) => r.path === pathname || r.alias === pathname);
  if (route?.screen) void loaders.screen(route.screen).catch(() => undefined);
}
