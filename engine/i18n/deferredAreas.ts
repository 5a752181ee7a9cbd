import type { Manifest } from '../runtime/dsl';

/**
 * The dictionary areas left out of the first download: staff texts and every area a route names
 * in `texts`. They load with the screens that need them (useLazyScreen), so the texts of screens a
 * visitor may never open do not delay the first render. An area no route names loads up front.
 */
export function deferredAreas(manifest: Manifest): string[] {
  return [...new Set(['staff', ...manifest.routes.flatMap((r) => r.texts ?? [])])].sort();
}
